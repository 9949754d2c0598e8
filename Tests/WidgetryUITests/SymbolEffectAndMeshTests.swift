import Foundation
import Testing
import WidgetryUI

/// iOS 17's symbol effects resolve to the symbol at rest, iOS 18's mesh gradient to bands or a gradient, and the
/// color and 3D effects to their modifiers.
@Suite @MainActor struct SymbolEffectAndMeshTests {
    @Test func symbolEffectsLeaveTheSymbolAsItIs() {
        let symbol = Image(systemName: "wifi")
        #expect(resolve(symbol.symbolEffect(.pulse)).modifier == nil)
        #expect(resolve(symbol.symbolEffect(.variableColor.iterative.nonReversing, isActive: true)).modifier == nil)
        #expect(
            resolve(symbol.symbolEffect(.bounce.down.byLayer, options: .speed(2).repeat(3), value: 7)).modifier == nil)
        #expect(resolve(symbol.symbolEffect(.scale.up, isActive: true)).modifier == nil)
        #expect(resolve(symbol.symbolEffect(.appear, isActive: true)).modifier == nil)
        #expect(resolve(symbol.symbolEffect(.disappear, isActive: false)).modifier == nil)
        #expect(resolve(symbol.symbolEffectsRemoved()).modifier == nil)
        #expect(resolve(symbol.symbolEffect(.wiggle.clockwise, isActive: true)).modifier == nil)
        #expect(resolve(symbol.symbolEffect(.rotate.byLayer, value: 1)).modifier == nil)
        #expect(resolve(symbol.symbolEffect(.breathe.pulse)).modifier == nil)
    }

    @Test func anActiveDisappearHidesTheSymbol() {
        #expect(resolve(Image(systemName: "wifi").symbolEffect(.disappear.down, isActive: true)).modifier == .hidden)
    }

    @Test func symbolContentTransitionsNameTheirEffect() {
        #expect(ContentTransition.symbolEffect(.replace.downUp).description.hasPrefix("symbolEffect("))
        #expect(ContentTransition.symbolEffect(.replace) != ContentTransition.symbolEffect(.replace.offUp))
    }

    @Test func colorEffectsAndRotation3DResolveToTheirModifiers() {
        #expect(resolve(Text("a").hueRotation(.degrees(30))).modifier == .hueRotation(.degrees(30)))
        #expect(resolve(Text("a").colorInvert()).modifier == .colorInvert)
        #expect(resolve(Text("a").luminanceToAlpha()).modifier == .luminanceToAlpha)
        let turned = resolve(Text("a").rotation3DEffect(.degrees(180), axis: (x: 0, y: 1, z: 0), anchor: .leading))
        guard case .linearTransform(let a, let b, let c, let d, let anchor) = turned.modifier else {
            Issue.record("rotation3DEffect resolves to \(String(describing: turned.modifier))")
            return
        }
        #expect(abs(a + 1) < 1e-9 && abs(b) < 1e-9 && abs(c) < 1e-9 && abs(d - 1) < 1e-9, "mirrored horizontally")
        #expect(anchor == .leading)
    }

    static let corners: [Color] = [.red, .blue, .green, .yellow]

    @Test func meshGradientResolvesItsGridPointsAndColors() {
        let mesh = MeshGradient(
            width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]], colors: Self.corners)
        guard case .meshGradient(let resolved) = mesh._resolvePaint(in: Environments.light) else {
            Issue.record("MeshGradient resolves to \(mesh._resolvePaint(in: Environments.light))")
            return
        }
        #expect(resolved.width == 2 && resolved.height == 2 && resolved.smoothsColors)
        #expect(resolved.points == [.topLeading, .topTrailing, .bottomLeading, .bottomTrailing])
        #expect(resolved.colors == Self.corners.map { $0.resolvedColor(in: .light) })
        #expect(resolved.background == Color.clear.resolvedColor(in: .light))
    }
}
