import Foundation

/// The outline of a 2D shape.
///
/// For example:
///
/// ```swift
/// Path { path in
///     path.move(to: CGPoint(x: 0, y: 10))
///     path.addLine(to: CGPoint(x: 20, y: 10))
/// }
/// .stroke(.red, lineWidth: 2)
/// ```
public struct Path: Hashable, Sendable {
    /// An element of a path.
    public enum Element: Hashable, Sendable {
        case move(to: CGPoint)
        case line(to: CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case closeSubpath
    }

    var elements: [Element] = []

    /// Creates an empty path.
    public init() {}

    /// Creates a path by calling a closure that builds it.
    public init(_ callback: (inout Path) -> Void) { callback(&self) }

    /// Creates a path containing a rectangle.
    public init(_ rect: CGRect) { addRect(rect) }

    /// Creates a path containing a rounded rectangle.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// Creates a path containing a rounded rectangle with elliptical corners.
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    /// Creates a path containing an ellipse inscribed in a rectangle.
    public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }

    /// Whether the path contains no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// The last point of the path, if any.
    public var currentPoint: CGPoint? {
        for element in elements.reversed() {
            switch element {
            case .move(let to), .line(let to), .quadCurve(let to, _), .curve(let to, _, _): return to
            case .closeSubpath: continue
            }
        }
        return nil
    }

    /// The smallest rectangle containing every point and control point of the path.
    public var boundingRect: CGRect {
        let points = elements.flatMap { element -> [CGPoint] in
            switch element {
            case .move(let to), .line(let to): [to]
            case .quadCurve(let to, let control): [to, control]
            case .curve(let to, let control1, let control2): [to, control1, control2]
            case .closeSubpath: []
            }
        }
        guard let first = points.first else { return .null }
        var minX = first.x
        var minY = first.y
        var maxX = first.x
        var maxY = first.y
        for point in points {
            minX = min(minX, point.x)
            minY = min(minY, point.y)
            maxX = max(maxX, point.x)
            maxY = max(maxY, point.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Calls a closure with each element of the path, in order.
    public func forEach(_ body: (Element) -> Void) { elements.forEach(body) }

    /// Returns the path moved by an offset.
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        mapPoints { CGPoint(x: $0.x + dx, y: $0.y + dy) }
    }

    /// Returns the path with every point and control point mapped; exact for affine maps.
    func mapPoints(_ transform: (CGPoint) -> CGPoint) -> Path {
        var path = Path()
        path.elements = elements.map { element in
            switch element {
            case .move(let to): .move(to: transform(to))
            case .line(let to): .line(to: transform(to))
            case .quadCurve(let to, let control): .quadCurve(to: transform(to), control: transform(control))
            case .curve(let to, let c1, let c2):
                .curve(to: transform(to), control1: transform(c1), control2: transform(c2))
            case .closeSubpath: .closeSubpath
            }
        }
        return path
    }
}

extension Path: Shape {
    public nonisolated func path(in rect: CGRect) -> Path { self }

    /// A path is drawn as it is.
    public nonisolated var _geometry: ResolvedShapeGeometry { ResolvedShapeGeometry(kind: .path(self)) }
}
