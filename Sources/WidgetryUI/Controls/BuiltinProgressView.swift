/// The built-in progress look: a progress node with its label slots.
struct BuiltinProgressView: View, ResolvablePrimitive {
    typealias Body = Never

    let configuration: ProgressViewStyleConfiguration
    let style: ResolvedProgress.Style

    func _resolve(in context: ResolveContext) -> [ResolvedNode] {
        let progress = ResolvedProgress(kind: configuration.kind, style: style, tint: context.environment.controlTint)
        let slots: [(any View)?] = [configuration.label, configuration.currentValueLabel]
        let children = slots.map { slot in
            slot.map { context.single(Resolver.resolveErased($0, in: context)) } ?? context.node(.empty)
        }
        return [context.node(.progress(progress), children)]
    }
}
