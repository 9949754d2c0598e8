import Foundation
import Testing

@testable import WidgetryUI

/// Xcode's asset symbol types, and the generator that writes them (`widgetry-assetgen`, run as the plugin runs it).
@Suite struct AssetResourceTests {
    @Test func resourcesResolveAsNamedAssets() {
        let color = ColorResource(name: "Weather/sunny", bundle: .main)
        #expect(Color(color) == Color("Weather/sunny", bundle: .main))
        #expect(Color(color).resolvedColor(in: .dark) == ResolvedColor(assetName: "Weather/sunny"))
        let image = ImageResource(name: "logo", bundle: .main)
        #expect(Image(image) == Image("logo", bundle: .main))
        #expect(ColorResource(name: "a", bundle: .main) != ColorResource(name: "b", bundle: .main))
    }

    @Test func inlineImagesCarryTheirSizeAndScale() {
        // A 4×2 PNG header is enough for the size.
        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13])
        png += Data("IHDR".utf8) + Data([0, 0, 0, 4, 0, 0, 0, 2, 8, 6, 0, 0, 0])
        let name = InlineImage.name(png: png, scale: 2)
        #expect(name.hasPrefix("data:image/png;scale=2;base64,"))
        #expect(InlineImage.png(of: name) == png)
        #expect(InlineImage.pointSize(of: name) == CGSize(width: 2, height: 1))
        #expect(InlineImage.pointSize(of: "logo") == nil)
    }

    /// The generator next to the test bundle; SwiftPM builds it for the plugin.
    static var generator: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
            .appendingPathComponent("widgetry-assetgen")
    }

    static func generate(_ sets: [String], arguments: [String] = []) throws -> (output: String, errors: String) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("assetgen-\(UUID())")
        defer { try? FileManager.default.removeItem(at: root) }
        let catalog = root.appendingPathComponent("Assets.xcassets")
        for set in sets {
            let url = catalog.appendingPathComponent(set)
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            if url.pathExtension.isEmpty {
                try Data(#"{"properties":{"provides-namespace":true}}"#.utf8)
                    .write(to: url.appendingPathComponent("Contents.json"))
            }
        }
        let output = root.appendingPathComponent("Symbols.swift")
        let process = Process()
        process.executableURL = generator
        process.arguments = arguments + [catalog.path, output.path]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        process.waitUntilExit()
        let errorText = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let text = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
        return (text, errorText)
    }

    @Test func generatorNamesSymbolsAsXcodeDoes() throws {
        try #require(
            FileManager.default.isExecutableFile(atPath: Self.generator.path),
            "Build widgetry-assetgen first: swift build --product widgetry-assetgen")
        let (source, _) = try Self.generate([
            "AccentColor.colorset", "292C38.colorset", "default.colorset", "red.colorset", "UAEFlag.imageset",
            "TU204SM.imageset", "arrow_basic_e.imageset", "HeaderImage.imageset", "Weather", "Weather/sunny.colorset",
        ])
        let expected = [
            #"static let accent = ColorResource(name: "AccentColor", bundle: resourceBundle)"#,
            #"static let _292_C_38 = ColorResource(name: "292C38", bundle: resourceBundle)"#,
            #"static let `default` = ColorResource(name: "default", bundle: resourceBundle)"#,
            #"static let uaeFlag = ImageResource(name: "UAEFlag", bundle: resourceBundle)"#,
            #"static let TU_204_SM = ImageResource(name: "TU204SM", bundle: resourceBundle)"#,
            #"static let arrowBasicE = ImageResource(name: "arrow_basic_e", bundle: resourceBundle)"#,
            #"static let header = ImageResource(name: "HeaderImage", bundle: resourceBundle)"#,
            "enum Weather {",
            #"static let sunny = ColorResource(name: "Weather/sunny", bundle: resourceBundle)"#,
            "static var accent: Color { .init(.accent) }",
            "static var sunny: Color { .init(.Weather.sunny) }",
            "extension ShapeStyle where Self == Color {",
            "private let resourceBundle = Foundation.Bundle.module",
        ]
        for line in expected { #expect(source.contains(line), "missing: \(line)") }
        // `red` is already a member of Color: the resource exists, the convenience property does not.
        #expect(source.contains(#"static let red = ColorResource(name: "red""#))
        #expect(!source.contains("static var red: Color"))
        #expect(!source.contains("extension UIColor"))
    }

    @Test func generatorWritesPlatformExtensionsAndReportsErrors() throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.generator.path))
        let (source, _) = try Self.generate(
            ["Logo.imageset", "BrandColor.colorset"], arguments: ["--import", "SwiftUI", "--import", "UIKit"])
        #expect(source.contains("import UIKit"))
        #expect(source.contains("static var brand: UIColor { .init(resource: .brand) }"))
        #expect(source.contains("static var logo: UIImage { .init(resource: .logo) }"))
        let (nothing, errors) = try Self.generate([], arguments: ["--bundle", "elsewhere"])
        #expect(nothing.isEmpty)
        #expect(errors.contains("Unknown bundle 'elsewhere'"))
    }
}
