import AppIntents
import SwiftUI
import WidgetKit

// A focus timer's Control Center toggle with an action hint and display strings built as `LocalizedStringResource`
// literals — `.displayName(.init(stringLiteral:))` must resolve to Apple's one overload.

struct FocusTimerIntent: SetValueIntent {
    static let title: LocalizedStringResource = "Focus Timer"

    @Parameter(title: "Running")
    var value: Bool

    func perform() async throws -> some IntentResult { .result() }
}

struct FocusTimerProvider: ControlValueProvider {
    var previewValue: Bool { false }

    func currentValue() async throws -> Bool { true }
}

struct FocusTimerControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "FocusTimer", provider: FocusTimerProvider()) { isRunning in
            ControlWidgetToggle("Focus", isOn: isRunning, action: FocusTimerIntent()) { isOn in
                Label(isOn ? "Focusing" : "Start Focus", systemImage: "timer")
                    .controlWidgetActionHint(isOn ? "Stop" : "Start")
            }
            .tint(.indigo)
        }
        .displayName(.init(stringLiteral: "Focus Timer"))
        .description(.init(stringLiteral: "Start a 25-minute focus session."))
    }
}

extension CorpusCase {
    static var focusTimerControl: CorpusCase {
        .control(
            FocusTimerControl.self, kind: "FocusTimer", value: AnyControlValue(true),
            expecting: ["Focusing", "timer", "isOn: true"])
    }
}
