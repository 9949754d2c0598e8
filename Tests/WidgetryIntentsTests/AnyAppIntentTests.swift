import Foundation
import Testing
import WidgetryIntents

@Suite struct AnyAppIntentTests {
    @Test func recordsTypeNameAndParameters() {
        let erased = AnyAppIntent(ToggleFavoriteIntent(itemID: "42"))
        #expect(erased.typeName == "WidgetryIntentsTests.ToggleFavoriteIntent")
        #expect(erased.parameters == ["itemID": "42"])
        #expect(erased.description == #"WidgetryIntentsTests.ToggleFavoriteIntent {"itemID":"42"}"#)
        #expect(erased.title == "Toggle Favorite")
        #expect(erased.openAppWhenRun == false)
        #expect(AnyAppIntent(OpenCameraIntent()).openAppWhenRun)
    }

    @Test func existentialIntentKeepsItsDynamicType() {
        let intent: any AppIntent = SelectCategoryIntent()
        let erased = AnyAppIntent(intent)
        #expect(erased.typeName == "WidgetryIntentsTests.SelectCategoryIntent")
        #expect(ObjectIdentifier(erased.intentType) == ObjectIdentifier(SelectCategoryIntent.self))
    }

    @Test func equalityAndHashingFollowTypeAndParameters() {
        let a = AnyAppIntent(ToggleFavoriteIntent(itemID: "42"))
        let b = AnyAppIntent(ToggleFavoriteIntent(itemID: "42"))
        let c = AnyAppIntent(ToggleFavoriteIntent(itemID: "7"))
        let d = AnyAppIntent(RecordIntent(token: "42", message: "hello"))
        #expect(a == b)
        #expect(a != c)
        #expect(a != d)
        #expect(Set([a, b, c, d]).count == 3)
    }

    @Test func performRunsTheIntent() async throws {
        let token = UUID().uuidString
        try await AnyAppIntent(RecordIntent(token: token, message: "tap")).perform()
        #expect(await PerformLog.shared.entries(for: token) == ["tap"])
    }

    @Test func registryRebuildsAndPerformsAnErasedIntent() async throws {
        let token = UUID().uuidString
        let erased = AnyAppIntent(RecordIntent(token: token, message: "from host"))
        let rebuilt = try await IntentTypeRegistry.shared.makeIntent(
            typeName: erased.typeName, parameters: erased.parameters)
        #expect(rebuilt == erased)
        try await rebuilt.perform()
        #expect(await PerformLog.shared.entries(for: token) == ["from host"])
    }

    @Test func registryListsTypesAndRejectsUnknownNames() async throws {
        let registry = IntentTypeRegistry()
        let empty = await #expect(throws: IntentError.self) {
            _ = try await registry.makeIntent(typeName: "Nope", parameters: [:])
        }
        #expect(
            empty?.message
                == "Unknown intent type 'Nope'. No intent types are registered; register one with "
                + "IntentTypeRegistry.register(_:).")
        registry.register(SelectCategoryIntent.self)
        registry.register(SelectCategoryIntent.self)
        registry.register(OpenCameraIntent.self)
        #expect(
            registry.typeNames == [
                "WidgetryIntentsTests.OpenCameraIntent", "WidgetryIntentsTests.SelectCategoryIntent",
            ])
        #expect(
            registry.type(named: "WidgetryIntentsTests.OpenCameraIntent").map(ObjectIdentifier.init)
                == ObjectIdentifier(OpenCameraIntent.self))
        let unknown = await #expect(throws: IntentError.self) {
            _ = try await registry.makeIntent(typeName: "SelectCategoryIntent", parameters: [:])
        }
        #expect(unknown?.code == .unknownIntentType)
        #expect(
            unknown?.message
                == "Unknown intent type 'SelectCategoryIntent'. Registered intent types: "
                + "'WidgetryIntentsTests.OpenCameraIntent', 'WidgetryIntentsTests.SelectCategoryIntent'.")
        let schema = try registry.schema(typeName: "WidgetryIntentsTests.SelectCategoryIntent")
        #expect(schema.parameters.count == 4)
    }

    @Test func registryDecodingRejectsBadParameters() async throws {
        let registry = IntentTypeRegistry()
        registry.register(SelectCategoryIntent.self)
        let error = await #expect(throws: IntentError.self) {
            _ = try await registry.makeIntent(
                typeName: "WidgetryIntentsTests.SelectCategoryIntent", parameters: ["category": "pizza"])
        }
        #expect(error?.code == .invalidEnumValue)
    }

    @Test func settingValueMakesAnIndependentCopyAndPerformsWithIt() async throws {
        let token = UUID().uuidString
        let erased = AnyAppIntent(RecordingSwitchIntent(token: token))
        #expect(erased.isSetValueIntent)
        #expect(erased.valueType == .bool)
        let on = try erased.settingValue(true)
        #expect(on.parameters == ["token": .string(token), "value": true])
        #expect(erased.parameters == ["token": .string(token)])
        #expect(IntentCoder.encode(erased.base) == ["token": .string(token)])
        try await on.perform()
        try await erased.settingValue(false).perform()
        #expect(await PerformLog.shared.entries(for: token) == ["on=true", "on=false"])
    }

    @Test func settingValueOnTheSampleFlashlightIntent() throws {
        let on = try AnyAppIntent(ToggleFlashlightIntent()).settingValue(true)
        #expect(on.parameters == ["value": true])
    }

    @Test func settingValueFromJSONResolvesTheValueType() async throws {
        let token = UUID().uuidString
        let erased = AnyAppIntent(SetPriorityIntent(token: token))
        #expect(erased.valueType?.description == "enum Priority")
        try await erased.settingValue(json: 3).perform()
        #expect(await PerformLog.shared.entries(for: token) == ["priority=3"])
        let error = await #expect(throws: IntentError.self) {
            _ = try await erased.settingValue(json: 9)
        }
        #expect(error?.code == .invalidEnumValue)
        #expect(error?.parameter == "value")
    }

    @Test func settingValueRejectsWrongTypesAndOtherIntents() throws {
        let wrongType = #expect(throws: IntentError.self) {
            _ = try AnyAppIntent(RecordingSwitchIntent(token: "t")).settingValue("yes")
        }
        #expect(wrongType?.code == .cannotSetValue)
        #expect(
            wrongType?.message
                == "Intent 'WidgetryIntentsTests.RecordingSwitchIntent' takes a value of type 'Bool', "
                + "got 'yes' of type 'String'.")
        let favorite = AnyAppIntent(ToggleFavoriteIntent(itemID: "42"))
        #expect(!favorite.isSetValueIntent)
        #expect(favorite.valueType == nil)
        let notSetValue = #expect(throws: IntentError.self) { _ = try favorite.settingValue(true) }
        #expect(
            notSetValue?.message
                == "Intent 'WidgetryIntentsTests.ToggleFavoriteIntent' is not a SetValueIntent, so it has no value "
                + "to set. Perform it as it is, or make it conform to SetValueIntent with a `value` parameter.")
    }
}
