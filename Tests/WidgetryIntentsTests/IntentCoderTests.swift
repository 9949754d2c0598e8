import Foundation
import Testing
import WidgetryIntents

@Suite struct IntentCoderTests {
    /// A configuration of `EverythingIntent` and the JSON each given parameter must encode back to.
    struct RoundTrip: Sendable, CustomTestStringConvertible {
        let name: String
        let members: [String: IntentJSON]
        var testDescription: String { name }
    }

    static let roundTrips: [RoundTrip] = [
        RoundTrip(name: "string", members: ["name": "Ada"]),
        RoundTrip(name: "int", members: ["count": 42]),
        RoundTrip(name: "double", members: ["ratio": 0.25]),
        RoundTrip(name: "bool", members: ["enabled": true]),
        RoundTrip(name: "date", members: ["due": "2024-06-01T09:30:00Z"]),
        RoundTrip(name: "optional date with milliseconds", members: ["reminder": "2024-06-01T09:30:00.250Z"]),
        RoundTrip(name: "url", members: ["link": "https://example.com/path?q=1"]),
        RoundTrip(name: "optional url", members: ["homepage": "file:///tmp/notes.txt"]),
        RoundTrip(name: "int enum", members: ["priority": 3]),
        RoundTrip(name: "optional enum", members: ["fallbackPriority": 1]),
        RoundTrip(name: "string-id entity", members: ["hero": "Spouty"]),
        RoundTrip(name: "optional int-id entity", members: ["planet": "4"]),
        RoundTrip(name: "optional uuid entity", members: ["notebook": "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"]),
        RoundTrip(name: "string array", members: ["tags": ["a", "b"]]),
        RoundTrip(name: "int array", members: ["scores": [3, -1]]),
        RoundTrip(name: "double array", members: ["weights": [0.1, 2.5]]),
        RoundTrip(name: "bool array", members: ["flags": [true, false]]),
        RoundTrip(name: "date array", members: ["dates": ["2024-01-01T00:00:00Z", "2024-12-31T23:59:59Z"]]),
        RoundTrip(name: "url array", members: ["links": ["https://a.example", "mailto:x@example.com"]]),
        RoundTrip(name: "enum array", members: ["categories": ["drinks", "dessert"]]),
        RoundTrip(name: "entity array", members: ["team": ["Unipony", "Spouty"]]),
        RoundTrip(name: "optional entity array", members: ["moons": ["1", "3"]]),
        RoundTrip(name: "explicit nulls", members: ["name": nil, "planet": nil, "moons": nil, "reminder": nil]),
        RoundTrip(name: "empty arrays", members: ["tags": [], "team": [], "categories": []]),
    ]

    @Test(arguments: roundTrips)
    func roundTripKeepsEveryValue(_ roundTrip: RoundTrip) async throws {
        let decoded = try await IntentCoder.decode(EverythingIntent.self, from: .object(roundTrip.members))
        let encoded = IntentCoder.encode(decoded)
        for (name, value) in roundTrip.members {
            #expect(encoded[name] == value, "parameter \(name)")
        }
        let again = IntentCoder.encode(try await IntentCoder.decode(EverythingIntent.self, from: encoded))
        #expect(again == encoded)
        let viaText = try await IntentCoder.decode(EverythingIntent.self, from: encoded.description)
        #expect(IntentCoder.encode(viaText) == encoded)
    }

    @Test func decodedValuesHaveTheirTypes() async throws {
        let intent = try await IntentCoder.decode(
            EverythingIntent.self,
            from: [
                "due": "2024-06-01T09:30:00Z", "reminder": "2024-06-01T09:30:00.250Z", "link": "https://example.com",
                "planet": 3, "team": ["Spouty", "Unipony"], "categories": ["dessert"], "priority": 1,
                "notebook": "E621E1F8-C36C-495A-93FC-0C247A3E6E5F", "ratio": 2,
            ])
        #expect(intent.due == Date(timeIntervalSince1970: 1_717_234_200))
        #expect(intent.reminder == Date(timeIntervalSince1970: 1_717_234_200.25))
        #expect(intent.link == URL(string: "https://example.com"))
        #expect(intent.planet?.name == "Earth")
        #expect(intent.team.map(\.id) == ["Spouty", "Unipony"])
        #expect(intent.categories == [.dessert])
        #expect(intent.priority == .low)
        #expect(intent.notebook?.name == "Work")
        #expect(intent.ratio == 2.0)
        #expect(IntentCoder.encode(intent)["planet"] == "3")
    }

    @Test func encodingWritesDefaultsAndLeavesOutUnsetValues() {
        #expect(
            IntentCoder.encode(SelectCategoryIntent()).description
                == #"{"category":"food","maxItems":3,"showPrices":true,"title":"A Default Title"}"#)
        #expect(IntentCoder.encode(SelectCharacterIntent()) == [:])
        let everything = IntentCoder.encode(EverythingIntent())
        #expect(everything["hero"] == nil)
        #expect(everything["name"] == .null)
        #expect(everything["due"] == "2023-11-14T22:13:20Z")
        #expect(everything["scores"] == [1, 2])
    }

    @Test func programmaticValuesSurviveRoundTrip() async throws {
        let intent = EverythingIntent()
        intent.name = "Grace"
        intent.due = Date(timeIntervalSince1970: 1_000_000_000.5)
        intent.homepage = URL(string: "https://swift.org")
        intent.hero = CharacterDetail.allCharacters[1]
        intent.moons = [Planet.all[2]]
        intent.weights = [1.5]
        let encoded = IntentCoder.encode(intent)
        let decoded = try await IntentCoder.decode(EverythingIntent.self, from: encoded)
        #expect(IntentCoder.encode(decoded) == encoded)
        #expect(decoded.due == intent.due)
        #expect(decoded.hero.id == "Unipony")
        #expect(decoded.moons?.map(\.id) == [4])
    }

    @Test func missingParametersKeepDefaults() async throws {
        let intent = try await IntentCoder.decode(SelectCategoryIntent.self, from: ["category": "drinks"])
        #expect(intent.category == .drinks)
        #expect(intent.showPrices == true)
        #expect(intent.maxItems == 3)
    }

    @Test func missingEntityFallsBackToDefaultResult() async throws {
        let intent = try await IntentCoder.decode(SelectCharacterIntent.self, from: [:])
        #expect(intent.character.id == "Power Panda")
        #expect(IntentCoder.encode(intent) == ["character": "Power Panda"])
    }

    @Test func resolvingDefaultsFillsACopyAndKeepsSetValues() async throws {
        let unset = SelectCharacterIntent()
        let resolved = try await IntentCoder.resolvingDefaults(unset)
        #expect(resolved.character.id == "Power Panda")
        #expect(IntentCoder.encode(unset) == [:])
        let chosen = try await IntentCoder.resolvingDefaults(SelectCharacterIntent(character: .allCharacters[2]))
        #expect(chosen.character.id == "Spouty")
    }

    @Test func parameterWithoutAnyValueIsAnErrorNamingIt() async throws {
        let error = await #expect(throws: IntentError.self) {
            try await IntentCoder.decode(NeedsPlanetIntent.self, from: [:])
        }
        #expect(error?.code == .missingValue)
        #expect(error?.parameter == "planet")
        #expect(
            error?.message
                == "Parameter 'planet' (Planet) of 'NeedsPlanetIntent' has no value. Give it a value in the "
                + "configuration, a default with @Parameter(title:default:), or a query whose defaultResult() "
                + "returns one.")
        let interactive = await #expect(throws: IntentError.self) {
            try await IntentCoder.decode(ToggleFavoriteIntent.self, from: [:])
        }
        #expect(interactive?.parameter == "itemID")
    }

    @Test func decodingStartsFromInit() async throws {
        let token = UUID().uuidString
        let intent = try await IntentCoder.decode(RecordIntent.self, from: ["token": .string(token)])
        #expect(intent.message == "hello")
        #expect(intent.token == token)
    }
}
