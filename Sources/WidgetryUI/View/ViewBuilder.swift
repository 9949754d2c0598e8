/// A result builder that constructs views from closures.
///
/// It accepts any number of child views, `if`/`else`, `switch`, optionals, `for`-free loops through
/// ``ForEach``, and `if #available`.
///
/// For example:
///
/// ```swift
/// @ViewBuilder var body: some View {
///     switch family {
///     case .systemSmall: SmallView()
///     default: LargeView()
///     }
/// }
/// ```
@resultBuilder
public enum ViewBuilder {
    /// Builds an empty view from a block containing no statements.
    public static func buildBlock() -> EmptyView { EmptyView() }

    /// Passes a single view written as a child view through unmodified.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    /// Combines several child views into a ``TupleView``.
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<
        (repeat each Content)
    > {
        TupleView((repeat each content))
    }

    /// Passes a view expression through unmodified.
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    /// Produces an optional view for an `if` statement without an `else`.
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    /// Produces content for the `true` branch of a conditional or the first cases of a `switch`.
    public static func buildEither<TrueContent: View, FalseContent: View>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }

    /// Produces content for the `false` branch of a conditional or the last cases of a `switch`.
    public static func buildEither<TrueContent: View, FalseContent: View>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }

    /// Erases the type of content inside `if #available` so it can be used on every platform version.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}
