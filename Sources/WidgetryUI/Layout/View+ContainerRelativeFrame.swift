import Foundation

extension EnvironmentValues {
    private struct ContainerSizeKey: EnvironmentKey { static let defaultValue: CGSize? = nil }

    /// The size of the container `containerRelativeFrame` measures against: the widget's content area (its size less
    /// its content margins), set by the pipeline; `nil` where a view is shown outside a widget.
    package var _containerSize: CGSize? {
        get { self[ContainerSizeKey.self] }
        set { self[ContainerSizeKey.self] = newValue }
    }
}

extension View {
    /// Positions this view within an invisible frame the size of the nearest container along the given axes.
    ///
    /// In a widget the container is the widget's content area: its size less its content margins (the whole widget
    /// when margins are disabled). Along an axis not in `axes` the view keeps its own size. Outside a widget (a
    /// plain view's preview) there is no container and the view is left as it is.
    ///
    /// - Parameters:
    ///   - axes: The axes along which the frame takes the container's length.
    ///   - alignment: How the view is placed within the frame.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        modifier(ContainerRelativeFrame(axes: axes, alignment: alignment) { length, _ in length })
    }

    /// Positions this view within an invisible frame that spans `span` of `count` equal columns or rows of the
    /// nearest container, with `spacing` between them.
    ///
    /// For example, `containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 8)` in a 300-point-wide
    /// container is (300 − 2 × 8) / 3 × 2 + 8 ≈ 197 points wide.
    ///
    /// - Parameters:
    ///   - axes: The axes along which the frame is sized.
    ///   - count: How many equal parts the container's length is divided into.
    ///   - span: How many of those parts the view covers.
    ///   - spacing: The space between two parts.
    ///   - alignment: How the view is placed within the frame.
    public func containerRelativeFrame(
        _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
    ) -> some View {
        modifier(
            ContainerRelativeFrame(axes: axes, alignment: alignment) { length, _ in
                let parts = CGFloat(max(count, 1))
                let covered = CGFloat(min(max(span, 1), max(count, 1)))
                let part = max(length - spacing * (parts - 1), 0) / parts
                return part * covered + spacing * (covered - 1)
            })
    }

    /// Positions this view within an invisible frame whose length along each of `axes` is what `length` makes of the
    /// nearest container's length along that axis.
    ///
    /// - Parameters:
    ///   - axes: The axes along which the frame is sized.
    ///   - alignment: How the view is placed within the frame.
    ///   - length: The frame's length from the container's length and the axis.
    public func containerRelativeFrame(
        _ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat
    ) -> some View {
        modifier(ContainerRelativeFrame(axes: axes, alignment: alignment, length: length))
    }
}

/// The modifier behind `containerRelativeFrame`: a fixed frame along the chosen axes, its lengths from the container.
struct ContainerRelativeFrame: ViewModifier {
    let axes: Axis.Set
    let alignment: Alignment
    let length: (CGFloat, Axis) -> CGFloat
    @Environment(\._containerSize) private var container

    func body(content: Content) -> some View {
        let width = container.flatMap { axes.contains(.horizontal) ? max(length($0.width, .horizontal), 0) : nil }
        let height = container.flatMap { axes.contains(.vertical) ? max(length($0.height, .vertical), 0) : nil }
        return content.frame(width: width, height: height, alignment: alignment)
    }
}
