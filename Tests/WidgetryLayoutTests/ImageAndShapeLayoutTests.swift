import Foundation
import Testing
import WidgetryDisplayList
import WidgetryLayout
import WidgetryUI

/// Images, symbols, shapes and colors.
@Suite @MainActor struct ImageAndShapeLayoutTests {
    // Apple, "Image(systemName:)": a symbol takes its size from the font in effect, as the text engine
    // measures the glyph (the fixed engine: a square of the point size).
    @Test func symbolIsSizedByItsFont() {
        let view = Image(systemName: "star").font(.system(size: 30)).id("symbol")
        #expect(LayoutHarness.frame("symbol", in: view) == rect(85, 85, 30, 30))
    }

    // Apple, "imageScale(_:)": the large scale draws the symbol 1.29 times the medium size.
    @Test func imageScaleEnlargesTheSymbol() {
        let view = Image(systemName: "star").font(.system(size: 30)).imageScale(.large).id("symbol")
        #expect(isClose(LayoutHarness.frame("symbol", in: view), rect(80.65, 80.65, 38.7, 38.7)))
    }

    // Apple, "resizable(capInsets:resizingMode:)": a resizable image takes the size it is proposed.
    @Test func resizableImageTakesTheProposal() {
        let view = Image(systemName: "star").resizable().id("image").frame(width: 50, height: 20)
        #expect(LayoutHarness.frame("image", in: view) == rect(75, 90, 50, 20))
    }

    // Apple, "resizable(…)": offered nil, a resizable image is its natural size (a body-sized symbol).
    @Test func resizableImageIdealIsItsNaturalSize() {
        let view = Image(systemName: "star").resizable().fixedSize().id("image")
        #expect(LayoutHarness.frame("image", in: view) == rect(91.5, 91.5, 17, 17))
    }

    // Apple, "Image(_:)": a bitmap is its own size; Widgetry learns it from LayoutOptions.assetImageSize.
    @Test func assetImageIsItsBitmapSize() {
        var options = LayoutHarness.exactOptions
        options.assetImageSize = { $0 == "cover" ? CGSize(width: 120, height: 80) : nil }
        let root = LayoutHarness.layout(Image("cover").id("image"), options: options).root
        #expect(root.frame(ofID: "image") == rect(40, 60, 120, 80))
    }

    // Apple, "VerticalAlignment.firstTextBaseline": a symbol sits on the text baseline like a glyph.
    @Test func symbolSitsOnTheTextBaseline() {
        let view = HStack(alignment: .firstTextBaseline) {
            Image(systemName: "star").font(.system(size: 20)).id("symbol")
            text20("A").id("text")
        }
        let root = LayoutHarness.layout(view).root
        #expect(root.frame(ofID: "symbol") == rect(81, 91.5, 20, 20))
        #expect(root.frame(ofID: "text") == rect(109, 87.5, 10, 25))
    }

    // Apple, "Shape": a shape fills the space it is proposed; objc.io: offered nil, it is 10×10.
    @Test func shapesTakeTheProposal() {
        let root = LayoutHarness.layout(
            VStack(spacing: 0) {
                Circle().fill(.red).id("circle")
                Capsule().fill(.blue).frame(height: 20).id("capsule")
                Rectangle().fill(.green).fixedSize().id("rectangle")
            }
        ).root
        #expect(root.frame(ofID: "capsule") == rect(0, 170, 200, 20))
        #expect(root.frame(ofID: "circle") == rect(0, 0, 200, 170))
        #expect(root.frame(ofID: "rectangle") == rect(95, 190, 10, 10))
    }

    // Apple, "Circle": the circle is drawn as large as fits, centered in its frame.
    @Test func circleIsDrawnInItsFrame() {
        let result = LayoutHarness.layout(Circle().fill(.red).frame(width: 40, height: 20))
        let fill = result.displayList.allItems.compactMap { item -> DisplayFill? in
            if case .fill(let fill) = item { return fill }
            return nil
        }.first
        #expect(fill?.shape == .circle)
        #expect(fill?.frame == rect(80, 90, 40, 20))
    }

    // Apple, "strokeBorder(_:lineWidth:antialiased:)": the stroke is drawn inside the shape's frame.
    @Test func strokeBorderIsInsetByHalfTheLineWidth() {
        let result = LayoutHarness.layout(Rectangle().strokeBorder(.red, lineWidth: 4).frame(width: 40, height: 40))
        let stroke = result.displayList.allItems.compactMap { item -> DisplayStroke? in
            if case .stroke(let stroke) = item { return stroke }
            return nil
        }.first
        #expect(stroke?.frame == rect(82, 82, 36, 36))
        #expect(stroke?.style.lineWidth == 4)
    }
}
