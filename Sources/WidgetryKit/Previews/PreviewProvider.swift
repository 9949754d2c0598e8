import WidgetryUI

/// A type that produces view previews, the form that predates `#Preview`.
///
/// For example:
///
/// ```swift
/// struct CountryWidgetPreviews: PreviewProvider {
///     static var previews: some View {
///         CountryView(country: .uk)
///             .previewContext(WidgetPreviewContext(family: .systemSmall))
///     }
/// }
/// ```
///
/// ``PreviewRegistry`` finds every conforming type at run time. Each view marked with
/// `previewContext(_:)` becomes a preview of its own, in that context's family; without one,
/// the whole of ``previews`` is a single preview.
///
/// In optimized (`-c release`) builds the compiler emits the metadata and conformance record of an internal type
/// only when something references it, so an internal provider nothing uses is not in the executable and cannot be
/// found (the linker is not involved: the object file already lacks it). Mark such a type `@usableFromInline` (or
/// `public`), which compiles unchanged on iOS, or run previews from a debug build. `#Preview` expansions are
/// `@usableFromInline` already.
@MainActor @preconcurrency
public protocol PreviewProvider {
    /// The type of view the previews are.
    associatedtype Previews: View

    /// The views to preview.
    @ViewBuilder static var previews: Previews { get }
}

/// The context a view is previewed in, such as a ``WidgetPreviewContext``.
public protocol PreviewContext: Sendable {
    /// The context's value for a key, or the key's default when the context does not set it.
    subscript<Key: PreviewContextKey>(key: Key.Type) -> Key.Value { get }
}

/// A key for a value a ``PreviewContext`` may provide.
public protocol PreviewContextKey {
    /// The type of value the key stands for.
    associatedtype Value

    /// The value when a context does not provide one.
    static var defaultValue: Value { get }
}

/// The context for previewing a widget or a widget's view in a family.
///
/// For example: `MyWidgetView().previewContext(WidgetPreviewContext(family: .systemSmall))`.
public struct WidgetPreviewContext: PreviewContext {
    /// The family the preview is shown in.
    public let family: WidgetFamily

    /// Creates a context for previewing a widget or a widget's view.
    /// - Parameter family: The family the preview is shown in.
    public init(family: WidgetFamily) {
        self.family = family
    }

    public subscript<Key: PreviewContextKey>(key: Key.Type) -> Key.Value {
        if key == WidgetFamilyPreviewContextKey.self, let family = family as? Key.Value { return family }
        return Key.defaultValue
    }
}

/// The widget family a ``PreviewContext`` shows its view in, if any.
public enum WidgetFamilyPreviewContextKey: PreviewContextKey {
    public static var defaultValue: WidgetFamily? { nil }
}
