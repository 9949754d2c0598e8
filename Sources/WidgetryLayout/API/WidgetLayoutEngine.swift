import Foundation
import WidgetryDisplayList
import WidgetryUI

/// Lays out a resolved widget view with SwiftUI's proposal/response algorithm and draws it as a display list.
///
/// The content is proposed the container's size minus its content margins and centered there; the container
/// background is laid out over the whole widget and drawn behind, clipped to the widget's shape. Text and
/// symbols are measured by the text engine, so what layout measured is what a painter draws. Layout is pure:
/// the same tree, container, engine and `now` give the same display list, on any thread. For example:
///
/// ```swift
/// let tree = ViewResolver.resolve(WeatherWidgetView(entry: entry), in: environment)
/// let engine = WidgetLayoutEngine(textEngine: pangoEngine)
/// let layout = engine.layout(tree, in: WidgetContainer(family: .systemSmall, size: CGSize(width: 170, height: 170)),
///                            now: entry.date)
/// print(layout.dump())
/// ```
public struct WidgetLayoutEngine: Sendable {
    /// Measures text and symbols.
    public var textEngine: any TextEngine
    /// Platform metrics and asset sizes.
    public var options: LayoutOptions

    /// Creates an engine.
    ///
    /// - Parameters:
    ///   - textEngine: Measures text and symbols; the painter should draw with the same fonts.
    ///   - options: Platform metrics and asset sizes; the defaults are iOS's.
    public init(textEngine: some TextEngine, options: LayoutOptions = LayoutOptions()) {
        self.textEngine = textEngine
        self.options = options
    }

    /// Lays out a resolved view in a widget container.
    ///
    /// - Parameters:
    ///   - node: The resolved view (``ViewResolver/resolve(_:in:)``).
    ///   - container: The widget's size, margins and shape.
    ///   - now: The moment dates are formatted for and timer progress is drawn at; dates that change keep
    ///     changing at paint time.
    /// - Returns: The display list and the laid-out tree.
    public func layout(_ node: ResolvedNode, in container: WidgetContainer, now: Date) -> WidgetLayout {
        let (placed, pass) = place(node, in: container, now: now)
        let displayList = Self.displayList(placed, pass: pass, container: container)
        let tree = LaidOutView(
            kind: "Widget", detail: "content \(LayoutFormat.rect(container.contentFrame))", frame: container.bounds,
            children: [LaidOutViewBuilder.view(placed, pass: pass)])
        return WidgetLayout(displayList: displayList, root: tree)
    }

    /// Lays out a resolved view and returns only its display list, without building the laid-out tree that
    /// ``layout(_:in:now:)`` keeps for dumps: the same display list, with less work.
    ///
    /// - Parameters:
    ///   - node: The resolved view.
    ///   - container: The widget's size, margins and shape.
    ///   - now: The moment dates are formatted for.
    public func displayList(for node: ResolvedNode, in container: WidgetContainer, now: Date) -> DisplayList {
        let (placed, pass) = place(node, in: container, now: now)
        return Self.displayList(placed, pass: pass, container: container)
    }

    /// The content proposed the container's content size and centered in it, placed by a new pass.
    private func place(_ node: ResolvedNode, in container: WidgetContainer, now: Date) -> (PlacedView, LayoutPass) {
        let pass = LayoutPass(textEngine: textEngine, options: options, now: now, container: container)
        let node = container.isSingleLine ? pass.inlineContent(of: node) : node
        let root = LayoutTreeBuilder(now: now).build(node)
        let content = container.contentFrame
        let size = pass.size(of: root, for: ProposedViewSize(content.size))
        let origin = CGPoint(
            x: content.minX + (content.width - size.width) / 2, y: content.minY + (content.height - size.height) / 2)
        return (pass.place(root, proposal: ProposedViewSize(content.size), at: origin), pass)
    }

    private static func displayList(_ placed: PlacedView, pass: LayoutPass, container: WidgetContainer) -> DisplayList {
        let outline: ContainerOutline
        switch container.outline {
        case .roundedRectangle(let radius):
            outline = ContainerOutline(shape: .roundedRect(cornerRadius: radius), frame: container.bounds)
        case .circle:
            outline = ContainerOutline(shape: .circle, frame: container.bounds)
        }
        let builder = DisplayListBuilder(pass: pass)
        let context = DisplayListBuilder.Context(transform: .identity, traits: ResolvedTraits(), container: outline)
        let content = builder.items(for: placed, in: context)
        var background = builder.backgroundItems
        // A widget on the Home Screen is opaque: a container background that is translucent (such as
        // `.fill.tertiary`) or absent is composited over the system background, as iOS does. An opaque one is drawn
        // alone, so no light fringe shows at the anti-aliased corners.
        if let paint = container.defaultBackground, !Self.coversOpaquely(background, bounds: container.bounds) {
            background = [.fill(DisplayFill(shape: .rect, frame: container.bounds, paint: paint))] + (background ?? [])
        }
        var items: [DisplayItem] = []
        if let background, !background.isEmpty {
            let clip = DisplayClip(shape: outline.shape, frame: container.bounds)
            items.append(
                .group(
                    DisplayGroup(
                        items: background, clip: clip, semantics: DisplaySemantics(isContainerBackground: true))))
        }
        items += content
        var regions = builder.regions
        if let url = builder.widgetURL {
            regions.insert(
                HitRegion(frame: container.bounds, action: .openURL(url, source: .widgetURL), zIndex: 0), at: 0)
        }
        return DisplayList(size: container.size, items: items, hitRegions: regions)
    }

    /// Whether background items include an opaque fill of the whole widget.
    static func coversOpaquely(_ items: [DisplayItem]?, bounds: CGRect) -> Bool {
        (items ?? []).contains { item in
            guard case .fill(let fill) = item, fill.trim == nil, fill.frame.contains(bounds) else { return false }
            switch fill.shape {
            case .rect:
                return fill.paint.colors.allSatisfy { color in
                    // Asset colors resolve at paint time; their own opacity is applied there, so judge the modifier's.
                    if case .asset(_, let opacity) = color.source { return opacity >= 1 }
                    return color.opacity >= 1
                }
            default: return false
            }
        }
    }
}
