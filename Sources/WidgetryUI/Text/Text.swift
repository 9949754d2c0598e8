import Foundation
import WidgetryIntents

/// A view that displays one or more lines of read-only text.
///
/// Literals are localized keys with interpolation (`Text("\(temp)°")`); `String` values are shown
/// verbatim. Dates can stay live: `Text(date, style: .relative)` and `Text(timerInterval:)` are kept
/// symbolic in the resolved tree and formatted when drawn.
///
/// For example:
///
/// ```swift
/// Text("Game Status").font(.caption).foregroundStyle(.secondary)
/// Text(entry.date, style: .time)
/// Text("Due ") + Text(entry.date, style: .relative).bold()
/// ```
public struct Text: Equatable, Sendable {
    enum Storage: Equatable, Sendable {
        case verbatim(String)
        case key(LocalizedStringKey)
        case date(ResolvedDynamicDate.Kind)
        case image(Image)
        case concatenated([Text])
    }

    var storage: Storage
    /// Text modifiers in the order they were applied; the first applied wins a conflict.
    var modifiers: [TextModifier] = []

    init(storage: Storage) { self.storage = storage }

    /// Creates text that displays a localized string key, with its interpolations.
    ///
    /// - Parameters:
    ///   - key: The key, usually a literal such as `"\(entry.weather.temp)°"`.
    ///   - tableName: Ignored: Widgetry shows the development-language string.
    ///   - bundle: Ignored.
    ///   - comment: Ignored.
    public init(
        _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil
    ) {
        storage = .key(key)
    }

    /// Creates text that displays a string without localizing it.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {
        storage = .verbatim(String(content))
    }

    /// Creates text that displays a string literal without localizing it.
    public init(verbatim content: String) {
        storage = .verbatim(content)
    }

    /// Creates text that displays a localized string resource.
    @_disfavoredOverload
    public init(_ resource: LocalizedStringResource) {
        storage = .verbatim(String(localized: resource))
    }

    /// Creates text that displays the formatted value of an input.
    ///
    /// - Parameters:
    ///   - input: The value to format.
    ///   - format: The format style, such as `.number.precision(.fractionLength(1))`.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        storage = .verbatim(format.format(input))
    }

    /// Creates text that displays an object formatted by a formatter.
    public init<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
        storage = .verbatim(formatter.string(for: subject) ?? String(describing: subject))
    }

    /// Creates text that displays an attributed string's characters.
    ///
    /// Foundation on Linux defines neither SwiftUI's attribute scope nor presentation intents, so the runs carry no
    /// styling Widgetry could read: the characters are shown with the text's own font and style.
    public init(_ attributedContent: AttributedString) {
        storage = .verbatim(String(attributedContent.characters))
    }

    /// Creates text that displays an image inline, sized and colored like the text around it.
    public init(_ image: Image) {
        storage = .image(image)
    }

    /// Concatenates the text of two text views.
    public static func + (lhs: Text, rhs: Text) -> Text {
        Text(storage: .concatenated([lhs, rhs]))
    }
}
