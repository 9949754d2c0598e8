import Foundation
import Testing
import WidgetryIntents
import WidgetryKit
import WidgetryUI

// Bundles and widget bodies written with availability checks, as shipping widget extensions write them.

private struct ClockWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Clock", provider: CountingProvider()) { entry in Text("\(entry.count)") }
    }
}

private struct CalendarWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Calendar", provider: CountingProvider()) { entry in Text("\(entry.count)") }
    }
}

private struct LegacyCalendarWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "LegacyCalendar", provider: CountingProvider()) { entry in Text("\(entry.count)") }
    }
}

private struct TimerAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable { var remaining: Int }
    var name: String
}

private struct TimerActivityWidget: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: TimerAttributes.self) { context in
            Text("\(context.attributes.name): \(context.state.remaining)")
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.center) { Text(context.attributes.name) }
            } compactLeading: {
                Image(systemName: "timer")
            } compactTrailing: {
                Text("\(context.state.remaining)")
            } minimal: {
                Image(systemName: "timer")
            }
        }
    }
}

private struct PingIntent: AppIntent {
    static let title: LocalizedStringResource = "Ping"
    func perform() async throws -> some IntentResult { .result() }
}

private struct PingControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "Ping") {
            ControlWidgetButton(action: PingIntent()) { Label("Ping", systemImage: "bell") }
        }
        .displayName("Ping")
    }
}

private enum Flags {
    static let showsCalendar = true
    static let showsLegacy = false
}

private struct AvailabilityBundle: WidgetBundle {
    var body: some Widget {
        ClockWidget()
        if #available(iOS 17, macOS 14, *) {
            CalendarWidget()
        }
        if #available(iOS 18, *) {
            PingControl()
        } else {
            LegacyCalendarWidget()
        }
        if #available(iOS 16.1, *) {
            TimerActivityWidget()
            PingControl()
        }
        if Flags.showsLegacy {
            LegacyCalendarWidget()
        }
        if Flags.showsCalendar {
            CalendarWidget()
        } else {
            LegacyCalendarWidget()
        }
    }
}

private struct VersionedWidget: Widget {
    var body: some WidgetConfiguration {
        if #available(iOS 17, *) {
            StaticConfiguration(kind: "Versioned", provider: CountingProvider()) { entry in Text("\(entry.count)") }
                .contentMarginsDisabled()
        } else {
            StaticConfiguration(kind: "Versioned", provider: CountingProvider()) { entry in Text("\(entry.count)") }
        }
    }
}

private struct OptionalActivityWidget: Widget {
    var body: some WidgetConfiguration {
        if Flags.showsLegacy {
            ActivityConfiguration(for: TimerAttributes.self) { _ in
                Text("Timer")
            } dynamicIsland: { _ in
                DynamicIsland {
                    DynamicIslandExpandedRegion(.bottom) { Text("Timer") }
                } compactLeading: {
                    Text("T")
                } compactTrailing: {
                    Text("T")
                } minimal: {
                    Text("T")
                }
            }
        } else {
            EmptyWidgetConfiguration()
        }
    }
}

@Suite struct BundleAvailabilityTests {
    @Test @MainActor func availabilityChecksWithAndWithoutElseKeepEveryAvailableItem() {
        let bundle = WidgetBundleDescriptor(AvailabilityBundle())
        #expect(bundle.widgets.map(\.kind) == ["Clock", "Calendar", "TimerAttributes", "Calendar"])
        #expect(bundle.controls.map(\.kind) == ["Ping", "Ping"])
    }

    @Test @MainActor func widgetBodyPicksTheAvailableConfiguration() throws {
        let widget = try #require(WidgetBundleDescriptor(widget: VersionedWidget()).widgets.first)
        #expect(widget.kind == "Versioned")
        #expect(widget.contentMarginsDisabled)
    }

    @Test @MainActor func emptyWidgetConfigurationDeclaresNothing() {
        #expect(WidgetBundleDescriptor(widget: OptionalActivityWidget()).widgets.isEmpty)
        #expect(EmptyWidgetConfiguration().widgetDescriptors.isEmpty)
    }
}
