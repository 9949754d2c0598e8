import Foundation
import Testing

/// Definition files as Xcode writes and accepts them: optional keys left out take Xcode's defaults, keys Widgetry
/// has no use for are ignored, and types Linux cannot have become properties that say so when used; only a file
/// Xcode would refuse fails, naming the file and the key.
@Suite struct IntentDefinitionXcodeDefaultsTests {
    let generator = IntentDefinitionGeneratorTests()

    static func responseIntent(responseParameters: [String], parameters: [String] = []) -> String {
        "<dict><key>INIntentName</key><string>Weather</string><key>INIntentType</key><string>Custom</string>"
            + "<key>INIntentParameters</key><array>\(parameters.joined())</array>"
            + "<key>INIntentResponse</key><dict><key>INIntentResponseCodes</key><array>"
            + "<dict><key>INIntentResponseCodeName</key><string>success</string></dict></array>"
            + "<key>INIntentResponseParameters</key><array>\(responseParameters.joined())</array></dict></dict>"
    }

    @Test func absentOptionalKeysTakeXcodesDefaults() throws {
        // A response parameter of Xcode's "Custom" type has no object type; a parameter without a type is a String.
        let custom = """
            <dict><key>INIntentResponseParameterName</key><string>forecast</string>\
            <key>INIntentResponseParameterType</key><string>Object</string></dict>
            """
        let untyped = "<dict><key>INIntentParameterName</key><string>city</string></dict>"
        let (status, message, text) = try generator.generate(
            IntentDefinitionGeneratorTests.plist(
                intents: Self.responseIntent(responseParameters: [custom], parameters: [untyped])))
        #expect(status == 0, "\(message)")
        #expect(text.contains("public var forecast: INObject? {"))
        #expect(text.contains("public var city: String? {"))
        #expect(text.contains("name: \"city\", title: \"city\", type: .string),"))
    }

    @Test func keysWidgetryDoesNotUseAreIgnored() throws {
        let parameter = """
            <dict><key>INIntentParameterName</key><string>city</string>\
            <key>INIntentParameterType</key><string>String</string>\
            <key>INIntentParameterPromptDialogs</key><array><dict><key>INIntentParameterPromptDialogType</key>\
            <string>Configuration</string></dict></array>\
            <key>INIntentParameterSomethingNewerXcodeWrites</key><integer>3</integer></dict>
            """
        let extra = """
            <key>INIntentDefinitionToolsVersion</key><string>15.0</string>\
            <key>INIntentDefinitionFutureKey</key><dict><key>a</key><true/></dict>
            """
        let (status, message, text) = try generator.generate(
            IntentDefinitionGeneratorTests.plist(
                intents: IntentDefinitionGeneratorTests.intent(parameters: [parameter]), extra: extra))
        #expect(status == 0, "\(message)")
        #expect(text.contains("public var city: String? {"))
    }

    @Test func typesLinuxCannotHaveBecomeUnavailableProperties() throws {
        let place = """
            <dict><key>INIntentParameterName</key><string>place</string>\
            <key>INIntentParameterType</key><string>Placemark</string>\
            <key>INIntentParameterSupportsResolution</key><true/></dict>
            """
        let payer = """
            <dict><key>INIntentResponseParameterName</key><string>payer</string>\
            <key>INIntentResponseParameterType</key><string>Person</string></dict>
            """
        let (status, message, text) = try generator.generate(
            IntentDefinitionGeneratorTests.plist(
                intents: Self.responseIntent(responseParameters: [payer], parameters: [place])))
        #expect(status == 0, "\(message)")
        #expect(
            text.contains(
                "@available(*, unavailable, message: \"'place' is a Placemark parameter (CLPlacemark (Core Location) "
                    + "on Apple's platforms), which Linux does not have\")\n    public var place: Never? { nil }"))
        #expect(text.contains("public var payer: Never? { nil }"))
        #expect(!text.contains("resolvePlace"))
    }

    @Test func flagsThatDoNotFitTheTypeAreIgnored() throws {
        // Left behind when a parameter's type changed in Xcode's editor: dynamic options on a Boolean, a default
        // on a date.
        let flag = """
            <dict><key>INIntentParameterName</key><string>metric</string>\
            <key>INIntentParameterType</key><string>Boolean</string>\
            <key>INIntentParameterSupportsDynamicEnumeration</key><true/></dict>
            """
        let day = """
            <dict><key>INIntentParameterName</key><string>day</string>\
            <key>INIntentParameterType</key><string>DateComponents</string>\
            <key>INIntentParameterMetadata</key><dict><key>INIntentParameterMetadataDefaultValue</key>\
            <string>today</string></dict></dict>
            """
        let (status, message, text) = try generator.generate(
            IntentDefinitionGeneratorTests.plist(
                intents: IntentDefinitionGeneratorTests.intent(parameters: [flag, day])))
        #expect(status == 0, "\(message)")
        #expect(!text.contains("provideMetricOptionsCollection"))
        #expect(text.contains("name: \"day\", title: \"day\", type: .date),"))
    }

    @Test func whatXcodeRefusesStillFailsNamingFileAndKey() throws {
        let parameter = """
            <dict><key>INIntentParameterName</key><string>units</string>\
            <key>INIntentParameterType</key><string>Enum</string></dict>
            """
        let (status, message, _) = try generator.generate(
            IntentDefinitionGeneratorTests.plist(
                intents: IntentDefinitionGeneratorTests.intent(parameters: [parameter])))
        #expect(status == 1)
        #expect(
            message
                == "error: Sample.intentdefinition: INIntents[0].INIntentParameters[0].INIntentParameterType: type "
                + "'Enum' needs 'INIntentParameterEnumType', the name of one of INEnums\n")
        let (unknown, unknownMessage, _) = try generator.generate(
            IntentDefinitionGeneratorTests.plist(
                intents: IntentDefinitionGeneratorTests.intent(parameters: [
                    "<dict><key>INIntentParameterName</key><string>x</string>"
                        + "<key>INIntentParameterType</key><string>Hologram</string></dict>"
                ])))
        #expect(unknown == 1)
        #expect(unknownMessage.contains("INIntentParameters[0].INIntentParameterType: unknown type 'Hologram'"))
    }
}
