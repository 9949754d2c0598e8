import Foundation
import Testing
import WidgetryIntents

@Suite struct DisplayTests {
    @Test func literalResourceUsesTextAsKeyAndValue() {
        let resource: LocalizedStringResource = "Select Character"
        #expect(resource.key == "Select Character")
        #expect(String(localized: resource) == "Select Character")
        #expect(resource.description == "Select Character")
    }

    @Test func interpolatedResourceKeepsFormatKeyAndResolvedValue() {
        let avatar = "🐼"
        let count = 3
        let ratio = 0.5
        let resource: LocalizedStringResource = "\(avatar) \(count) at \(ratio) 100%"
        #expect(resource.key == "%@ %lld at %lf 100%%")
        #expect(String(localized: resource) == "🐼 3 at 0.5 100%")
    }

    @Test func resourceWithSeparateKeyResolvesToDefaultValue() {
        let resource = LocalizedStringResource("greeting.title", defaultValue: "Hello", table: "Main")
        #expect(resource.key == "greeting.title")
        #expect(resource.table == "Main")
        #expect(String(localized: resource) == "Hello")
    }

    @Test func resourceSurvivesCodableRoundTrip() throws {
        let resource: LocalizedStringResource = "\("a") b"
        let data = try JSONEncoder().encode(resource)
        let decoded = try JSONDecoder().decode(LocalizedStringResource.self, from: data)
        #expect(decoded == resource)
        #expect(String(localized: decoded) == "a b")
    }

    @Test func displayRepresentationFromInterpolationHasOnlyTitle() {
        let character = CharacterDetail.allCharacters[1]
        let representation = character.displayRepresentation
        #expect(String(localized: representation.title) == "🦄 Unipony")
        #expect(representation.subtitle == nil)
        #expect(representation.image == nil)
        let literal: DisplayRepresentation = "Food"
        #expect(String(localized: literal.title) == "Food")
    }

    @Test func displayRepresentationKeepsSubtitleAndImage() {
        let representation = DisplayRepresentation(
            title: "Mars", subtitle: "Planet 4", image: .init(systemName: "globe", isTemplate: true))
        #expect(representation.subtitle.map { String(localized: $0) } == "Planet 4")
        #expect(representation.image?.systemName == "globe")
        #expect(representation.image?.isTemplate == true)
        #expect(DisplayRepresentation.Image(named: "logo").name == "logo")
    }

    @Test func typeDisplayRepresentationFromLiteral() {
        #expect(String(localized: CharacterDetail.typeDisplayRepresentation.name) == "Character")
        #expect(CharacterDetail.typeDisplayRepresentation.numericFormat == nil)
        let counted = TypeDisplayRepresentation(name: "Planet", numericFormat: "\(4) planets")
        #expect(counted.numericFormat?.key == "%lld planets")
    }

    @Test func intentDescriptionFromInitializerAndLiteral() {
        #expect(
            String(localized: SelectCharacterIntent.description.descriptionText)
                == "Selects the character to display information for.")
        let literal: IntentDescription = "Shows things."
        #expect(String(localized: literal.descriptionText) == "Shows things.")
    }
}
