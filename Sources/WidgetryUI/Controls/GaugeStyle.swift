/// A type that specifies the appearance of a gauge.
///
/// For example, `.gaugeStyle(.accessoryCircularCapacity)`.
@MainActor @preconcurrency
public protocol GaugeStyle {
    /// A view representing the body of a gauge.
    associatedtype Body: View
    /// The properties of a gauge.
    typealias Configuration = GaugeStyleConfiguration

    /// Creates a view representing the body of a gauge.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
}
