import Foundation
import Testing
import WidgetryUI

@Suite @MainActor struct WidgetTests {
    @Test func widgetFamiliesDescribeAndEncodeByName() throws {
        #expect(
            WidgetFamily.allCases.map(\.description) == [
                "systemSmall", "systemMedium", "systemLarge", "systemExtraLarge", "accessoryCircular",
                "accessoryRectangular", "accessoryInline", "accessoryCorner",
            ])
        let data = try JSONEncoder().encode([WidgetFamily.accessoryInline])
        #expect(String(decoding: data, as: UTF8.self) == #"["accessoryInline"]"#)
        #expect(try JSONDecoder().decode([WidgetFamily].self, from: data) == [.accessoryInline])
    }

    @Test func modesAndLocationsDescribeThemselves() {
        #expect(
            [WidgetRenderingMode.fullColor, .accented, .vibrant].map(\.description) == [
                "fullColor", "accented", "vibrant",
            ])
        #expect(
            [WidgetLocation.homeScreen, .lockScreen, .standBy, .iPhoneWidgetsOnMac, .carPlay].map(\.description)
                == ["homeScreen", "lockScreen", "standBy", "iPhoneWidgetsOnMac", "carPlay"])
        #expect(
            [WidgetAccentedRenderingMode.accented, .accentedDesaturated, .desaturated, .fullColor].map(\.description)
                == ["accented", "accentedDesaturated", "desaturated", "fullColor"])
        #expect(WidgetRenderingMode.vibrant != .accented)
    }

    @Test func widgetURLIsFoundAnywhereInTheTree() {
        let url = URL(string: "app://deep")!
        let node = resolve(
            VStack {
                Text("a"); Text("b").widgetURL(url)
            })
        #expect(node.widgetURL == url)
        #expect(resolve(Text("a").widgetURL(nil)).widgetURL == nil)
        #expect(resolve(Text("a").widgetURL(nil)).modifier == .widgetURL(nil))
    }

    @Test func containerBackgroundsAreRecordedBesideTheContent() {
        let styled = resolve(Text("a").containerBackground(.red, for: .widget))
        #expect(styled.modifier == .containerBackground(.widget, alignment: .center))
        #expect(styled.children[0].text?.plainText == "a")
        #expect(styled.widgetContainerBackground?.kind == .paint(.color(rgb(255, 59, 48))))

        let viewBackground = resolve(
            Text("a").padding().containerBackground(for: .widget, alignment: .top) {
                Image("sky"); Color.blue
            })
        #expect(viewBackground.modifier == .containerBackground(.widget, alignment: .top))
        #expect(
            viewBackground.widgetContainerBackground?.stack == ResolvedStack(axis: nil, alignment: .top, spacing: nil))
        #expect(resolve(Text("a")).widgetContainerBackground == nil)
    }

    @Test func widgetLabelsAndActivityTintsAreRecorded() {
        let labeled = resolve(Gauge(value: 0.5) { Text("x") }.widgetLabel("Steps"))
        #expect(labeled.modifier == .widgetLabel)
        #expect(labeled.children[1].text?.plainText == "Steps")
        let tinted = resolve(
            Text("a").activityBackgroundTint(.black.opacity(0.5)).activitySystemActionForegroundColor(nil))
        #expect(tinted.modifier == .activitySystemActionForegroundColor(nil))
        #expect(tinted.children[0].modifier == .activityBackgroundTint(rgb(0, 0, 0, 0.5)))
    }
}
