import Foundation
import Testing

@testable import WidgetrySiriKit

@Suite struct INIntentTests {
    @Test func generatedPropertiesReadAndWriteTheKeyValueStore() {
        let intent = ConfigurationIntent()
        let hero = Hero(identifier: "panda", display: "Power Panda")
        intent.hero = hero
        intent.theme = .light
        intent.count = 4
        intent.tags = ["a", "b"]
        #expect(intent.value(forKey: "hero") as? Hero === hero)
        #expect((intent.value(forKey: "theme") as? NSNumber)?.intValue == Theme.light.rawValue)
        #expect(intent.count?.intValue == 4)
        intent.setValue(NSNumber(value: Theme.dark.rawValue), forKey: "theme")
        #expect(intent.theme == .dark)
        intent.theme = .unknown
        #expect(intent.value(forKey: "theme") == nil)
        intent.setValue(["x"], forKey: "tags")
        #expect(intent.tags == ["x"])
    }

    @Test func objectArraysReadBackAsTheGeneratedClass() {
        let intent = ConfigurationIntent()
        intent.setValue([Hero(identifier: "a", display: "A") as INObject], forKey: "team")
        #expect(intent.team?.map(\.identifier) == ["a"])
    }

    @Test func intentsHaveDistinctIdentifiersAndADescriptionOfTheirValues() {
        let first = ConfigurationIntent()
        let second = ConfigurationIntent()
        #expect(first.identifier != nil)
        #expect(first.identifier != second.identifier)
        first.hero = Hero(identifier: "panda", display: "Power Panda")
        first.tags = ["x", "y"]
        #expect(first.intentDescription == "Configuration (Hero: Power Panda, Tags: x, y)")
        first.suggestedInvocationPhrase = "Show my hero"
        #expect(first.suggestedInvocationPhrase == "Show my hero")
    }

    @Test func parameterImagesAndTheKeyImage() {
        let intent = ConfigurationIntent()
        #expect(intent.keyImage() == nil)
        intent.setImage(INImage(named: "panda"), forParameterNamed: "hero")
        #expect(intent.image(forParameterNamed: "hero") == INImage(named: "panda"))
        #expect(intent.keyImage()?._name == "panda")
        #expect(INImage.systemImageNamed("star.fill")._name == "star.fill")
    }

    @Test func objectsCompareByClassIdentifierAndDisplay() {
        let hero = Hero(identifier: "panda", display: "Power Panda")
        #expect(hero == Hero(identifier: "panda", display: "Power Panda"))
        #expect(hero != Hero(identifier: "panda", display: "Panda"))
        #expect(!hero.isEqual(INObject(identifier: "panda", display: "Power Panda")))
        #expect(hero.hash == Hero(identifier: "panda", display: "Power Panda").hash)
    }

    @Test func objectPropertiesByNameAndSubtitle() {
        let hero = Hero(identifier: "panda", display: "Power Panda", subtitle: "Level 3", image: nil)
        hero.level = 3
        hero.symbol = "🐼"
        #expect(hero.value(forKey: "level") as? NSNumber == 3)
        #expect(hero.value(forKey: "identifier") as? String == "panda")
        #expect(hero.value(forKey: "displayString") as? String == "Power Panda")
        #expect(hero.subtitleString == "Level 3")
        hero.setValue("Level 4", forKey: "subtitleString")
        #expect(hero.subtitleString == "Level 4")
        #expect(hero.symbol == "🐼")
        let hinted = INObject(identifier: nil, display: "Nice", pronunciationHint: "neese")
        #expect(hinted.identifier == nil)
        #expect(hinted.pronunciationHint == "neese")
    }

    @Test func collectionsKeepSectionsAndFlattenItems() {
        let a = Hero(identifier: "a", display: "A")
        let b = Hero(identifier: "b", display: "B")
        let c = Hero(identifier: "c", display: "C")
        let collection = INObjectCollection(sections: [
            INObjectSection(title: "Local", items: [a, b]), INObjectSection(title: "Remote", items: [c]),
        ])
        #expect(collection.sections.map(\.title) == ["Local", "Remote"])
        #expect(collection.allItems == [a, b, c])
        #expect(INObjectCollection(items: [a]).sections.first?.title == nil)
        #expect(collection._erasedSections.map(\.items.count) == [2, 1])
    }

    @Test func resolutionResultsSayWhatTheyHold() {
        let hero = Hero(identifier: "a", display: "A")
        let success = HeroResolutionResult.success(with: hero)
        #expect(success._outcome == .success)
        #expect(success._values.first as? Hero === hero)
        #expect(HeroResolutionResult.needsValue()._outcome == .needsValue)
        #expect(type(of: HeroResolutionResult.needsValue()) == HeroResolutionResult.self)
        #expect(HeroResolutionResult.disambiguation(with: [hero, hero])._values.count == 2)
        let theme = ThemeResolutionResult.success(with: .light)
        #expect((theme._values.first as? NSNumber)?.intValue == 2)
        #expect(INStringResolutionResult.success(with: "x")._values.first as? String == "x")
        #expect(INBooleanResolutionResult.confirmationRequired(with: true)._outcome == .confirmationRequired)
        #expect(INIntentResolutionResult.unsupported(withReason: 3)._reason == 3)
    }

    @Test func responsesHaveCodesAndParameters() {
        let response = ConfigurationIntentResponse.failureWithReason(reason: "offline")
        #expect(response.code == .failureWithReason)
        #expect(response.code.rawValue == 100)
        #expect(response.reason == "offline")
        let activity = NSUserActivity(activityType: "com.example.hero")
        let success = ConfigurationIntentResponse(code: .success, userActivity: activity)
        #expect(success.code == .success)
        #expect(success.userActivity === activity)
    }

    @Test func donationsAreRecordedAndDeleted() async throws {
        let intent = SelectMessageIntent()
        intent.message = "hello"
        let interaction = INInteraction(intent: intent, response: nil)
        let group = "group-\(UUID().uuidString)"
        interaction.groupIdentifier = group
        try await interaction.donate()
        #expect(INInteraction._donatedInteractions.contains { $0 === interaction })
        #expect(interaction.dateInterval != nil)
        INInteraction.delete(with: group)
        #expect(!INInteraction._donatedInteractions.contains { $0 === interaction })
    }

    @Test func handlersWithoutMethodsAnswerWithDefaults() async throws {
        let handler = BareHandler()
        let intent = ConfigurationIntent()
        #expect(await handler.resolveHero(for: intent)._outcome == .notRequired)
        #expect(await handler.handle(intent: intent).code == .success)
        await #expect(throws: INIntentHandlerMethodMissing.self) {
            _ = try await handler.provideHeroOptionsCollection(for: intent)
        }
        #expect(handler.defaultHero(for: intent) == nil)
    }
}

/// A handler that implements none of the protocol's methods.
final class BareHandler: NSObject, ConfigurationIntentHandling {}
