import Foundation

/// The key for a localized string, with the values interpolated into it.
///
/// String literals passed to `Text`, `Label`, `Button` and friends become keys; interpolations may be
/// strings, numbers, formatted values, other `Text`, `Image`s and live dates.
///
/// For example:
///
/// ```swift
/// Text("\(entry.weather.temp)°")
/// Text("Updated \(entry.date, style: .relative) ago")
/// ```
public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
    enum Segment: Equatable, Sendable {
        case literal(String)
        case text(Text)
    }

    var segments: [Segment]

    /// Creates a key from a string value.
    public init(_ value: String) { segments = [.literal(value)] }

    /// Creates a key from a string literal.
    public init(stringLiteral value: String) { self.init(value) }

    /// Creates a key from an interpolated literal.
    public init(stringInterpolation: StringInterpolation) { segments = stringInterpolation.segments }

    /// The key's text with interpolations as they display, dates as their spec; for descriptions.
    var plainDescription: String {
        segments.map { segment in
            switch segment {
            case .literal(let string): string
            case .text(let text): text.plainDescription
            }
        }.joined()
    }
}

extension LocalizedStringKey {
    /// The key's text with its interpolations, for places that show a plain string, such as a widget's
    /// display name; live dates show as their spec.
    package var _plainText: String { plainDescription }
}
