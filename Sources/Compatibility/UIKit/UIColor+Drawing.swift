import Foundation

extension UIColor {
    /// Makes this color the fill and stroke color of the current image renderer's bitmap.
    public func set() {
        setFill()
        setStroke()
    }

    /// Makes this color the fill color of the current image renderer's bitmap (dynamic colors in the current
    /// traits).
    public func setFill() {
        PlatformCanvas.current?.fillColor = components(for: .current)
    }

    /// Makes this color the stroke color of the current image renderer's bitmap.
    public func setStroke() {
        PlatformCanvas.current?.strokeColor = components(for: .current)
    }
}
