import Foundation
import Testing
import WidgetryDisplayList
import WidgetryLayout
import WidgetryUI

/// `hueRotation`, `colorInvert` and `luminanceToAlpha` change the colors layout draws, as `grayscale` does (a
/// display list has no filters); `rotation3DEffect` becomes the affine projection of the rotation about its anchor.
@Suite @MainActor struct ColorEffectLayoutTests {
    func fillColor(_ view: some View) -> DisplayColor? {
        for item in LayoutHarness.layout(view).displayList.allItems {
            if case .fill(let fill) = item, case .color(let color) = fill.paint { return color }
        }
        return nil
    }

    func transform(_ view: some View) -> DisplayTransform? {
        for item in LayoutHarness.layout(view).displayList.allItems {
            if case .group(let group) = item { return group.transform }
        }
        return nil
    }

    static let orange = Color(red: 1, green: 0.5, blue: 0.2, opacity: 0.8)

    // Apple, "colorInvert()": each component becomes its complement; opacity stays.
    @Test func colorInvertComplementsEachComponent() throws {
        let color = try #require(fillColor(Self.orange.colorInvert()))
        #expect(abs(color.red - 0) < 1e-9 && abs(color.green - 0.5) < 1e-9 && abs(color.blue - 0.8) < 1e-9)
        #expect(abs(color.opacity - 0.8) < 1e-9)
    }

    // Apple, "hueRotation(_:)": hues turn and luminance stays (the SVG hueRotate matrix); a full turn is the
    // identity and a zero angle changes nothing.
    @Test func hueRotationKeepsLuminanceAndAFullTurnIsTheIdentity() throws {
        let original = try #require(fillColor(Self.orange))
        let turned = try #require(fillColor(Self.orange.hueRotation(.degrees(90))))
        #expect(abs(turned.luminance - original.luminance) < 0.01, "\(turned) keeps \(original)'s luminance")
        #expect(abs(turned.red - original.red) > 0.1, "\(turned) differs from \(original)")
        let full = try #require(fillColor(Self.orange.hueRotation(.degrees(360))))
        #expect(abs(full.red - original.red) < 1e-6 && abs(full.green - original.green) < 1e-6)
        #expect(abs(full.blue - original.blue) < 1e-6)
    }

    // Apple, "luminanceToAlpha()": black whose opacity is the luminance.
    @Test func luminanceToAlphaMakesBlackWithTheLuminanceAsOpacity() throws {
        let gray = try #require(fillColor(Color(red: 0.6, green: 0.6, blue: 0.6).luminanceToAlpha()))
        #expect(gray.red == 0 && gray.green == 0 && gray.blue == 0)
        #expect(abs(gray.opacity - 0.6) < 1e-9)
    }

    // Filters reach text and nested items too, as `grayscale` does.
    @Test func colorInvertReachesNestedFills() throws {
        let view = VStack { Color(red: 0, green: 0, blue: 0).frame(width: 10, height: 10) }.colorInvert()
        let color = try #require(fillColor(view))
        #expect(color.red == 1 && color.green == 1 && color.blue == 1)
    }

    // rotation3DEffect about z is rotationEffect; about y the width scales by the cosine, about x the height.
    @Test func rotation3DEffectIsTheRotationsProjectionAboutTheAnchor() throws {
        let square = Color.red.frame(width: 20, height: 20)
        let aroundZ = try #require(transform(square.rotation3DEffect(.degrees(30), axis: (x: 0, y: 0, z: 1))))
        let rotation = try #require(transform(square.rotationEffect(.degrees(30))))
        for (a, b) in [
            (aroundZ.a, rotation.a), (aroundZ.b, rotation.b), (aroundZ.c, rotation.c), (aroundZ.d, rotation.d),
            (aroundZ.tx, rotation.tx), (aroundZ.ty, rotation.ty),
        ] {
            #expect(abs(a - b) < 1e-9)
        }
        let aroundY = try #require(transform(square.rotation3DEffect(.degrees(60), axis: (x: 0, y: 2, z: 0))))
        #expect(abs(aroundY.a - 0.5) < 1e-9 && abs(aroundY.d - 1) < 1e-9 && abs(aroundY.b) < 1e-9)
        // Centered on the 200-point harness: x' = 0.5·x + 50 keeps x = 100 in place.
        #expect(abs(aroundY.tx - 50) < 1e-9 && abs(aroundY.ty) < 1e-9)
        let aroundX = try #require(
            transform(square.rotation3DEffect(.degrees(180), axis: (x: 1, y: 0, z: 0), anchor: .top)))
        #expect(abs(aroundX.a - 1) < 1e-9 && abs(aroundX.d + 1) < 1e-9, "flipped upside down about the top edge")
        #expect(abs(aroundX.ty - 2 * 90) < 1e-9, "the top edge, at y = 90, stays")
    }
}
