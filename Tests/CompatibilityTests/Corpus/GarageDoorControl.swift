import AppIntents
import SwiftUI
import WidgetKit

// A one-tap Control Center button that opens the garage door: no value provider, a plain App Intent action.

struct GarageOpenDoorIntent: AppIntent {
    static let title: LocalizedStringResource = "Open Garage Door"
    static let description = IntentDescription("Opens the garage door.")

    func perform() async throws -> some IntentResult {
        .result()
    }
}

@available(iOS 18.0, *)
struct GarageDoorControl: ControlWidget {
    static let kind = "com.example.home.garage"

    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: Self.kind) {
            ControlWidgetButton(action: GarageOpenDoorIntent()) {
                Label("Garage", systemImage: "door.garage.open")
            }
        }
        .displayName("Open Garage")
        .description("Open the garage door from Control Center.")
    }
}

extension CorpusCase {
    static var garageDoorControl: CorpusCase {
        .control(GarageDoorControl.self, kind: "com.example.home.garage", expecting: ["Garage", "door.garage.open"])
    }
}
