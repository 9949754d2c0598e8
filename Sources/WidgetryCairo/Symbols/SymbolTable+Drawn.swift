import Foundation
import WidgetryRendering

// Symbols no Material Symbols glyph means the same as, drawn as outlines of Widgetry's own in the em square (y down):
// SF's `snowflake` has six arms, each with a V near its tip; Material's `ac_unit` (and every other snowflake it has)
// has eight. Strokes are capsules (round caps) as thick as SF draws at the symbol's weight, all wound the same way
// so overlaps fill once under the nonzero rule Cairo and CSS `clip-path` use.
extension SymbolTable {
    /// The drawn symbols by SF name (without `.fill`): an outline for a stroke width in em, and the glyph kept as
    /// the layer's ``SymbolDrawing/Layer/scalar``.
    static let drawnSymbols: [String: (outline: @Sendable (Double) -> [SymbolDrawing.PathElement], glyph: String)] = [
        "snowflake": (snowflake(stroke:), "ac_unit")
    ]

    /// A six-arm snowflake as SF Symbols draws it: arms every 60° from the vertical, as long as a full icon (0.83 em
    /// from tip to tip), each with a V of two branches at 50° to it, opening towards the tip.
    static func snowflake(stroke: Double) -> [SymbolDrawing.PathElement] {
        let half = stroke / 2
        let centre = (x: 0.5, y: 0.5)
        // The caps reach `half` past each end: the ink spans a full icon's side.
        let reach = fullIconSide / 2 - half
        var elements: [SymbolDrawing.PathElement] = []
        for arm in 0..<6 {
            let angle = Double.pi / 2 + Double(arm) * Double.pi / 3
            let direction = (x: cos(angle), y: -sin(angle))
            let tip = (x: centre.x + direction.x * reach, y: centre.y + direction.y * reach)
            elements += capsule(from: centre, to: tip, half: half)
            let fork = (x: centre.x + direction.x * reach * 0.62, y: centre.y + direction.y * reach * 0.62)
            for side in [-1.0, 1.0] {
                let branch = angle + side * 50 * Double.pi / 180
                let length = reach * 0.3
                let end = (x: fork.x + cos(branch) * length, y: fork.y - sin(branch) * length)
                elements += capsule(from: fork, to: end, half: half)
            }
        }
        return elements
    }

    /// A stroke from one point to another with round caps, as a closed contour: the left side, the cap round the
    /// end, the right side, the cap round the start (quarter circles as cubic Béziers).
    static func capsule(
        from start: (x: Double, y: Double), to end: (x: Double, y: Double), half: Double
    ) -> [SymbolDrawing.PathElement] {
        let length = max(hypot(end.x - start.x, end.y - start.y), 1e-9)
        let along = (x: (end.x - start.x) / length, y: (end.y - start.y) / length)
        let normal = (x: -along.y, y: along.x)
        let k = 0.552_284_75 * half
        func point(_ c: (x: Double, y: Double), _ a: Double, _ n: Double) -> (x: Double, y: Double) {
            (x: c.x + along.x * a + normal.x * n, y: c.y + along.y * a + normal.y * n)
        }
        func arc(
            _ c: (x: Double, y: Double), from: (a: Double, n: Double), to: (a: Double, n: Double)
        ) -> SymbolDrawing.PathElement {
            let p = point(c, from.a * half, from.n * half)
            let q = point(c, to.a * half, to.n * half)
            let c1 = (x: p.x + (along.x * to.a + normal.x * to.n) * k, y: p.y + (along.y * to.a + normal.y * to.n) * k)
            let c2 = (
                x: q.x + (along.x * from.a + normal.x * from.n) * k, y: q.y + (along.y * from.a + normal.y * from.n) * k
            )
            return .curve(x1: c1.x, y1: c1.y, x2: c2.x, y2: c2.y, x: q.x, y: q.y)
        }
        let first = point(start, 0, half)
        let endLeft = point(end, 0, half)
        let startRight = point(start, 0, -half)
        return [
            .move(x: first.x, y: first.y),
            .line(x: endLeft.x, y: endLeft.y),
            arc(end, from: (0, 1), to: (1, 0)),
            arc(end, from: (1, 0), to: (0, -1)),
            .line(x: startRight.x, y: startRight.y),
            arc(start, from: (0, -1), to: (-1, 0)),
            arc(start, from: (-1, 0), to: (0, 1)),
            .close,
        ]
    }

    /// The bounds of an outline's points: the ink's, or a few thousandths of an em more where a quarter circle's
    /// control points stand past it.
    static func bounds(of outline: [SymbolDrawing.PathElement]) -> CGRect {
        var xs: [Double] = []
        var ys: [Double] = []
        for element in outline {
            switch element {
            case .move(let x, let y), .line(let x, let y):
                xs.append(x)
                ys.append(y)
            case .curve(let x1, let y1, let x2, let y2, let x, let y):
                xs += [x1, x2, x]
                ys += [y1, y2, y]
            case .close: break
            }
        }
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return .zero }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
