import AppIntents
import SwiftUI
import WidgetKit

// The flashlight toggle from Apple's controls sessions: a value provider reading the device state, the toggle's
// own value label, and the title-and-symbol convenience initializer.

struct FlashlightToggleIntent: SetValueIntent {
    static let title: LocalizedStringResource = "Flashlight"

    @Parameter(title: "Is On")
    var value: Bool

    func perform() async throws -> some IntentResult { .result() }
}

struct FlashlightStateProvider: ControlValueProvider {
    var previewValue: Bool { false }

    func currentValue() async throws -> Bool { false }
}

struct FlashlightControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "Flashlight", provider: FlashlightStateProvider()) { isOn in
            ControlWidgetToggle("Flashlight", isOn: isOn, action: FlashlightToggleIntent()) { isOn in
                Label(isOn ? "On" : "Off", systemImage: isOn ? "flashlight.on.fill" : "flashlight.off.fill")
            }
        }
        .displayName("Flashlight")
        .description("Turn the flashlight on or off.")
    }
}

extension CorpusCase {
    static var flashlightControl: CorpusCase {
        .control(
            FlashlightControl.self, kind: "Flashlight", expecting: ["Flashlight", "flashlight.off.fill", "isOn: false"])
    }
}
