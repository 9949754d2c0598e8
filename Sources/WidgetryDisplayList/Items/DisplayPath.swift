import Foundation

/// A path of lines and Bézier curves, as SwiftUI's `Path`.
///
/// In JSON a path is a compact array of elements, each an array that starts with its verb:
/// `["M", x, y]`, `["L", x, y]`, `["Q", cx, cy, x, y]`, `["C", c1x, c1y, c2x, c2y, x, y]`, `["Z"]`.
public struct DisplayPath: Sendable, Hashable {
    /// One drawing command.
    public enum Element: Sendable, Hashable {
        case move(to: CGPoint)
        case line(to: CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case closeSubpath
    }

    /// The commands in order.
    public var elements: [Element]

    /// Creates a path from its elements.
    public init(_ elements: [Element] = []) { self.elements = elements }

    /// Begins a new subpath at a point.
    public mutating func move(to point: CGPoint) { elements.append(.move(to: point)) }
    /// Adds a straight line to a point.
    public mutating func addLine(to point: CGPoint) { elements.append(.line(to: point)) }
    /// Adds a quadratic Bézier curve.
    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
        elements.append(.quadCurve(to: point, control: control))
    }
    /// Adds a cubic Bézier curve.
    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        elements.append(.curve(to: point, control1: control1, control2: control2))
    }
    /// Closes the current subpath.
    public mutating func closeSubpath() { elements.append(.closeSubpath) }

    /// The smallest rectangle containing every point of the path, control points included.
    public var boundingRect: CGRect {
        var rect = CGRect.null
        for element in elements {
            let points: [CGPoint]
            switch element {
            case .move(let p), .line(let p): points = [p]
            case .quadCurve(let p, let c): points = [p, c]
            case .curve(let p, let c1, let c2): points = [p, c1, c2]
            case .closeSubpath: points = []
            }
            for point in points { rect = rect.union(CGRect(origin: point, size: .zero)) }
        }
        return rect
    }
}

extension DisplayPath: Codable {
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        var elements: [Element] = []
        while !container.isAtEnd {
            var element = try container.nestedUnkeyedContainer()
            let verb = try element.decode(String.self)
            func point() throws -> CGPoint {
                CGPoint(x: try element.decode(Double.self), y: try element.decode(Double.self))
            }
            switch verb {
            case "M": elements.append(.move(to: try point()))
            case "L": elements.append(.line(to: try point()))
            case "Q":
                let control = try point()
                elements.append(.quadCurve(to: try point(), control: control))
            case "C":
                let control1 = try point()
                let control2 = try point()
                elements.append(.curve(to: try point(), control1: control1, control2: control2))
            case "Z": elements.append(.closeSubpath)
            default:
                throw DisplayListError("Unknown path verb '\(verb)'. Verbs: 'M', 'L', 'Q', 'C', 'Z'.")
            }
        }
        self.elements = elements
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        for element in elements {
            var nested = container.nestedUnkeyedContainer()
            func add(_ points: CGPoint...) throws {
                for point in points {
                    try nested.encode(Double(point.x))
                    try nested.encode(Double(point.y))
                }
            }
            switch element {
            case .move(let p):
                try nested.encode("M")
                try add(p)
            case .line(let p):
                try nested.encode("L")
                try add(p)
            case .quadCurve(let p, let c):
                try nested.encode("Q")
                try add(c, p)
            case .curve(let p, let c1, let c2):
                try nested.encode("C")
                try add(c1, c2, p)
            case .closeSubpath:
                try nested.encode("Z")
            }
        }
    }
}
