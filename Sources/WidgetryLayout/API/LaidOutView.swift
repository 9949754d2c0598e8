import Foundation

/// One view of a laid-out tree: what it is, where layout put it, and its children, for tests and debugging.
///
/// Frames are in the widget's coordinates (points, origin top-left) as layout decided them, before drawing
/// effects such as `offset` or `rotationEffect`. ``dump()`` prints the tree one view a line:
///
/// ```
/// Widget 170×170 (content (16, 16, 138, 138))
///   VStack (54.5, 59, 61, 52)
///     Text "Sunny" (54.5, 91, 40, 20) lines: 1
/// ```
public struct LaidOutView: Hashable, Sendable, CustomStringConvertible {
    /// What the view is, such as `VStack`, `Text`, `Padding` or `Gauge(accessoryCircular)`.
    public var kind: String
    /// The view's settings and content, such as a text's string in quotes; may be empty.
    public var detail: String
    /// The identity given with `id(_:)` to this view or a modifier directly around it, if any.
    public var id: String?
    /// Where layout placed the view, in the widget's coordinates.
    public var frame: CGRect
    /// The role of the view in its parent when it is not plain content, such as `overlay` or `background`.
    public var role: String?
    /// The views inside, in order.
    public var children: [LaidOutView]

    /// Creates a laid-out view.
    public init(
        kind: String, detail: String = "", id: String? = nil, frame: CGRect, role: String? = nil,
        children: [LaidOutView] = []
    ) {
        self.kind = kind
        self.detail = detail
        self.id = id
        self.frame = frame
        self.role = role
        self.children = children
    }

    /// This view and every view below it, depth first.
    public var allViews: [LaidOutView] { [self] + children.flatMap(\.allViews) }

    /// The first view, depth first, that satisfies a predicate.
    public func first(where predicate: (LaidOutView) -> Bool) -> LaidOutView? {
        allViews.first(where: predicate)
    }

    /// The frame of the first view with an identity, as given with `id(_:)`.
    ///
    /// - Parameter id: The identity's description.
    public func frame(ofID id: String) -> CGRect? { first { $0.id == id }?.frame }

    /// The frame of the first text view whose string is `string`.
    public func frame(ofText string: String) -> CGRect? {
        first { $0.kind == "Text" && $0.detail.hasPrefix("\"\(string)\"") }?.frame
    }

    public var description: String { dump() }

    /// The tree as indented text, one view a line: kind, identity, role, frame and detail.
    public func dump() -> String {
        var lines: [String] = []
        appendLines(to: &lines, depth: 0)
        return lines.joined(separator: "\n")
    }

    private func appendLines(to lines: inout [String], depth: Int) {
        var line = String(repeating: "  ", count: depth)
        if let role { line += "\(role): " }
        line += kind
        if let id { line += "#\(id)" }
        line += " " + LayoutFormat.rect(frame)
        if !detail.isEmpty { line += " " + detail }
        lines.append(line)
        for child in children { child.appendLines(to: &lines, depth: depth + 1) }
    }
}
