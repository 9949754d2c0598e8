import Foundation

extension ResolvedNode {
    /// What a resolved node is, and what its children mean.
    public enum Kind: Sendable, Equatable {
        /// Nothing: an absent slot, such as a gauge without a current-value label. No children.
        case empty
        /// Several views with no container of their own, such as a body that returns a ``TupleView``.
        /// Lay the children out like a `VStack`, as SwiftUI does for the root of a scene.
        case group
        /// Text runs with their styles. No children.
        case text(ResolvedText)
        /// An image or symbol. No children.
        case image(ResolvedImage)
        /// A shape with its fills and strokes. No children.
        case shape(ResolvedShape)
        /// A color, gradient or other style used as a view: fills the space it is offered. No children.
        case paint(ResolvedPaint)
        /// Flexible space along the containing stack's axis.
        case spacer(minLength: CGFloat?)
        /// A thin line across the containing stack's axis, drawn with the given paint.
        case divider(ResolvedPaint)
        /// The standard backdrop of an accessory (Lock Screen) widget. No children.
        case accessoryWidgetBackground
        /// An HStack, VStack or ZStack (also the lazy stacks). Children are the stacked views.
        case stack(ResolvedStack)
        /// The first child that fits the proposed size along the given axes; children are the candidates.
        case viewThatFits(Axis.Set)
        /// A grid; children are rows (``gridRow(_:)`` nodes) or views that span every column.
        case grid(ResolvedGrid)
        /// A row of a grid; children are its cells.
        case gridRow(VerticalAlignment?)
        /// A `LazyVGrid` or `LazyHGrid`; children are its cells, in order.
        case lazyGrid(ResolvedLazyGrid)
        /// A `GeometryReader`; children are its content as built for the reader's ``ResolvedGeometryReader/geometry``
        /// (layout builds it again for the frame the reader gets), placed at its top-leading corner.
        case geometryReader(ResolvedGeometryReader)
        /// A gauge. Children: label, current-value label, minimum-value label, maximum-value label
        /// (``empty`` where absent).
        case gauge(ResolvedGauge)
        /// A progress indicator. Children: label, current-value label (``empty`` where absent).
        case progress(ResolvedProgress)
        /// A link that opens a URL when tapped. Children: the label.
        case link(URL)
        /// A button. Children: the label.
        case button(ResolvedButton)
        /// A toggle. Children: the label.
        case toggle(ResolvedToggle)
        /// A modifier applied to its first child; ``ResolvedModifier`` documents any second child.
        case modifier(ResolvedModifier)
    }
}
