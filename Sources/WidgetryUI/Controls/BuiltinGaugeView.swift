/// The built-in gauge look: a gauge node with its four label slots.
struct BuiltinGaugeView: View, ResolvablePrimitive {
    typealias Body = Never

    let configuration: GaugeStyleConfiguration
    let style: ResolvedGauge.Style

    func _resolve(in context: ResolveContext) -> [ResolvedNode] {
        let gauge = ResolvedGauge(
            value: configuration.rawValue, lowerBound: configuration.bounds.lowerBound,
            upperBound: configuration.bounds.upperBound, style: style, tint: context.environment.controlTint)
        let slots: [(any View)?] = [
            configuration.label, configuration.currentValueLabel, configuration.minimumValueLabel,
            configuration.maximumValueLabel,
        ]
        let children = slots.map { slot in
            slot.map { context.single(Resolver.resolveErased($0, in: context)) } ?? context.node(.empty)
        }
        return [context.node(.gauge(gauge), children)]
    }
}
