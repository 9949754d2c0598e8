import Foundation

/// Draws images in code: a bitmap the actions closure paints with `UIColor.setFill()`, the context's `fill(_:)`,
/// `UIBezierPath` and `UIImage.draw(in:)`, returned as a `UIImage` that `Image(uiImage:)` shows.
///
/// ```swift
/// let badge = UIGraphicsImageRenderer(size: CGSize(width: 24, height: 24)).image { context in
///     UIColor.systemRed.setFill()
///     UIBezierPath(ovalIn: context.format.bounds).fill()
/// }
/// ```
///
/// Widgetry paints with Cairo. There is no Core Graphics on Linux, so `cgContext` and text drawing are not
/// available; shapes, colors and images are.
open class UIGraphicsImageRenderer: NSObject, @unchecked Sendable {
    /// The size, scale and opacity of the images this renderer makes.
    public let format: UIGraphicsImageRendererFormat

    /// A renderer of images of a size in points at the default format (the main screen's scale).
    public convenience init(size: CGSize) {
        self.init(size: size, format: .default())
    }

    /// A renderer of images of a size in points at a format's scale and opacity.
    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    /// A renderer of images covering a rectangle, whose origin drawing coordinates start from.
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        let copy = UIGraphicsImageRendererFormat()
        copy.scale = format.scale
        copy.opaque = format.opaque
        copy.bounds = bounds
        self.format = copy
    }

    /// Runs the drawing actions on a new bitmap and returns it as an image.
    ///
    /// An image with no pixels (an empty size) comes back empty, drawn by nothing.
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let png = pngData(actions: actions)
        guard !png.isEmpty else { return UIImage() }
        return UIImage(
            content: .bitmap(png: png), scale: format.scale, renderingMode: .automatic, size: format.bounds.size)
    }

    /// Runs the drawing actions on a new bitmap and returns its PNG bytes.
    open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        guard let canvas = PlatformCanvas(size: format.bounds.size, scale: format.scale, opaque: format.opaque)
        else { return Data() }
        let context = UIGraphicsImageRendererContext(canvas: canvas, format: format)
        PlatformCanvas.drawing(on: canvas) {
            canvas.translate(by: CGPoint(x: -format.bounds.minX, y: -format.bounds.minY))
            actions(context)
        }
        return canvas.png()
    }
}

/// The scale, opacity and bounds of the images a ``UIGraphicsImageRenderer`` makes.
open class UIGraphicsImageRendererFormat: NSObject, @unchecked Sendable {
    /// Pixels per point.
    open var scale: CGFloat
    /// Whether the image has no transparency; an opaque image starts white.
    open var opaque: Bool = false
    /// The rectangle the images cover.
    open internal(set) var bounds: CGRect = .zero

    /// A format at the main screen's scale.
    public override init() {
        scale = UIScreen.main.scale
    }

    /// The default format: the main screen's scale, transparent.
    open class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }

    /// The format the device prefers: the default one on Linux.
    open class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// What a ``UIGraphicsImageRenderer``'s actions draw with: its format, the image so far, and rectangle drawing
/// in the current fill and stroke colors.
open class UIGraphicsImageRendererContext: NSObject, @unchecked Sendable {
    let canvas: PlatformCanvas
    /// The format of the image being drawn.
    public let format: UIGraphicsImageRendererFormat

    init(canvas: PlatformCanvas, format: UIGraphicsImageRendererFormat) {
        self.canvas = canvas
        self.format = format
    }

    /// The image drawn so far.
    open var currentImage: UIImage {
        UIImage(
            content: .bitmap(png: canvas.png()), scale: format.scale, renderingMode: .automatic,
            size: format.bounds.size)
    }

    /// Fills a rectangle with the current fill color (`UIColor.setFill()`).
    open func fill(_ rect: CGRect) { canvas.fill(rect) }

    /// Outlines a rectangle with the current stroke color (`UIColor.setStroke()`), one point wide.
    open func stroke(_ rect: CGRect) { canvas.stroke(rect) }

    /// Limits later drawing to a rectangle.
    open func clip(to rect: CGRect) { canvas.clip(to: rect) }
}

/// Fills a rectangle of the current image renderer's bitmap with the current fill color.
public func UIRectFill(_ rect: CGRect) {
    PlatformCanvas.current?.fill(rect)
}
