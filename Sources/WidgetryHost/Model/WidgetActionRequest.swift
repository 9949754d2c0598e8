import WidgetryIntents

/// A tap on a widget's button or toggle: the intent to perform, by type name and parameters, and a toggle's new
/// value.
///
/// For example, a display list's hit region for `Toggle(isOn:intent:)` becomes
///
/// ```swift
/// WidgetActionRequest(intentType: "MyWidgets.ToggleFavoriteIntent", parameters: ["itemID": "42"], toggleValue: true)
/// ```
public struct WidgetActionRequest: Sendable, Hashable, Codable {
    /// The intent type's name, as ``AnyAppIntent/typeName`` records it.
    public var intentType: String
    /// The intent's parameters, a JSON object.
    public var parameters: IntentJSON
    /// A toggle's new state; `nil` for buttons. Set on a `SetValueIntent` as its `value` before performing it.
    public var toggleValue: Bool?

    /// Creates an action request.
    /// - Parameters:
    ///   - intentType: The intent type's name.
    ///   - parameters: The intent's parameters as a JSON object.
    ///   - toggleValue: A toggle's new state; `nil` for buttons.
    public init(intentType: String, parameters: IntentJSON = .object([:]), toggleValue: Bool? = nil) {
        self.intentType = intentType
        self.parameters = parameters
        self.toggleValue = toggleValue
    }

    /// The request for an erased intent, as a view hands it over.
    public init(_ intent: AnyAppIntent, toggleValue: Bool? = nil) {
        self.init(intentType: intent.typeName, parameters: intent.parameters, toggleValue: toggleValue)
    }
}
