import Foundation

extension UIImage {
    /// Draws the image scaled into a rectangle of the current image renderer's bitmap, as resizing code does:
    ///
    /// ```swift
    /// UIGraphicsImageRenderer(size: thumbnailSize).image { _ in
    ///     photo.draw(in: CGRect(origin: .zero, size: thumbnailSize))
    /// }
    /// ```
    ///
    /// A symbol image draws nothing (Widgetry draws symbols where SwiftUI lays them out) and says so once on
    /// standard error.
    public func draw(in rect: CGRect) {
        draw(in: rect, alpha: 1)
    }

    /// Draws the image at its size with its top-left corner at a point.
    public func draw(at point: CGPoint) {
        draw(in: CGRect(origin: point, size: size))
    }

    /// Draws the image scaled into a rectangle at an opacity.
    func draw(in rect: CGRect, alpha: CGFloat) {
        guard let canvas = PlatformCanvas.current else { return }
        guard let png = pngData() else {
            if case .symbol(let name) = content {
                PlatformBitmap.warnOnce(
                    "UIImage(systemName: \"\(name)\").draw(in:) draws nothing in a UIGraphicsImageRenderer on Linux; "
                        + "show the symbol with Image(systemName:) instead.")
            }
            return
        }
        canvas.draw(png: png, in: rect, opacity: alpha)
    }
}
