import Foundation
import HummingbirdTesting
import Testing
import WidgetryIntents
import WidgetryKit
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

    /// `systemExtraLarge` is an iPad family: an iPhone profile's gallery leaves it out and refuses previews and
    /// instances of it, naming the iPad profiles; an iPad's lists it at its size.
    @Test func anIPhoneGalleryLeavesOutExtraLargeAndAnIPadListsIt() async throws {
        let phone = try await ServerHarness.make()
        try await phone.test { client in
            let markup = try await client.send(.get, "/api/widgets/Markup")
            #expect(markup.json["families"]?.arrayValue?.map { $0["family"] } == ["systemSmall"])
            let preview = try await client.send(.get, "/api/widgets/Markup/preview.png?family=systemExtraLarge")
            #expect(preview.status == 400)
            #expect(preview.errorField == "family")
            #expect(preview.errorCode == "unsupportedFamily")
            #expect(
                preview.errorMessage
                    == "'iPhone 430×932' has no systemExtraLarge: it is an iPad family. Serve with --device "
                    + "'iPad 1024×1366', or use another family.")
            let added = try await client.send(
                .post, "/api/instances", body: #"{"kind": "Markup", "family": "systemExtraLarge"}"#)
            #expect(added.status == 400)
            #expect(added.errorField == "family")
            #expect(added.errorMessage?.contains("'iPad 1024×1366'") == true, "\(added.text)")
        }
        #expect(await phone.host.widgets().isEmpty)

        let pad = try await ServerHarness.make(device: try #require(DeviceProfile.named("iPad 1024×1366")))
        try await pad.test { client in
            let markup = try await client.send(.get, "/api/widgets/Markup")
            let families = try #require(markup.json["families"]?.arrayValue)
            #expect(families.map { $0["family"] } == ["systemSmall", "systemExtraLarge"])
            #expect(families[1]["size"] == ["width": 748, "height": 356])
            let png = try await client.send(.get, "/api/widgets/Markup/preview.png?family=systemExtraLarge&scale=1")
            #expect(png.status == 200)
            #expect(png.body[16..<20].reduce(0) { $0 << 8 | Int($1) } == 748)
            let added = try await client.send(
                .post, "/api/instances", body: #"{"kind": "Markup", "family": "systemExtraLarge"}"#)
            #expect(added.status == 201, "\(added.text)")
        }
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
