/// An intent whose parameters configure a Control Center control, used with `AppIntentControlConfiguration`.
///
/// Like ``WidgetConfigurationIntent``, it only carries values, so it gets a `perform()` that does nothing.
public protocol ControlConfigurationIntent: AppIntent {}

extension ControlConfigurationIntent {
    /// Does nothing: a configuration intent only carries the person's choices.
    public func perform() async throws -> IntentResultContainer<Never, Never, Never, Never> {
        .result()
    }
}
