import Foundation
import Testing
import WidgetryUI

@Suite @MainActor struct ShapeTests {
    private func shape<V: View>(_ view: V) -> ResolvedShape? {
        if case .shape(let shape) = resolve(view).kind { return shape }
        return nil
    }

    @Test func builtInShapesResolveSymbolically() {
        #expect(shape(Rectangle())?.geometry.kind == .rectangle)
        #expect(shape(Circle())?.geometry.kind == .circle)
        #expect(shape(Ellipse())?.geometry.kind == .ellipse)
        #expect(shape(Capsule(style: .circular))?.geometry.kind == .capsule(style: .circular))
        #expect(shape(ContainerRelativeShape())?.geometry.kind == .containerRelative)
        #expect(
            shape(RoundedRectangle(cornerRadius: 12))?.geometry.kind
                == .roundedRectangle(cornerSize: CGSize(width: 12, height: 12), style: .continuous))
    }

    @Test func shapesFillWithTheForegroundByDefault() {
        #expect(shape(Circle())?.drawings == [.fill(.color(rgb(0, 0, 0)), FillStyle())])
        let node = resolve(Circle().foregroundStyle(.red))
        #expect(
            node.kind
                == .shape(
                    ResolvedShape(
                        geometry: ResolvedShapeGeometry(kind: .circle),
                        drawings: [.fill(.color(rgb(255, 59, 48)), FillStyle())])))
        #expect(shape(Circle().fill())?.drawings == [.fill(.color(rgb(0, 0, 0)), FillStyle())])
        #expect(
            shape(Circle().fill(.blue, style: FillStyle(eoFill: true)))?.drawings == [
                .fill(.color(rgb(0, 122, 255)), FillStyle(eoFill: true))
            ])
    }

    @Test func strokesAndBordersAreDistinct() {
        #expect(
            shape(Circle().stroke(.red, lineWidth: 3))?.drawings == [
                .stroke(.color(rgb(255, 59, 48)), StrokeStyle(lineWidth: 3))
            ])
        #expect(
            shape(Circle().strokeBorder(.red, lineWidth: 3))?.drawings == [
                .strokeBorder(.color(rgb(255, 59, 48)), StrokeStyle(lineWidth: 3))
            ])
        #expect(
            shape(Circle().fill(.red).stroke(.blue, lineWidth: 2))?.drawings == [
                .fill(.color(rgb(255, 59, 48)), FillStyle()),
                .stroke(.color(rgb(0, 122, 255)), StrokeStyle(lineWidth: 2)),
            ])
    }

    @Test func shapeTransformsApplyInOrder() {
        let geometry = shape(Circle().trim(from: 0.1, to: 0.9).rotation(.degrees(-90)).fill(.red))?.geometry
        #expect(geometry?.kind == .circle)
        #expect(geometry?.transforms == [.trim(from: 0.1, to: 0.9), .rotation(.degrees(-90), anchor: .center)])
        let inset = shape(Circle().inset(by: 2).offset(x: 1, y: 2).scale(2))?.geometry
        #expect(
            inset?.transforms == [
                .inset(2), .offset(CGSize(width: 1, height: 2)), .scale(CGSize(width: 2, height: 2), anchor: .center),
            ])
        #expect(shape(Rectangle().stroke(lineWidth: 4))?.geometry.transforms == [.stroke(StrokeStyle(lineWidth: 4))])
    }

    @Test func customShapesKeepTheirPath() {
        let geometry = shape(Ring(progress: 0.5))?.geometry
        guard case .custom(let custom)? = geometry?.kind else {
            Issue.record("expected a custom shape, got \(String(describing: geometry))")
            return
        }
        #expect(custom.typeName == "Ring")
        let path = custom.path(in: CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(path == Ring(progress: 0.5).path(in: CGRect(x: 0, y: 0, width: 20, height: 20)))
        #expect(shape(Ring(progress: 0.5)) == shape(Ring(progress: 0.5)))
        #expect(shape(Ring(progress: 0.5)) != shape(Ring(progress: 0.25)))
    }

    @Test func pathsBuildAndMeasure() {
        let path = Path { path in
            path.move(to: CGPoint(x: 0, y: 0))
            path.addLine(to: CGPoint(x: 10, y: 0))
            path.addLine(to: CGPoint(x: 10, y: 5))
        }
        #expect(path.boundingRect == CGRect(x: 0, y: 0, width: 10, height: 5))
        #expect(path.currentPoint == CGPoint(x: 10, y: 5))
        let half = path.trimmedPath(from: 0, to: 0.5)
        #expect(half.currentPoint.map { abs($0.x - 7.5) < 1e-9 && $0.y == 0 } == true)
        #expect(Path().isEmpty)
        #expect(path.offsetBy(dx: 1, dy: 1).boundingRect == CGRect(x: 1, y: 1, width: 10, height: 5))
        #expect(shape(path)?.geometry.kind == .path(path))
    }

    @Test func arcsEndOnTheCircle() {
        var path = Path()
        path.addArc(center: .zero, radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
        let end = path.currentPoint ?? CGPoint(x: CGFloat.nan, y: CGFloat.nan)
        #expect(abs(end.x) < 1e-9)
        #expect(abs(end.y - 10) < 1e-9)
        let ellipse = Circle().path(in: CGRect(x: 0, y: 0, width: 40, height: 20)).boundingRect
        #expect(ellipse == CGRect(x: 10, y: 0, width: 20, height: 20))
    }

    @Test func accessoryBackgroundsAreLeaves() {
        #expect(resolve(AccessoryWidgetBackground()).kind == .accessoryWidgetBackground)
    }
}
