import Foundation

/// A shape drawn with fills and strokes.
///
/// For example, `Circle().fill(.orange).stroke(.white, lineWidth: 2)`.
public struct _ShapeView<Content: Shape, Style: ShapeStyle>: View {
    public typealias Body = Never

    enum Drawing {
        case fill(AnyShapeStyle, FillStyle)
        case stroke(AnyShapeStyle, StrokeStyle, isBorder: Bool)
    }

    public var shape: Content
    var drawings: [Drawing]

    init(shape: Content, style: Style, fillStyle: FillStyle) {
        self.shape = shape
        drawings = [.fill(AnyShapeStyle(style), fillStyle)]
    }

    init(shape: Content, drawings: [Drawing]) {
        self.shape = shape
        self.drawings = drawings
    }

    /// Strokes the shape's outline over what is drawn so far.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<
        Content, Style
    > {
        _ShapeView(shape: shape, drawings: drawings + [.stroke(AnyShapeStyle(content), style, isBorder: false)])
    }

    /// Strokes the shape's outline over what is drawn so far.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true)
        -> _ShapeView<Content, Style>
    {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}

extension _ShapeView: ResolvablePrimitive {
    package func _resolve(in context: ResolveContext) -> [ResolvedNode] {
        let environment = context.environment
        let resolved = drawings.map { drawing -> ResolvedShape.Drawing in
            switch drawing {
            case .fill(let style, let fillStyle):
                .fill(style._resolvePaint(in: environment), fillStyle)
            case .stroke(let style, let strokeStyle, let isBorder):
                isBorder
                    ? .strokeBorder(style._resolvePaint(in: environment), strokeStyle)
                    : .stroke(style._resolvePaint(in: environment), strokeStyle)
            }
        }
        return [context.node(.shape(ResolvedShape(geometry: shape.geometry, drawings: resolved)))]
    }
}

extension Shape {
    /// Fills the shape with a style: a color, a gradient, `.tint`; the foreground style by default.
    ///
    /// - Parameters:
    ///   - content: The style to fill with.
    ///   - style: The fill rule and antialiasing.
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, fillStyle: style)
    }

    /// Traces the shape's outline with a style.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> some View {
        _ShapeView<Self, S>(shape: self, drawings: [.stroke(AnyShapeStyle(content), style, isBorder: false)])
    }

    /// Traces the shape's outline with a style and line width.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}

extension InsettableShape {
    /// Traces the shape's outline inside its bounds, so the stroke never extends past the frame.
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true)
        -> some View
    {
        _ShapeView<Self, S>(shape: self, drawings: [.stroke(AnyShapeStyle(content), style, isBorder: true)])
    }

    /// Traces the shape's outline inside its bounds with a line width.
    public func strokeBorder<S: ShapeStyle>(
        _ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true
    )
        -> some View
    {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}
