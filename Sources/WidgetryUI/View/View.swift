/// A type that represents part of a widget's user interface.
///
/// Compose views in `body`; Widgetry resolves the hierarchy into a ``ResolvedNode`` tree for layout.
///
/// For example:
///
/// ```swift
/// struct GameTurnSummary: View {
///     var status: String
///     var body: some View {
///         VStack(alignment: .leading) {
///             Text("Game Status").font(.caption)
///             Text(status).font(.headline)
///         }
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol View {
    /// The type of view representing the body of this view.
    associatedtype Body: View

    /// The content and behavior of the view.
    @ViewBuilder @MainActor @preconcurrency var body: Body { get }
}

extension View where Body == Never {
    /// Primitive views have no body: Widgetry resolves them directly, never through this property.
    public var body: Never {
        preconditionFailure("'\(Self.self)' is a primitive view; Widgetry resolves it directly, not through 'body'.")
    }
}

extension Never: View {
    public typealias Body = Never
}
