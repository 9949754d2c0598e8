import Foundation
import Testing
import WidgetryIntents

@Suite struct ParameterTests {
    @Test func unsetParametersReadTheirDefaults() {
        let intent = SelectCategoryIntent()
        #expect(intent.category == .food)
        #expect(intent.showPrices == true)
        #expect(intent.maxItems == 3)
        #expect(intent.title == "A Default Title")
    }

    @Test func setValuesReplaceDefaults() {
        let intent = SelectCategoryIntent()
        intent.category = .dessert
        intent.maxItems = 7
        #expect(intent.category == .dessert)
        #expect(intent.maxItems == 7)
    }

    @Test func initializerAssignmentSetsTheParameter() {
        let spouty = CharacterDetail.allCharacters[2]
        #expect(SelectCharacterIntent(character: spouty).character.id == "Spouty")
        #expect(ToggleFavoriteIntent(itemID: "42").itemID == "42")
    }

    @Test func unsetOptionalReadsNilAndExplicitNilSticks() {
        let intent = EverythingIntent()
        #expect(intent.name == nil)
        intent.name = "Ada"
        #expect(intent.name == "Ada")
        intent.name = nil
        #expect(intent.name == nil)
        #expect(IntentCoder.encode(intent)["name"] == .null)
    }

    @Test func projectedValueExposesTitleDescriptionAndDefault() {
        let intent = EverythingIntent()
        #expect(String(localized: intent.$ratio.title) == "Ratio")
        #expect(intent.$ratio.description.map { String(localized: $0) } == "Between 0 and 1")
        #expect(intent.$ratio.defaultValue == 0.5)
    }

    @Test func copiesOfAnIntentShareStorageLikeApples() {
        let original = SelectCategoryIntent()
        let copy = original
        copy.category = .drinks
        #expect(original.category == .drinks)
    }

    @Test func coderCopyHasItsOwnStorage() {
        let original = SelectCategoryIntent()
        original.maxItems = 9
        let copy = IntentCoder.copy(of: original)
        copy.category = .drinks
        #expect(copy.maxItems == 9)
        #expect(original.category == .food)
    }

    @Test func readingUnsetParameterWithoutDefaultStopsWithMessageNamingIt() async {
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = ToggleFavoriteIntent().itemID
        }.map { result in
            let output = String(decoding: result.standardErrorContent, as: UTF8.self)
            #expect(output.contains("@Parameter 'Item ID' (String) was read before it was set"))
            #expect(output.contains("Give it a default"))
            #expect(output.contains("IntentCoder.decode"))
        }
    }
}
