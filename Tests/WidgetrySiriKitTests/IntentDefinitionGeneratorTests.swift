import Foundation
import Testing

/// Runs the `widgetry-intentgen` executable that `swift test` builds next to the test bundle.
@Suite struct IntentDefinitionGeneratorTests {
    static let testsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

    static var generator: URL? {
        let candidates = [
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
            testsDirectory.appending(path: "../../.build/debug").standardized,
        ]
        return candidates.map { $0.appending(path: "widgetry-intentgen") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// Runs the generator; returns its exit status, standard error and output.
    func generate(_ definition: String, named name: String = "Sample") throws -> (Int32, String, String) {
        let generator = try #require(Self.generator, "Build widgetry-intentgen first (swift build).")
        let directory = FileManager.default.temporaryDirectory.appending(path: "intentgen-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let input = directory.appending(path: "\(name).intentdefinition")
        try Data(definition.utf8).write(to: input)
        return try run(generator, input: input, output: directory.appending(path: "\(name).swift"))
    }

    func run(_ generator: URL, input: URL, output: URL, extra: [String] = []) throws -> (Int32, String, String) {
        let process = Process()
        process.executableURL = generator
        process.arguments = extra + [input.path, output.path]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let text = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
        return (process.terminationStatus, message, text)
    }

    @Test func theSampleDefinitionGeneratesTheCheckedInClasses() throws {
        let generator = try #require(Self.generator, "Build widgetry-intentgen first (swift build).")
        let output = FileManager.default.temporaryDirectory.appending(path: "Heroes-\(UUID().uuidString).swift")
        defer { try? FileManager.default.removeItem(at: output) }
        let (status, message, text) = try run(
            generator, input: Self.testsDirectory.appending(path: "Fixtures/Heroes.intentdefinition"), output: output,
            extra: ["--import", "WidgetrySiriKit"])
        #expect(status == 0, "\(message)")
        let expected = try String(
            contentsOf: Self.testsDirectory.appending(path: "Generated/Heroes.swift"), encoding: .utf8)
        #expect(text == expected)
    }

    @Test func theOutputImportsIntentsAndSkipsSystemIntents() throws {
        let (status, _, text) = try generate(
            Self.plist(
                intents: Self.intent(parameters: [Self.stringParameter("city")])
                    + "<dict><key>INIntentName</key><string>PlayMedia</string><key>INIntentType</key><string>System</string></dict>"
            ))
        #expect(status == 0)
        #expect(text.contains("import Intents\n"))
        #expect(text.contains("public class WeatherIntent: INIntent, @unchecked Sendable {"))
        #expect(text.contains("public var city: String? {"))
        #expect(text.contains("public protocol WeatherIntentHandling: NSObjectProtocol {"))
        #expect(text.contains("public class WeatherIntentResponse: INIntentResponse {"))
        #expect(!text.contains("PlayMedia"))
    }

    @Test func anUnknownEnumIsNamedWithItsKey() throws {
        let parameter = """
            <dict><key>INIntentParameterName</key><string>units</string>\
            <key>INIntentParameterType</key><string>Integer</string>\
            <key>INIntentParameterEnumType</key><string>Units</string></dict>
            """
        let (status, message, _) = try generate(Self.plist(intents: Self.intent(parameters: [parameter])))
        #expect(status == 1)
        #expect(
            message
                == "error: Sample.intentdefinition: INIntents[0].INIntentParameters[0].INIntentParameterEnumType: "
                + "names enum 'Units', which INEnums does not define; enums: (none)\n")
    }

    @Test func aMissingNameAndAFileThatIsNotAPlistAreNamed() throws {
        let (status, message, _) = try generate(
            Self.plist(intents: "<dict><key>INIntentType</key><string>Custom</string></dict>"))
        #expect(status == 1)
        #expect(message == "error: Sample.intentdefinition: INIntents[0]: the required key 'INIntentName' is missing\n")
        let (notPlist, notPlistMessage, _) = try generate("name = value")
        #expect(notPlist == 1)
        #expect(
            notPlistMessage
                == "error: Sample.intentdefinition: is not a property list: an .intentdefinition file is an XML "
                + "plist starting with '<?xml'\n")
        let (broken, brokenMessage, _) = try generate("<?xml version=\"1.0\"?><plist><dict><key>x</key></plist>")
        #expect(broken == 1)
        #expect(brokenMessage.hasPrefix("error: Sample.intentdefinition: is not a valid property list ("))
    }

    @Test func clashingGeneratedNamesAreRefused() throws {
        let types = """
            <key>INTypes</key><array><dict><key>INTypeName</key><string>WeatherIntent</string></dict></array>
            """
        let (status, message, _) = try generate(Self.plist(intents: Self.intent(parameters: []), extra: types))
        #expect(status == 1)
        #expect(message.contains("would both generate a declaration named 'WeatherIntent'"))
    }

    // MARK: Definitions

    static func stringParameter(_ name: String) -> String {
        "<dict><key>INIntentParameterName</key><string>\(name)</string>"
            + "<key>INIntentParameterType</key><string>String</string></dict>"
    }

    static func intent(parameters: [String]) -> String {
        "<dict><key>INIntentName</key><string>Weather</string><key>INIntentType</key><string>Custom</string>"
            + "<key>INIntentParameters</key><array>\(parameters.joined())</array></dict>"
    }

    static func plist(intents: String, extra: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0"><dict><key>INIntents</key><array>\(intents)</array>\(extra)</dict></plist>
        """
    }
}
