import Foundation
import Testing
import WidgetryDisplayList
import WidgetryLayout
import WidgetryUI

/// Pixel rounding as on a device (`LayoutOptions.roundsToPixels`, on by default): every frame's edges sit on the
/// pixel grid (a third of a point at 3×), texts are whole pixels, and views that split a length unevenly still
/// tile without gaps or overlaps.
@Suite @MainActor struct PixelRoundingTests {
    static func devicePixels(_ length: CGFloat) -> Bool {
        abs(length * 3 - (length * 3).rounded()) < 1e-6
    }

    static func onGrid(_ frame: CGRect?) -> Bool {
        guard let frame else { return false }
        return [frame.minX, frame.minY, frame.maxX, frame.maxY].allSatisfy(devicePixels)
    }

    // Four columns share 101 points: 25.25 each. The exact edges 25.25, 50.5 and 75.75 are 75.75, 151.5 and
    // 227.25 pixels; they go to the nearest pixel (76, 152, 227), so the columns are 76, 76, 75 and 76 pixels
    // wide and meet exactly.
    @Test func unevenColumnsTileOnThePixelGrid() {
        let row = HStack(spacing: 0) {
            Color.red.id("a")
            Color.green.id("b")
            Color.blue.id("c")
            Color.gray.id("d")
        }
        .frame(width: 101, height: 30)
        let root = LayoutHarness.layout(row, width: 101, height: 30, options: LayoutOptions()).root
        let frames = ["a", "b", "c", "d"].map { root.frame(ofID: $0) ?? .null }
        #expect(frames.allSatisfy(Self.onGrid), "\(frames)")
        #expect(isClose(frames[0], rect(0, 0, 76.0 / 3, 30)))
        #expect(isClose(frames[1], rect(76.0 / 3, 0, 76.0 / 3, 30)))
        #expect(isClose(frames[2], rect(152.0 / 3, 0, 75.0 / 3, 30)))
        #expect(isClose(frames[3], rect(227.0 / 3, 0, 76.0 / 3, 30)))
        for (left, right) in zip(frames, frames.dropFirst()) {
            #expect(abs(left.maxX - right.minX) < 1e-9, "no gap or overlap between \(left) and \(right)")
        }
    }

    // A 45-point square centred in 200 points starts at 77.5 exactly: 232.5 pixels, rounded up to 233.
    @Test func aCentredViewStartsOnTheNearestPixel() {
        let square = Color.red.frame(width: 45, height: 45).id("square")
        let rounded = LayoutHarness.layout(square, options: LayoutOptions()).root.frame(ofID: "square")
        let exact = LayoutHarness.layout(square).root.frame(ofID: "square")
        #expect(exact == rect(77.5, 77.5, 45, 45))
        #expect(isClose(rounded, rect(233.0 / 3, 233.0 / 3, 45, 45)))
    }

    // 13-point "Hi" measures 13 × 16.25 with the fixed engine; 16.25 points are 48.75 pixels, so the text's box
    // is 49 pixels tall (16⅓ points): never narrower or shorter than what was measured.
    @Test func aTextIsRoundedUpToWholePixels() {
        let text = Text("Hi").font(.system(size: 13)).id("text")
        let root = LayoutHarness.layout(text, options: LayoutOptions()).root
        let frame = root.frame(ofID: "text")
        #expect(Self.onGrid(frame))
        #expect(abs((frame?.height ?? 0) - 49.0 / 3) < 1e-9)
        #expect(frame?.width == 13)
    }

    // At 2× (a pixel of half a point) the same square lands on the half-point grid.
    @Test func theGridFollowsThePixelLength() {
        var options = LayoutOptions()
        options.pixelLength = 0.5
        let square = Color.red.frame(width: 45.2, height: 45.2).id("square")
        let frame = LayoutHarness.layout(square, options: options).root.frame(ofID: "square") ?? .null
        // Exact: 77.4 to 122.6; on the half-point grid: 77.5 to 122.5.
        #expect(isClose(frame, rect(77.5, 77.5, 45, 45)))
    }

    // Turning rounding off gives SwiftUI's geometry before rounding, to the last fraction.
    @Test func roundingCanBeTurnedOff() {
        let row = HStack(spacing: 0) {
            Color.red.id("a")
            Color.green.id("b")
            Color.blue.id("c")
            Color.gray.id("d")
        }
        let root = LayoutHarness.layout(row, width: 101, height: 30).root
        #expect(root.frame(ofID: "b") == rect(25.25, 0, 25.25, 30))
    }
}
