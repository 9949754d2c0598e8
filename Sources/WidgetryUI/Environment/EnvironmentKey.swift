/// A key for accessing values in the environment.
///
/// For example:
///
/// ```swift
/// private struct AccentKey: EnvironmentKey {
///     static let defaultValue: Color = .orange
/// }
/// extension EnvironmentValues {
///     var accent: Color {
///         get { self[AccentKey.self] }
///         set { self[AccentKey.self] = newValue }
///     }
/// }
/// ```
public protocol EnvironmentKey {
    /// The type of value the key stores.
    associatedtype Value
    /// The value a view sees when no ancestor sets one.
    static var defaultValue: Value { get }
}
