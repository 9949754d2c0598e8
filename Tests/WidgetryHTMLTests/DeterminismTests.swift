import Foundation
import Testing
import WidgetryDisplayList
import WidgetryHTML
import WidgetryRendering

@Suite struct DeterminismTests {
    @Test(arguments: [HTMLPainter.Format.fragment, .document])
    func sameInputGivesSameBytes(format: HTMLPainter.Format) throws {
        let first = try HTMLFixtures.painter(format).paint(
            HTMLFixtures.weatherWidget(), options: HTMLFixtures.options())
        let second = try HTMLFixtures.painter(format).paint(
            try DisplayList(jsonData: HTMLFixtures.weatherWidget().jsonData()), options: HTMLFixtures.options())
        #expect(Data(first.utf8) == Data(second.utf8))
    }

    @Test func renderTimeChangesOnlyTheDynamicText() throws {
        let painter = HTMLFixtures.painter()
        let list = HTMLFixtures.weatherWidget()
        let first = try painter.paint(list, options: HTMLFixtures.options())
        let later = try painter.paint(list, options: HTMLFixtures.options { $0.now = HTMLFixtures.now + 60 })
        let differing = zip(first.split(separator: "\n"), later.split(separator: "\n")).filter { $0 != $1 }
        #expect(differing.count == 2)  // The widget's data-now and the timer's text.
        #expect(later.contains(">2:35</span>"))
    }

    @Test func outputHasNoIdsSoWidgetsCanShareAPage() throws {
        let html = try HTMLFixtures.painter(.document).paint(
            HTMLFixtures.shapesAndGradients(), options: HTMLFixtures.options())
        #expect(!html.contains(" id="))
        #expect(!html.contains("url(#"))
    }

    @Test func numbersHaveFixedFormatting() throws {
        let item = DisplayItem.fill(
            DisplayFill(
                shape: .rect, frame: CGRect(x: 1.0 / 3, y: -0.0001, width: 1e-7, height: 12.5), paint: .color(.black)))
        let html = try HTMLFixtures.fragment([item])
        #expect(html.contains("left:0.333px;top:0;width:0;height:12.5px"))
    }
}
