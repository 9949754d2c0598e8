/// A result builder that collects the content states of a Live Activity `#Preview`.
///
/// For example, the `contentStates` closure of
///
/// ```swift
/// #Preview("Delivery", as: .content, using: DeliveryAttributes.preview) {
///     DeliveryActivityWidget()
/// } contentStates: {
///     DeliveryAttributes.ContentState(driverName: "Anne")
///     DeliveryAttributes.ContentState(driverName: "Bill")
/// }
/// ```
///
/// builds two states.
@resultBuilder
public struct PreviewActivityBuilder<A: ActivityAttributes> {
    public static func buildExpression(_ state: A.ContentState) -> [A.ContentState] { [state] }

    public static func buildExpression(_ states: [A.ContentState]) -> [A.ContentState] { states }

    public static func buildPartialBlock(first: [A.ContentState]) -> [A.ContentState] { first }

    public static func buildPartialBlock(accumulated: [A.ContentState], next: [A.ContentState]) -> [A.ContentState] {
        accumulated + next
    }

    public static func buildBlock() -> [A.ContentState] { [] }

    public static func buildArray(_ components: [[A.ContentState]]) -> [A.ContentState] { components.flatMap { $0 } }

    public static func buildOptional(_ component: [A.ContentState]?) -> [A.ContentState] { component ?? [] }

    public static func buildEither(first component: [A.ContentState]) -> [A.ContentState] { component }

    public static func buildEither(second component: [A.ContentState]) -> [A.ContentState] { component }

    public static func buildLimitedAvailability(_ component: [A.ContentState]) -> [A.ContentState] { component }
}
