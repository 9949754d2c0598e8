import Foundation

/// A shape of lines, curves and arcs that fills or strokes itself into the image being drawn
/// (`NSImage(size:flipped:drawingHandler:)`, or between `lockFocus()` and `unlockFocus()`).
///
/// ```swift
/// NSImage(size: NSSize(width: 16, height: 16), flipped: false) { rect in
///     NSColor.controlAccentColor.setFill()
///     NSBezierPath(roundedRect: rect, xRadius: 4, yRadius: 4).fill()
///     return true
/// }
/// ```
open class NSBezierPath: NSObject, @unchecked Sendable {
    var path = PlatformPath()
    /// The width of the line ``stroke()`` draws, in points.
    open var lineWidth: CGFloat = 1

    /// An empty path.
    public override init() {}

    /// A closed rectangle.
    public convenience init(rect: NSRect) {
        self.init()
        path = PlatformPath(rect: rect)
    }

    /// An ellipse inscribed in a rectangle.
    public convenience init(ovalIn rect: NSRect) {
        self.init()
        path.elements = [.ellipse(rect)]
    }

    /// A rectangle with rounded corners.
    public convenience init(roundedRect rect: NSRect, xRadius: CGFloat, yRadius: CGFloat) {
        self.init()
        path = PlatformPath(roundedRect: rect, xRadius: xRadius, yRadius: yRadius)
    }

    /// The smallest rectangle holding the path's points and control points.
    open var bounds: NSRect { path.bounds }

    /// Whether the path has no elements.
    open var isEmpty: Bool { path.elements.isEmpty }

    /// Starts a new subpath at a point.
    open func move(to point: NSPoint) { path.elements.append(.move(point)) }

    /// Adds a straight line to a point.
    open func line(to point: NSPoint) { path.elements.append(.line(point)) }

    /// Adds a cubic Bézier curve to a point.
    open func curve(to endPoint: NSPoint, controlPoint1: NSPoint, controlPoint2: NSPoint) {
        path.elements.append(.curve(to: endPoint, control1: controlPoint1, control2: controlPoint2))
    }

    /// Adds an arc of a circle; angles in degrees, counterclockwise unless `clockwise` (AppKit's y axis points
    /// up).
    open func appendArc(
        withCenter center: NSPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool = false
    ) {
        path.elements.append(
            .arc(
                center: center, radius: radius, start: startAngle * .pi / 180, end: endAngle * .pi / 180,
                increasing: !clockwise))
    }

    /// Adds a closed rectangle.
    open func appendRect(_ rect: NSRect) { path.elements += PlatformPath(rect: rect).elements }

    /// Adds an ellipse inscribed in a rectangle.
    open func appendOval(in rect: NSRect) { path.elements.append(.ellipse(rect)) }

    /// Adds a rectangle with rounded corners.
    open func appendRoundedRect(_ rect: NSRect, xRadius: CGFloat, yRadius: CGFloat) {
        path.elements += PlatformPath(roundedRect: rect, xRadius: xRadius, yRadius: yRadius).elements
    }

    /// Adds another path's elements.
    open func append(_ path: NSBezierPath) { self.path.elements += path.path.elements }

    /// Closes the current subpath with a line to its start.
    open func close() { path.elements.append(.close) }

    /// Removes every element.
    open func removeAllPoints() { path.elements.removeAll() }

    /// Fills the path with the current fill color in the image being drawn.
    open func fill() { PlatformCanvas.current?.fill(path) }

    /// Outlines the path with the current stroke color and ``lineWidth``.
    open func stroke() { PlatformCanvas.current?.stroke(path, lineWidth: lineWidth) }

    /// Fills a rectangle with the current fill color.
    open class func fill(_ rect: NSRect) { PlatformCanvas.current?.fill(rect) }

    /// Outlines a rectangle with the current stroke color.
    open class func stroke(_ rect: NSRect) { PlatformCanvas.current?.stroke(rect) }
}
