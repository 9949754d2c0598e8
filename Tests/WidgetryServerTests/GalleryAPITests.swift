import Foundation
import HummingbirdTesting
import Testing
import WidgetryIntents
import WidgetryServer

@Suite struct GalleryAPITests {
    @Test func galleryListsWidgetsWithFamiliesAndPreviews() async throws {
        let harness = try await ServerHarness.make()
        let reply = try await harness.test { client in try await client.send(.get, "/api/widgets") }
        #expect(reply.status == 200)
        let widgets = try #require(reply.json.arrayValue)
        #expect(widgets.map { $0["kind"] } == ["Counter", "Ticker", "Markup"])
        let counter = widgets[0]
        #expect(counter["displayName"] == "Counter")
        #expect(counter["description"] == "Counts taps on its button.")
        #expect(counter["configurable"] == true)
        #expect(counter["families"]?.arrayValue?.map { $0["family"] } == ["systemSmall", "systemMedium"])
        #expect(counter["families"]?[1]?["size"] == ["width": 364, "height": 170])
        #expect(counter["families"]?[0]?["preview"] == "/api/widgets/Counter/preview.png?family=systemSmall")
        let ticker = widgets[1]
        #expect(ticker["families"]?[0]?["placement"] == "lockScreen")
        #expect(ticker["form"] == nil)
    }

    @Test func editFormComesFromTheIntent() async throws {
        let harness = try await ServerHarness.make()
        let reply = try await harness.test { client in try await client.send(.get, "/api/widgets/Counter") }
        let form = try #require(reply.json["form"])
        #expect(form["title"] == "Counter")
        let fields = try #require(form["fields"]?.arrayValue)
        #expect(fields.map { $0["name"] } == ["label", "step", "color", "showsFlag", "room"])
        #expect(fields.map { $0["type"] } == ["string", "int", "enum", "bool", "entity"])
        #expect(fields[0]["defaultValue"] == "Count")
        #expect(fields[1]["defaultValue"] == 1)
        #expect(fields[2]["options"]?.arrayValue?.map { $0["value"] } == ["blue", "green", "orange"])
        #expect(fields[2]["options"]?[1]?["title"] == "Green")
        #expect(fields[3]["defaultValue"] == true)
        #expect(fields[4]["options"]?.arrayValue?.map { $0["value"] } == ["kitchen", "attic"], "suggestedEntities()")
        #expect(fields[4]["options"]?[0]?["title"] == "Kitchen")
        #expect(fields[4]["defaultValue"] == "attic", "defaultResult()")
    }

    @Test(arguments: ["systemSmall", "systemMedium"])
    func previewsAreTheSnapshotAtTheFamilySize(family: String) async throws {
        let harness = try await ServerHarness.make()
        try await harness.test { client in
            let png = try await client.send(.get, "/api/widgets/Counter/preview.png?family=\(family)&scale=1")
            #expect(png.status == 200)
            #expect(png.headers[.contentType] == "image/png")
            let width = png.body[16..<20].reduce(0) { $0 << 8 | Int($1) }
            #expect(width == (family == "systemSmall" ? 170 : 364))
            let html = try await client.send(.get, "/api/widgets/Counter/preview.html?family=\(family)&fragment=true")
            #expect(html.text.contains("Count: 7"), "the isPreview snapshot, not the placeholder")
        }
    }

    @Test func previewsRejectUnknownKindsAndFamilies() async throws {
        let harness = try await ServerHarness.make()
        try await harness.test { client in
            let kind = try await client.send(.get, "/api/widgets/Nope/preview.png")
            #expect(kind.status == 400)
            #expect(kind.errorField == "kind")
            let family = try await client.send(.get, "/api/widgets/Counter/preview.png?family=systemLarge")
            #expect(family.status == 400)
            #expect(family.errorField == "family")
        }
    }
}
