import Foundation
import Testing
import WidgetryIntents
import WidgetryKit
import WidgetryUI

// Calls written as Apple's signatures allow; each one must compile without ambiguity and give the right value.

private struct NamedIntent: AppIntent {
    static let title: LocalizedStringResource = "Named"
    func perform() async throws -> some IntentResult { .result() }
}

@MainActor
private func controlName(
    _ configure: (StaticControlConfiguration<ControlWidgetButton<Text, NamedIntent>>) -> some ControlWidgetConfiguration
) -> ControlDescriptor? {
    configure(StaticControlConfiguration(kind: "Named") { ControlWidgetButton(action: NamedIntent()) { Text("N") } })
        .controlDescriptors.first
}

@MainActor
private func widget(_ configure: (StaticConfiguration<Text>) -> some WidgetConfiguration) -> WidgetDescriptor? {
    configure(StaticConfiguration(kind: "Named", provider: CountingProvider()) { _ in Text("N") })
        .widgetDescriptors.first
}

@Suite struct ConfigurationOverloadTests {
    @Test @MainActor func controlDisplayNameTakesLiteralsAndResourcesOnly() {
        #expect(controlName { $0.displayName("Literal") }?.displayName == "Literal")
        #expect(controlName { $0.displayName(.init(stringLiteral: "Init")) }?.displayName == "Init")
        let resource = LocalizedStringResource("Resource", comment: "A control's name")
        #expect(controlName { $0.displayName(resource) }?.displayName == "Resource")
        let name = "Interpolated"
        #expect(controlName { $0.displayName("\(name) name") }?.displayName == "Interpolated name")
        #expect(controlName { $0.description(.init(stringLiteral: "Does things.")) }?.description == "Does things.")
    }

    @Test @MainActor func widgetDisplayNameAndDescriptionTakeEveryFormAppleHas() {
        let text: String = "From a String"
        let substring: Substring = "From a Substring"
        #expect(widget { $0.configurationDisplayName("Literal") }?.displayName == "Literal")
        #expect(widget { $0.configurationDisplayName(text) }?.displayName == "From a String")
        #expect(widget { $0.configurationDisplayName(substring) }?.displayName == "From a Substring")
        #expect(widget { $0.configurationDisplayName(Text("From Text")) }?.displayName == "From Text")
        let key: LocalizedStringKey = "From a key"
        #expect(widget { $0.configurationDisplayName(key) }?.displayName == "From a key")
        let resource = LocalizedStringResource("widget.name", defaultValue: "From a resource", table: "Widgets")
        #expect(widget { $0.configurationDisplayName(resource) }?.displayName == "From a resource")
        #expect(widget { $0.description(Text("Shown as text")) }?.description == "Shown as text")
        #expect(widget { $0.description("Literal description") }?.description == "Literal description")
        #expect(widget { $0.description(text) }?.description == "From a String")
    }

    @Test @MainActor func widgetModifiersRecordWhatTheyDeclare() throws {
        let descriptor = try #require(
            widget {
                $0.contentMarginsDisabled()
                    .containerBackgroundRemovable(false)
                    .disfavoredLocations([.lockScreen], for: [.systemSmall])
                    .promptsForUserConfiguration()
                    .onBackgroundURLSessionEvents(matching: "com.example.refresh") { _, completion in completion() }
            })
        #expect(descriptor.contentMarginsDisabled)
        #expect(!descriptor.containerBackgroundRemovable)
        #expect(descriptor.disfavoredLocations.map(\.location) == [.lockScreen])
        #expect(descriptor.promptsForUserConfiguration)
        #expect(descriptor.handlesBackgroundURLSessionEvents)
        #expect(descriptor.backgroundURLSessionMatchingString == "com.example.refresh")
    }

    @Test @MainActor func controlHintAndStatusReachTheTemplate() async throws {
        let control = try #require(
            StaticControlConfiguration(kind: "Hinted") {
                ControlWidgetButton(action: NamedIntent()) {
                    Label("Garage", systemImage: "door.garage.closed")
                        .controlWidgetActionHint("Open Garage")
                        .controlWidgetStatus(Text("Closed"))
                }
            }.controlDescriptors.first)
        let template = try await control.template(for: nil)
        #expect(template.actionHint == "Open Garage")
        #expect(template.status == "Closed")
        let resource: LocalizedStringResource = "Resource hint"
        let string = "String status"
        let other = try #require(
            StaticControlConfiguration(kind: "Other") {
                ControlWidgetButton(action: NamedIntent()) {
                    Image(systemName: "bell").controlWidgetActionHint(resource).controlWidgetStatus(string)
                }
            }.controlDescriptors.first)
        let otherTemplate = try await other.template(for: nil)
        #expect(otherTemplate.actionHint == "Resource hint")
        #expect(otherTemplate.status == "String status")
    }
}
