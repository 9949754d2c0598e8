import Foundation
import Testing
import WidgetryDisplayList
import WidgetryRendering

@Suite struct ColorAssetCatalogTests {
    /// Writes an asset catalog with a few color sets into a new temporary folder.
    static func makeCatalog() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("assets-\(UUID().uuidString)")
        let catalog = root.appendingPathComponent("Assets.xcassets")
        func write(_ path: String, _ json: String) throws {
            let url = catalog.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(json.utf8).write(to: url)
        }
        try write("Contents.json", #"{"info":{"author":"xcode","version":1}}"#)
        try write(
            "sunny-color.colorset/Contents.json",
            """
            {"colors":[
              {"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"0.200","green":"0.600","red":"1.000"}},"idiom":"universal"},
              {"appearances":[{"appearance":"luminosity","value":"dark"}],
               "color":{"color-space":"srgb","components":{"alpha":"0.500","blue":"0x33","green":"0x66","red":"0xFF"}},"idiom":"universal"}
            ],"info":{"author":"xcode","version":1}}
            """)
        try write(
            "cloudy-color.colorset/Contents.json",
            """
            {"colors":[{"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"255","green":"128","red":"0"}},"idiom":"universal"}]}
            """)
        try write("Weather/Contents.json", #"{"properties":{"provides-namespace":true}}"#)
        try write(
            "Weather/rain.colorset/Contents.json",
            """
            {"colors":[{"color":{"platform":"ios","reference":"systemBlueColor"},"idiom":"universal"}]}
            """)
        try write(
            "gray.colorset/Contents.json",
            """
            {"colors":[{"color":{"color-space":"gray-gamma-22","components":{"alpha":"1.000","white":"0.500"}},"idiom":"universal"}]}
            """)
        try write(
            "broken.colorset/Contents.json",
            #"{"colors":[{"color":{"color-space":"srgb","components":{"red":"pink"}}}]}"#)
        return root
    }

    @Test func readsFloatsHexAndIntegersForBothAppearances() throws {
        let root = try Self.makeCatalog()
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.removeItem(at: root.appendingPathComponent("Assets.xcassets/broken.colorset"))
        let catalog = try ColorAssetCatalog(url: root)
        let light = try catalog.color(named: "sunny-color", colorScheme: .light)
        #expect(light == DisplayColor(red: 1, green: 0.6, blue: 0.2))
        let dark = try catalog.color(named: "sunny-color", colorScheme: .dark)
        #expect(dark == DisplayColor(red: 1, green: 0.4, blue: 0.2, opacity: 0.5))
        let cloudy = try catalog.color(named: "cloudy-color", colorScheme: .dark)
        #expect(cloudy == DisplayColor(red: 0, green: 128 / 255, blue: 1))
        #expect(try catalog.color(named: "Weather/rain", colorScheme: .light).red == 0)
        #expect(try catalog.color(named: "gray", colorScheme: .light) == DisplayColor(white: 0.5))
    }

    @Test func missingNameErrorListsKnownColors() throws {
        let root = try Self.makeCatalog()
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.removeItem(at: root.appendingPathComponent("Assets.xcassets/broken.colorset"))
        let catalog = try ColorAssetCatalog(url: root.appendingPathComponent("Assets.xcassets"))
        #expect {
            try catalog.color(named: "sunyy-color", colorScheme: .light)
        } throws: { error in
            let text = String(describing: error)
            return text.contains("'sunyy-color'") && text.contains("'sunny-color'")
        }
    }

    @Test func malformedComponentIsAClearError() throws {
        let root = try Self.makeCatalog()
        defer { try? FileManager.default.removeItem(at: root) }
        #expect {
            try ColorAssetCatalog(url: root)
        } throws: { error in
            String(describing: error).contains("'pink'")
        }
    }

    @Test func missingFolderIsAClearError() {
        #expect {
            try ColorAssetCatalog(url: URL(fileURLWithPath: "/nonexistent/Assets.xcassets"))
        } throws: { error in
            String(describing: error).contains("'/nonexistent/Assets.xcassets'")
        }
    }
}
