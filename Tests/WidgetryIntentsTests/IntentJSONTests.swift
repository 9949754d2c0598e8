import Foundation
import Testing
import WidgetryIntents

@Suite struct IntentJSONTests {
    @Test func printsCompactJSONWithSortedKeysAndEscapes() {
        let json: IntentJSON = [
            "b": [1, 2.5, true, nil], "a": "quote \" slash \\ newline \n tab \t bell \u{7}", "c": [:],
        ]
        #expect(
            json.description
                == #"{"a":"quote \" slash \\ newline \n tab \t bell \u0007","b":[1,2.5,true,null],"c":{}}"#)
    }

    @Test func parsingKeepsIntegersAndNumbersApart() throws {
        let json = try IntentJSON(parsing: #"{"n": 3, "x": 0.25, "s": "é", "list": [false, null], "big": 1e300}"#)
        #expect(json["n"] == .int(3))
        #expect(json["x"] == .double(0.25))
        #expect(json["s"] == "é")
        #expect(json["list"] == [false, nil])
        #expect(json["big"] == .double(1e300))
        #expect(try IntentJSON(parsing: "\"food\"") == "food")
    }

    @Test func printedTextParsesBackToTheSameValue() throws {
        let json: IntentJSON = ["tags": ["a", "b"], "ratio": 0.1, "count": -4, "on": false, "none": nil]
        #expect(try IntentJSON(parsing: json.description) == json)
    }

    @Test func codableRoundTripThroughFoundation() throws {
        let json: IntentJSON = ["character": "Unipony", "scores": [1, 2], "nested": ["x": 1.5]]
        let decoded = try JSONDecoder().decode(IntentJSON.self, from: try JSONEncoder().encode(json))
        #expect(decoded == json)
    }

    @Test func accessorsReadTheirCaseOnly() {
        let json: IntentJSON = 3
        #expect(json.intValue == 3)
        #expect(json.doubleValue == 3.0)
        #expect(json.stringValue == nil)
        #expect(IntentJSON.double(4.0).intValue == 4)
        #expect(IntentJSON.double(4.5).intValue == nil)
        #expect(IntentJSON.null.isNull)
        #expect(IntentJSON.string("x")["key"] == nil)
        #expect(IntentJSON.array([]).kindDescription == "an array")
    }
}
