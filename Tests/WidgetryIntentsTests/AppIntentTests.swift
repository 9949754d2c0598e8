import Foundation
import Testing
import WidgetryIntents

@Suite struct AppIntentTests {
    /// Reads requirements through the protocol, so a static property that does not witness would show.
    private func requirements<Intent: AppIntent>(of type: Intent.Type) -> (String, String, Bool) {
        (
            String(localized: Intent.title), String(localized: Intent.description.descriptionText),
            Intent.openAppWhenRun
        )
    }

    @Test func defaultsAreEmptyDescriptionAndNotOpeningTheApp() {
        let (title, description, opensApp) = requirements(of: ToggleFavoriteIntent.self)
        #expect(title == "Toggle Favorite")
        #expect(description == "")
        #expect(opensApp == false)
    }

    @Test func declaredDescriptionAndOpenAppWitnessTheRequirements() {
        #expect(requirements(of: SelectCharacterIntent.self).1 == "Selects the character to display information for.")
        #expect(requirements(of: OpenCameraIntent.self).2 == true)
    }

    @Test func configurationIntentPerformsAsNoOp() async throws {
        let result = try await SelectCategoryIntent().perform()
        #expect(type(of: result) == IntentResultContainer<Never, Never, Never, Never>.self)
    }

    @Test func interactiveIntentPerformsItsAction() async throws {
        let token = UUID().uuidString
        _ = try await RecordIntent(token: token, message: "tapped").perform()
        #expect(await PerformLog.shared.entries(for: token) == ["tapped"])
    }

    /// Sets the value through the protocol requirement, as the system does.
    private func setting<Intent: SetValueIntent>(_ value: Intent.ValueType, on intent: Intent) -> Intent {
        var intent = intent
        intent.value = value
        return intent
    }

    @Test func setValueIntentValueIsSettableThroughTheProtocol() {
        #expect(setting(true, on: ToggleFlashlightIntent()).value == true)
        #expect(setting(false, on: ToggleFlashlightIntent()).value == false)
    }
}
