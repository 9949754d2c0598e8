import Foundation
import WidgetryUI

/// The spacing a view prefers between itself and its neighbours, per edge and per kind of neighbour: SwiftUI's
/// `ViewSpacing`.
///
/// A view publishes values keyed by an edge and a category. Between two adjacent views of a stack, the distance
/// is the largest of the values of every category both publish on the facing edges (the first view's bottom or
/// trailing edge, the second's top or leading edge); when they share none, the larger of their uncategorized
/// values; when neither has one, the stack's default spacing. The categories are what make text special:
///
/// - Two texts meet through `textToText`: the gap is the lower text's font leading (0 for the system fonts), so
///   stacked texts sit line on line, as a paragraph's lines do.
/// - A view above a text meets it through `edgeAboveText`: the gap brings the text's first line to the distance
///   of one line plus the default text spacing (a tenth of the line height, rounded up to a pixel) from the
///   view's bottom, minus the text's ascender.
/// - A text above a view meets it through `edgeBelowText`: the larger of a line plus the text spacing minus the
///   cap height, and the text spacing plus the descender.
/// - Views that are not text publish only these two edge categories, at 0, so two of them share none and get the
///   default 8 points; a `Spacer` publishes 0 along its stack's axis and takes no spacing next to it.
///
/// Stacks publish the union of their children's values (the largest on a clash): every child's on the edges
/// across their axis, the first child's on the leading or top edge, the last child's on the trailing or bottom
/// edge. Modifiers publish their content's values; padding replaces those of the padded edges by a plain
/// view's. The model and its numbers follow SwiftUI's own (as published by the OpenSwiftUI project's study of
/// it); the font metrics are those of Widgetry's fonts (Inter for SF Pro).
struct ViewSpacing: Equatable {
    /// The side of a view a value applies to.
    enum Edge: Hashable, CaseIterable { case top, left, bottom, right }

    /// What kind of neighbour a value is for; `nil` keys apply to any neighbour when no category matches.
    enum Category: Hashable {
        case textToText
        case edgeAboveText
        case edgeBelowText
        case textBaseline
        case edgeLeftText
        case edgeRightText
    }

    /// A text's line metrics, for the `textToText` category.
    struct TextMetrics: Equatable {
        var ascend: CGFloat
        var descend: CGFloat
        var leading: CGFloat
        var pixelLength: CGFloat

        var lineSpacing: CGFloat { ascend + descend + leading }

        /// The gap between a text above (`top`) and a text below (`bottom`): the lower text's leading, rounded up
        /// to a pixel.
        static func spacing(top: TextMetrics, bottom: TextMetrics) -> CGFloat {
            let leading = bottom.leading
            guard top.pixelLength > 0 else { return leading }
            return (leading / top.pixelLength).rounded(.up) * top.pixelLength
        }
    }

    /// One value: a distance, or text metrics that become a distance next to another text.
    enum Value: Equatable {
        case distance(CGFloat)
        /// Published on a text's bottom edge: the text is the upper one of a pair.
        case topTextMetrics(TextMetrics)
        /// Published on a text's top edge: the text is the lower one of a pair.
        case bottomTextMetrics(TextMetrics)

        /// The distance this value and a facing one call for, or `nil` when they cannot combine.
        func distance(to other: Value) -> CGFloat? {
            switch (self, other) {
            case (.distance(let a), .distance(let b)): a + b
            case (.distance(let a), _): a
            case (_, .distance(let b)): b
            case (.topTextMetrics(let top), .bottomTextMetrics(let bottom)),
                (.bottomTextMetrics(let bottom), .topTextMetrics(let top)):
                TextMetrics.spacing(top: top, bottom: bottom)
            default: nil
            }
        }

        /// The larger of two values for one key: by distance, or by line spacing for text metrics.
        static func larger(_ a: Value, _ b: Value) -> Value {
            switch (a, b) {
            case (.distance(let x), .distance(let y)): return .distance(max(x, y))
            case (.topTextMetrics(let x), .topTextMetrics(let y)):
                return .topTextMetrics(x.lineSpacing >= y.lineSpacing ? x : y)
            case (.bottomTextMetrics(let x), .bottomTextMetrics(let y)):
                return .bottomTextMetrics(x.lineSpacing >= y.lineSpacing ? x : y)
            case (.distance, _), (.topTextMetrics, .bottomTextMetrics): return b
            default: return a
            }
        }
    }

    /// A value's key: its category (or none) and its edge.
    struct Key: Hashable {
        var category: Category?
        var edge: Edge
    }

    var minima: [Key: Value]

    init(minima: [Key: Value]) { self.minima = minima }

    /// A plain view's spacing: only the edge-of-text categories, at 0.
    static let plain = ViewSpacing(minima: [
        Key(category: .edgeBelowText, edge: .top): .distance(0),
        Key(category: .edgeAboveText, edge: .bottom): .distance(0),
        Key(category: .edgeRightText, edge: .left): .distance(0),
        Key(category: .edgeLeftText, edge: .right): .distance(0),
    ])

    /// No preference at all.
    static let none = ViewSpacing(minima: [:])

    /// 0 on the edges of one axis, for any neighbour: a spacer in a stack of that axis.
    static func zero(along axis: Axis?) -> ViewSpacing {
        let edges: [Edge] =
            switch axis {
            case .horizontal: [.left, .right]
            case .vertical: [.top, .bottom]
            case nil: Edge.allCases
            }
        return ViewSpacing(
            minima: Dictionary(uniqueKeysWithValues: edges.map { (Key(category: nil, edge: $0), .distance(0)) }))
    }

    /// Adds another view's values on some edges, keeping the larger value where both have one.
    mutating func incorporate(_ edges: Set<Edge>, of other: ViewSpacing) {
        for (key, value) in other.minima where edges.contains(key.edge) {
            minima[key] = minima[key].map { Value.larger($0, value) } ?? value
        }
    }

    /// Replaces the values of some edges by a plain view's (what padding does to the padded edges).
    mutating func reset(_ edges: Set<Edge>) {
        minima = minima.filter { !edges.contains($0.key.edge) }
        for (key, value) in Self.plain.minima where edges.contains(key.edge) { minima[key] = value }
    }

    /// The distance from this view to the next one along an axis, or `nil` when neither cares (the stack then
    /// uses its default spacing).
    func distance(toSuccessor next: ViewSpacing, along axis: Axis) -> CGFloat? {
        let from: Edge = axis == .horizontal ? .right : .bottom
        let to: Edge = axis == .horizontal ? .left : .top
        var best: CGFloat?
        for (key, value) in minima where key.edge == from {
            guard let category = key.category, let facing = next.minima[Key(category: category, edge: to)],
                let distance = value.distance(to: facing)
            else { continue }
            best = max(best ?? -.infinity, distance)
        }
        if let best { return best }
        let mine = minima[Key(category: nil, edge: from)].flatMap { if case .distance(let d) = $0 { d } else { nil } }
        let theirs = next.minima[Key(category: nil, edge: to)].flatMap {
            if case .distance(let d) = $0 { d } else { nil }
        }
        guard mine != nil || theirs != nil else { return nil }
        return max(mine ?? -.infinity, theirs ?? -.infinity)
    }
}
