import Foundation
import Testing
import WidgetryIntents

@Suite struct IntentCoderRejectionTests {
    /// A configuration the coder must reject, with the error it must give.
    struct Rejection: Sendable, CustomTestStringConvertible {
        let name: String
        let intent: any AppIntent.Type
        let json: IntentJSON
        let code: IntentError.Code
        let parameter: String?
        let message: String
        var testDescription: String { name }
    }

    static let rejections: [Rejection] = [
        Rejection(
            name: "unknown parameter", intent: SelectCategoryIntent.self, json: ["categroy": "food"],
            code: .unknownParameter, parameter: "categroy",
            message: "Unknown parameter 'categroy' for intent 'SelectCategoryIntent'. "
                + "Parameters: 'category', 'showPrices', 'maxItems', 'title'."),
        Rejection(
            name: "unknown parameter of intent without parameters", intent: OpenCameraIntent.self, json: ["x": 1],
            code: .unknownParameter, parameter: "x",
            message: "Unknown parameter 'x' for intent 'OpenCameraIntent'. It has no parameters."),
        Rejection(
            name: "not an object", intent: SelectCategoryIntent.self, json: ["food"], code: .notAnObject,
            parameter: nil,
            message:
                #"Expected a JSON object of parameters for intent 'SelectCategoryIntent', got an array '["food"]'."#
        ),
        Rejection(
            name: "string for int", intent: SelectCategoryIntent.self, json: ["maxItems": "three"],
            code: .typeMismatch, parameter: "maxItems",
            message: "Parameter 'maxItems' expects an integer, got a string 'three'."),
        Rejection(
            name: "fraction for int", intent: EverythingIntent.self, json: ["count": 2.5], code: .typeMismatch,
            parameter: "count", message: "Parameter 'count' expects an integer, got a number '2.5'."),
        Rejection(
            name: "null for non-optional", intent: SelectCategoryIntent.self, json: ["maxItems": nil],
            code: .typeMismatch, parameter: "maxItems", message: "Parameter 'maxItems' expects an integer, got null."),
        Rejection(
            name: "int for bool", intent: SelectCategoryIntent.self, json: ["showPrices": 1], code: .typeMismatch,
            parameter: "showPrices",
            message: "Parameter 'showPrices' expects a boolean (true or false), got an integer '1'."),
        Rejection(
            name: "array for string", intent: SelectCategoryIntent.self, json: ["title": ["x"]], code: .typeMismatch,
            parameter: "title", message: #"Parameter 'title' expects a string, got an array '["x"]'."#),
        Rejection(
            name: "string for double", intent: EverythingIntent.self, json: ["ratio": "half"], code: .typeMismatch,
            parameter: "ratio", message: "Parameter 'ratio' expects a number, got a string 'half'."),
        Rejection(
            name: "bad date", intent: EverythingIntent.self, json: ["due": "tomorrow"], code: .typeMismatch,
            parameter: "due",
            message: "Parameter 'due' expects an ISO 8601 date string such as '2024-06-01T09:30:00Z', "
                + "got a string 'tomorrow'."),
        Rejection(
            name: "relative url", intent: EverythingIntent.self, json: ["link": "example.com"], code: .typeMismatch,
            parameter: "link",
            message: "Parameter 'link' expects an absolute URL string such as 'https://example.com', "
                + "got a string 'example.com'."),
        Rejection(
            name: "scalar for array", intent: EverythingIntent.self, json: ["tags": "a"], code: .typeMismatch,
            parameter: "tags", message: "Parameter 'tags' expects an array (each element a string), got a string 'a'."),
        Rejection(
            name: "bad array element", intent: EverythingIntent.self, json: ["scores": [1, "x"]],
            code: .typeMismatch, parameter: "scores[1]",
            message: "Parameter 'scores[1]' expects an integer, got a string 'x'."),
        Rejection(
            name: "string enum value", intent: SelectCategoryIntent.self, json: ["category": "pizza"],
            code: .invalidEnumValue, parameter: "category",
            message: "Invalid value 'pizza' for parameter 'category' (Category). "
                + "Valid values: 'food', 'drinks', 'dessert'."),
        Rejection(
            name: "int enum value", intent: EverythingIntent.self, json: ["priority": 9], code: .invalidEnumValue,
            parameter: "priority",
            message: "Invalid value '9' for parameter 'priority' (Priority). Valid values: '1', '2', '3'."),
        Rejection(
            name: "enum array element", intent: EverythingIntent.self, json: ["categories": ["food", "soup"]],
            code: .invalidEnumValue, parameter: "categories[1]",
            message: "Invalid value 'soup' for parameter 'categories[1]' (Category). "
                + "Valid values: 'food', 'drinks', 'dessert'."),
        Rejection(
            name: "unknown entity", intent: SelectCharacterIntent.self, json: ["character": "Batman"],
            code: .unknownEntity, parameter: "character",
            message: "No Character with identifier 'Batman' for parameter 'character' "
                + "(CharacterDetail, found by CharacterQuery). "
                + "Suggested identifiers: 'Power Panda', 'Unipony', 'Spouty'."),
        Rejection(
            name: "unknown entity in array", intent: EverythingIntent.self, json: ["team": ["Unipony", "Batman"]],
            code: .unknownEntity, parameter: "team[1]",
            message: "No Character with identifier 'Batman' for parameter 'team[1]' "
                + "(CharacterDetail, found by CharacterQuery). "
                + "Suggested identifiers: 'Power Panda', 'Unipony', 'Spouty'."),
        Rejection(
            name: "unknown int identifier", intent: EverythingIntent.self, json: ["planet": "2"],
            code: .unknownEntity, parameter: "planet",
            message: "No Planet with identifier '2' for parameter 'planet' (Planet, found by PlanetQuery). "
                + "Suggested identifiers: '1', '3', '4'."),
        Rejection(
            name: "malformed int identifier", intent: EverythingIntent.self, json: ["planet": "abc"],
            code: .unknownEntity, parameter: "planet",
            message: "'abc' is not a valid Int identifier of Planet for parameter 'planet'."),
        Rejection(
            name: "unknown uuid without suggestions", intent: EverythingIntent.self,
            json: ["notebook": "00000000-0000-0000-0000-000000000000"], code: .unknownEntity, parameter: "notebook",
            message: "No Notebook with identifier '00000000-0000-0000-0000-000000000000' for parameter "
                + "'notebook' (Notebook, found by NotebookQuery)."),
        Rejection(
            name: "wrong type for entity", intent: EverythingIntent.self, json: ["hero": true], code: .typeMismatch,
            parameter: "hero",
            message: "Parameter 'hero' expects the identifier string of a CharacterDetail, got a boolean 'true'."),
        Rejection(
            name: "query that throws", intent: NeedsGadgetIntent.self, json: ["gadget": "x"], code: .queryFailed,
            parameter: "gadget",
            message: "GadgetQuery.entities(for:) failed for parameter 'gadget' (Gadget): "
                + "the gadget store is offline. Check the query, then try again."),
    ]

    @Test(arguments: rejections)
    func rejectsWithClearError(_ rejection: Rejection) async throws {
        let error = await #expect(throws: IntentError.self) {
            _ = try await IntentCoder.decode(rejection.intent, from: rejection.json)
        }
        #expect(error?.code == rejection.code)
        #expect(error?.parameter == rejection.parameter)
        #expect(error?.message == rejection.message)
        #expect(error?.description == rejection.message)
    }

    @Test func queryFailureKeepsItsCause() async throws {
        let error = await #expect(throws: IntentError.self) {
            _ = try await IntentCoder.decode(NeedsGadgetIntent.self, from: ["gadget": "x"])
        }
        #expect(error?.cause is GadgetStoreOffline)
    }

    @Test func invalidJSONTextIsRejected() async throws {
        let error = await #expect(throws: IntentError.self) {
            _ = try await IntentCoder.decode(SelectCategoryIntent.self, from: "{oops")
        }
        #expect(error?.code == .invalidJSON)
        #expect(error?.message == #"Invalid JSON '{oops'. Write a JSON value such as {"name": "value"}."#)
    }
}
