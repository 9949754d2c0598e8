import Foundation
import WidgetryUI

/// A view being laid out: a resolved node (or a part a built-in control draws) with its layout caches.
///
/// The tree is built from a ``ResolvedNode`` for one layout pass and thrown away after it; caching sizes
/// by proposal keeps the stack algorithm's repeated probing cheap. It is a class so caches can be filled
/// while the tree is walked; it never leaves the layout call that made it.
final class LayoutNode {
    /// What the node is; the resolved kinds plus the parts built-in controls are drawn with.
    enum Kind {
        case empty
        case text(ResolvedText)
        case image(ResolvedImage)
        case shape(ResolvedShape)
        case paint(ResolvedPaint)
        case accessoryBackground
        case spacer(minLength: CGFloat?)
        case divider(ResolvedPaint)
        /// An HStack, VStack or ZStack; a root group is a centered VStack.
        case stack(ResolvedStack)
        case viewThatFits(Axis.Set)
        /// A grid; its children are the cells of every row, in order, and `rows` says which belong together.
        case grid(ResolvedGrid, rows: [GridRowSpec])
        /// A grid row outside a grid, laid out as an HStack.
        case gridRow(VerticalAlignment?)
        /// A `LazyVGrid` or `LazyHGrid`; its children are the cells, in order.
        case lazyGrid(ResolvedLazyGrid)
        /// A `GeometryReader`; its children are its content, rebuilt when it is placed for the frame it gets.
        case geometryReader(ResolvedGeometryReader)
        case modifier(ResolvedModifier)
        case link(URL)
        case button(ResolvedButton)
        case toggle(ResolvedToggle)
        /// A gauge or progress view, named for the dump; its one child is the arrangement of its parts.
        case control(String)
        /// A bar, ring, spinner or switch a built-in control draws.
        case graphic(ControlGraphic)
    }

    let kind: Kind
    /// The node's children. Only a geometry reader changes them: when placed, it builds its content again for
    /// the frame it got.
    var children: [LayoutNode]
    let traits: ResolvedTraits
    /// The name shown in the dump when it differs from the kind's (a root `Group`).
    let displayName: String?
    /// The axis of the stack this node is laid out in, seen through modifiers; `nil` outside H/VStacks.
    /// Spacers and dividers size themselves along it.
    var stackAxis: Axis?

    /// Sizes already computed, by proposal.
    var sizes = SizeCache()
    /// Text layouts already computed, by proposal.
    var textLayouts: [ProposedViewSize: TextLayout] = [:]
    /// A text node's paragraph built at full scale, once built: it depends only on the node's text and the pass's
    /// `now`, and every proposal (and the spacing) asks for it.
    var fullScaleParagraph: TextParagraphBuilder.Built?
    /// The spacing preferences the node publishes, once computed.
    var spacing: ViewSpacing?
    /// Explicit alignment guides already computed (`nil` values included), by guide and proposal.
    var guides: [GuideQuery: CGFloat?] = [:]
    /// A stack's children, spacings and priorities, once its layout has asked for them.
    var stackArrangement: StackArrangement?

    /// An explicit-guide question: which guide, for which proposal.
    struct GuideQuery: Hashable {
        var key: AlignmentKey
        var proposal: ProposedViewSize
    }

    init(_ kind: Kind, children: [LayoutNode] = [], traits: ResolvedTraits, displayName: String? = nil) {
        self.kind = kind
        self.children = children
        self.traits = traits
        self.displayName = displayName
    }

    /// Whether the node is nothing at all: stacks skip it, with no spacing.
    var isEmpty: Bool {
        if case .empty = kind { return true }
        return false
    }

    /// The modifier, when the node is one.
    var modifier: ResolvedModifier? {
        if case .modifier(let modifier) = kind { return modifier }
        return nil
    }

    /// The identity given with `id(_:)`, when the node is that modifier.
    var identity: String? {
        if case .modifier(.identity(let id)) = kind { return id }
        return nil
    }
}
