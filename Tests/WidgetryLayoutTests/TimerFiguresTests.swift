import Foundation
import Testing
import WidgetryDisplayList
import WidgetryLayout
import WidgetryUI

/// Timers count with tabular figures, as SwiftUI's do, so their digits hold still as they change; other dates keep
/// the font's proportional figures unless `monospacedDigit()` asks otherwise.
@MainActor @Suite struct TimerFiguresTests {
    func dynamicText<V: View>(_ view: V) -> DisplayDynamicText? {
        let list = LayoutHarness.layout(view.frame(width: 150)).displayList
        guard case .dynamicText(let item) = list.allItems.first(where: { $0.kind == "dynamicText" }) else {
            return nil
        }
        return item
    }

    @Test func timerStyleTextUsesTabularFigures() throws {
        let item = try #require(dynamicText(Text(LayoutHarness.now.addingTimeInterval(90), style: .timer)))
        #expect(item.paragraph.runs.first?.font.monospacedDigit == true)
    }

    @Test func timerIntervalTextUsesTabularFigures() throws {
        let interval = LayoutHarness.now...LayoutHarness.now.addingTimeInterval(600)
        let item = try #require(dynamicText(Text(timerInterval: interval)))
        #expect(item.paragraph.runs.first?.font.monospacedDigit == true)
    }

    @Test func relativeTextKeepsProportionalFigures() throws {
        let item = try #require(dynamicText(Text(LayoutHarness.now.addingTimeInterval(90), style: .relative)))
        #expect(item.paragraph.runs.first?.font.monospacedDigit == false)
    }
}
