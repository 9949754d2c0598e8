import Foundation

extension NSImage {
    /// Creates an image drawn in code by a handler, as AppKit's drawing-handler images are.
    ///
    /// ```swift
    /// let dot = NSImage(size: NSSize(width: 12, height: 12), flipped: false) { rect in
    ///     NSColor.systemGreen.setFill()
    ///     NSBezierPath(ovalIn: rect).fill()
    ///     return true
    /// }
    /// ```
    ///
    /// AppKit calls the handler whenever the image is drawn; Widgetry calls it once, now, at 2 pixels per point,
    /// and keeps the bitmap. A handler that returns `false` leaves the image empty.
    public convenience init(
        size: NSSize, flipped drawingHandlerShouldBeCalledWithFlippedContext: Bool,
        drawingHandler: @escaping (NSRect) -> Bool
    ) {
        var png = Data()
        if let canvas = PlatformCanvas(
            size: size, scale: Self.drawingScale, yUp: !drawingHandlerShouldBeCalledWithFlippedContext)
        {
            let drawn = PlatformCanvas.drawing(on: canvas) { drawingHandler(NSRect(origin: .zero, size: size)) }
            if drawn { png = canvas.png() }
        }
        self.init(content: .bitmap(png: png, scale: Self.drawingScale), size: size, isTemplate: false)
    }

    /// Creates an empty image of a size, to draw into between ``lockFocus()`` and ``unlockFocus()``.
    public convenience init(size: NSSize) {
        self.init(content: .bitmap(png: Data(), scale: Self.drawingScale), size: size, isTemplate: false)
    }

    /// The pixels per point of images drawn in code.
    static var drawingScale: CGFloat { 2 }

    /// Makes the image the destination of drawing until ``unlockFocus()``: `NSColor.setFill()`, `NSRect.fill()`,
    /// `NSBezierPath` and `NSImage.draw(in:)` paint into it, in AppKit's bottom-up coordinates. What the image held
    /// is kept underneath.
    public func lockFocus() {
        guard let canvas = PlatformCanvas(size: size, scale: Self.drawingScale, yUp: true) else { return }
        if let png = pngData, !png.isEmpty {
            canvas.draw(png: png, in: NSRect(origin: .zero, size: size))
        }
        PlatformCanvas.push(canvas)
        focusCanvas = canvas
    }

    /// Ends drawing begun by ``lockFocus()`` and keeps what was drawn as the image's bitmap.
    public func unlockFocus() {
        guard let canvas = focusCanvas else { return }
        if PlatformCanvas.current === canvas { PlatformCanvas.pop() }
        focusCanvas = nil
        content = .bitmap(png: canvas.png(), scale: Self.drawingScale)
    }

    /// Draws the image scaled into a rectangle of the image being drawn.
    ///
    /// A symbol image draws nothing (Widgetry draws symbols where SwiftUI lays them out) and says so once on
    /// standard error.
    public func draw(in rect: NSRect) {
        draw(in: rect, from: .zero, operation: .sourceOver, fraction: 1)
    }

    /// Draws the image scaled into a rectangle at an opacity; `fromRect` must be `.zero` (the whole image) and
    /// the operation is drawn as source-over.
    public func draw(
        in rect: NSRect, from fromRect: NSRect, operation op: NSCompositingOperation, fraction delta: CGFloat
    ) {
        guard let canvas = PlatformCanvas.current else { return }
        guard let png = pngData, !png.isEmpty else {
            if case .symbol(let name, _) = content {
                PlatformBitmap.warnOnce(
                    "NSImage(systemSymbolName: \"\(name)\").draw(in:) draws nothing on Linux; show the symbol with "
                        + "Image(systemName:) instead.")
            }
            return
        }
        canvas.draw(png: png, in: rect, opacity: delta)
    }

    /// Draws the image at its size with its bottom-left corner at a point.
    public func draw(
        at point: NSPoint, from fromRect: NSRect, operation op: NSCompositingOperation, fraction delta: CGFloat
    ) {
        draw(in: NSRect(origin: point, size: size), from: fromRect, operation: op, fraction: delta)
    }
}

/// How drawing combines with what is already there; Widgetry draws every operation as ``sourceOver``.
public enum NSCompositingOperation: UInt, Sendable {
    case clear = 0
    case copy = 1
    case sourceOver = 2
    case sourceIn = 3
    case sourceOut = 4
    case sourceAtop = 5
    case destinationOver = 6
    case destinationIn = 7
    case destinationOut = 8
    case destinationAtop = 9
    case xor = 10
    case plusDarker = 11
    case plusLighter = 13
}

extension NSRect {
    /// Fills the rectangle with the current fill color (`NSColor.setFill()`) in the image being drawn.
    public func fill() {
        PlatformCanvas.current?.fill(self)
    }

}

extension NSColor {
    /// Makes this color the fill and stroke color of the image being drawn.
    public func set() {
        setFill()
        setStroke()
    }

    /// Makes this color the fill color of the image being drawn (a dynamic color in its light appearance).
    public func setFill() {
        PlatformCanvas.current?.fillColor = components(isDark: false)
    }

    /// Makes this color the stroke color of the image being drawn.
    public func setStroke() {
        PlatformCanvas.current?.strokeColor = components(isDark: false)
    }
}
