import Foundation
import WidgetryUI

/// Number formatting shared by the layout dump and descriptions: integers without a fraction, at most two
/// decimals otherwise, `inf` for infinity.
enum LayoutFormat {
    static func number(_ value: CGFloat) -> String {
        if value.isNaN { return "nan" }
        if value.isInfinite { return value > 0 ? "inf" : "-inf" }
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded() && abs(rounded) < 1e12 { return String(Int64(rounded)) }
        var text = String(format: "%.2f", Double(rounded))
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }

    static func rect(_ rect: CGRect) -> String {
        "(\(number(rect.minX)), \(number(rect.minY)), \(number(rect.width)), \(number(rect.height)))"
    }

    static func size(_ size: CGSize) -> String { "\(number(size.width))×\(number(size.height))" }
}

extension CGSize {
    /// The length along an axis.
    subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? width : height }
        set {
            if axis == .horizontal { width = newValue } else { height = newValue }
        }
    }

    init(major: CGFloat, minor: CGFloat, axis: Axis) {
        self = axis == .horizontal ? CGSize(width: major, height: minor) : CGSize(width: minor, height: major)
    }
}

extension CGPoint {
    /// The coordinate along an axis.
    subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? x : y }
        set {
            if axis == .horizontal { x = newValue } else { y = newValue }
        }
    }

    init(major: CGFloat, minor: CGFloat, axis: Axis) {
        self = axis == .horizontal ? CGPoint(x: major, y: minor) : CGPoint(x: minor, y: major)
    }
}

extension Axis {
    /// The other axis.
    var cross: Axis { self == .horizontal ? .vertical : .horizontal }
}
