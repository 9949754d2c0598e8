/// An intent whose parameters configure a widget, used with `AppIntentConfiguration`.
///
/// For example:
///
/// ```swift
/// struct SelectCategoryIntent: WidgetConfigurationIntent {
///     static var title: LocalizedStringResource = "Select Category"
///     @Parameter(title: "Category", default: .food) var category: Category
/// }
/// ```
///
/// A configuration intent only carries values, so it gets a `perform()` that does nothing.
public protocol WidgetConfigurationIntent: AppIntent {}

extension WidgetConfigurationIntent {
    /// Does nothing: a configuration intent only carries the person's choices.
    public func perform() async throws -> IntentResultContainer<Never, Never, Never, Never> {
        .result()
    }
}
