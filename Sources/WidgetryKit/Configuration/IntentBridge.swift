import WidgetryIntents

/// Moves configurations between their JSON form and the widget's configuration intent.
enum IntentBridge {
    /// Decodes a configuration into its intent, filling unset parameters from defaults and queries.
    ///
    /// - throws: `IntentError` naming the parameter or value that does not fit.
    static func decode<Intent: WidgetConfigurationIntent>(
        _ type: Intent.Type, from values: WidgetConfigurationValues?, kind: String
    ) async throws -> Intent {
        try await IntentCoder.decode(type, from: .object(values ?? [:]))
    }

    /// The configuration of an intent, as JSON.
    static func encode<Intent: AppIntent>(_ intent: Intent) -> WidgetConfigurationValues {
        IntentCoder.encode(intent).objectValue ?? [:]
    }
}
