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
}
