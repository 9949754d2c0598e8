/// A type that lists the values a person can pick for a parameter, found when the edit form opens.
///
/// For example:
///
/// ```swift
/// struct PlaylistOptionsProvider: DynamicOptionsProvider {
///     func results() async throws -> [String] { await Library.shared.playlistNames() }
///     func defaultResult() async -> String? { "Favorites" }
/// }
///
/// @Parameter(title: "Playlist", optionsProvider: PlaylistOptionsProvider()) var playlist: String
/// ```
public protocol DynamicOptionsProvider: Sendable {
    /// The type of the values.
    associatedtype DefaultValue: _IntentValue

    /// The values to offer.
    func results() async throws -> [DefaultValue]

    /// The value a parameter starts with; `nil` unless the provider gives one.
    func defaultResult() async -> DefaultValue?
}

extension DynamicOptionsProvider {
    /// No default.
    public func defaultResult() async -> DefaultValue? { nil }
}

/// A parameter's ``DynamicOptionsProvider``, erased.
struct ParameterOptionsSource: Sendable {
    let options: @Sendable (String?) async throws -> [IntentValueOption]
    let defaultValue: @Sendable () async throws -> IntentJSON?
    let defaultTypedValue: @Sendable () async throws -> Any?

    init<Provider: DynamicOptionsProvider>(_ provider: Provider) {
        options = { text in
            let values = try await provider.results()
            let options = values.map { value in
                IntentValueOption(value: value._intentJSON, title: value._intentOptionTitle)
            }
            guard let text, !text.isEmpty else { return options }
            return options.filter { $0.title.localizedCaseInsensitiveContains(text) }
        }
        defaultValue = { await provider.defaultResult()?._intentJSON }
        defaultTypedValue = { await provider.defaultResult() }
    }
}

extension IntentJSON {
    /// The value as a number, for range checks; `nil` for other kinds.
    var numberValue: Double? {
        switch self {
        case .int(let int): Double(int)
        case .double(let double): double
        default: nil
        }
    }
}
