import Foundation

/// A shape of lines, curves and arcs that fills or strokes itself into the current image renderer's bitmap.
///
/// ```swift
/// UIGraphicsImageRenderer(size: size).image { _ in
///     UIColor.systemGreen.setFill()
///     UIBezierPath(roundedRect: CGRect(origin: .zero, size: size), cornerRadius: 6).fill()
/// }
/// ```
open class UIBezierPath: NSObject, @unchecked Sendable {
    var path = PlatformPath()
    /// The width of the line ``stroke()`` draws, in points.
    open var lineWidth: CGFloat = 1

    /// An empty path.
    public override init() {}

    /// A closed rectangle.
    public convenience init(rect: CGRect) {
        self.init()
        path = PlatformPath(rect: rect)
    }

    /// An ellipse inscribed in a rectangle.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.elements = [.ellipse(rect)]
    }

    /// A rectangle with rounded corners.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        path = PlatformPath(roundedRect: rect, xRadius: cornerRadius, yRadius: cornerRadius)
    }

    /// An arc of a circle; angles in radians, `clockwise` as seen on screen.
    public convenience init(
        arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// The smallest rectangle holding the path's points and control points.
    open var bounds: CGRect { path.bounds }

    /// Whether the path has no elements.
    open var isEmpty: Bool { path.elements.isEmpty }

    /// Starts a new subpath at a point.
    open func move(to point: CGPoint) { path.elements.append(.move(point)) }

    /// Adds a straight line to a point.
    open func addLine(to point: CGPoint) { path.elements.append(.line(point)) }

    /// Adds a cubic Bézier curve to a point.
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.elements.append(.curve(to: endPoint, control1: controlPoint1, control2: controlPoint2))
    }

    /// Adds a quadratic Bézier curve to a point.
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        path.elements.append(.quadCurve(to: endPoint, control: controlPoint))
    }

    /// Adds an arc of a circle; angles in radians, `clockwise` as seen on screen (UIKit's y axis points down).
    open func addArc(
        withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        path.elements.append(
            .arc(center: center, radius: radius, start: startAngle, end: endAngle, increasing: clockwise))
    }

    /// Closes the current subpath with a line to its start.
    open func close() { path.elements.append(.close) }

    /// Adds another path's elements.
    open func append(_ bezierPath: UIBezierPath) { path.elements += bezierPath.path.elements }

    /// Removes every element.
    open func removeAllPoints() { path.elements.removeAll() }

    /// Fills the path with the current fill color in the current image renderer's bitmap.
    open func fill() { PlatformCanvas.current?.fill(path) }

    /// Outlines the path with the current stroke color and ``lineWidth``.
    open func stroke() { PlatformCanvas.current?.stroke(path, lineWidth: lineWidth) }

    /// Limits later drawing to the path's bounds.
    open func addClip() { PlatformCanvas.current?.clip(to: path.bounds) }
}
