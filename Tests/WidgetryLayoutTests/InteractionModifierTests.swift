import Foundation
import Testing
import WidgetryLayout
import WidgetryUI

/// `disabled`, `contentShape` and `ContentUnavailableView`, as app code shared with a widget uses them.
@Suite @MainActor struct InteractionModifierTests {
    @Test func aDisabledButtonDrawsTheSameButHasNoHitRegion() {
        func button(disabled: Bool) -> some View {
            Button(intent: FavoriteIntent()) { Text("Join").font(.system(size: 20)) }.id("button")
                .disabled(disabled)
        }
        let enabled = LayoutHarness.layout(button(disabled: false))
        let disabled = LayoutHarness.layout(button(disabled: true))
        #expect(enabled.displayList.hitRegions.count == 1)
        #expect(disabled.displayList.hitRegions.isEmpty)
        #expect(disabled.root.frame(ofID: "button") == enabled.root.frame(ofID: "button"))
    }

    @Test func aDisabledToggleHasNoHitRegionAndAnInnerEnableCannotUndoAnOuterDisable() {
        let view = VStack {
            Toggle(isOn: true, intent: FavoriteIntent()) { Text("On") }.disabled(false)
            Button(intent: FavoriteIntent()) { Text("Go") }
        }.disabled(true)
        #expect(LayoutHarness.layout(view).displayList.hitRegions.isEmpty)
        #expect(EnvironmentValues().isEnabled, "controls are enabled unless something disables them")
    }

    @Test func contentShapeChangesNeitherLayoutNorHitRegions() {
        let plain = Button(intent: FavoriteIntent()) { Color.red.frame(width: 40, height: 30) }.id("b")
        let shaped = Button(intent: FavoriteIntent()) { Color.red.frame(width: 40, height: 30) }
            .contentShape(Circle()).contentShape(.interaction, Rectangle()).id("b")
        #expect(
            LayoutHarness.layout(plain).displayList.hitRegions.map(\.frame)
                == LayoutHarness.layout(shaped).displayList.hitRegions.map(\.frame))
        #expect(LayoutHarness.frame("b", in: plain) == LayoutHarness.frame("b", in: shaped))
    }

    @Test func contentUnavailableViewCentersIconTitleAndDescription() {
        let view = ContentUnavailableView(
            "No Events", systemImage: "calendar", description: Text("Enjoy your day.")
        ).id("empty")
        let result = LayoutHarness.layout(view)
        #expect(result.root.frame(ofID: "empty") == rect(0, 0, 200, 200), "it takes the space offered")
        let dump = ViewResolver.resolve(view, in: LayoutHarness.environment()).dump()
        #expect(dump.contains("No Events") && dump.contains("Enjoy your day.") && dump.contains("calendar"), "\(dump)")
    }

    @Test func attributedTextShowsItsCharacters() {
        var notes = AttributedString("Agenda: ")
        notes.append(AttributedString("budget"))
        let dump = ViewResolver.resolve(Text(notes), in: LayoutHarness.environment()).dump()
        #expect(dump.contains("Agenda: budget"), "\(dump)")
    }
}
