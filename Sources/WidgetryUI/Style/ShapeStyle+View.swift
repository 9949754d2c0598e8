extension Color: View {
    public typealias Body = Never
}

extension Color: ResolvablePrimitive {
    package func _resolve(in context: ResolveContext) -> [ResolvedNode] {
        [context.node(.paint(_resolvePaint(in: context.environment)))]
    }
}

extension LinearGradient: View {
    public typealias Body = Never
}

extension LinearGradient: ResolvablePrimitive {
    package func _resolve(in context: ResolveContext) -> [ResolvedNode] {
        [context.node(.paint(_resolvePaint(in: context.environment)))]
    }
}

extension RadialGradient: View {
    public typealias Body = Never
}

extension RadialGradient: ResolvablePrimitive {
    package func _resolve(in context: ResolveContext) -> [ResolvedNode] {
        [context.node(.paint(_resolvePaint(in: context.environment)))]
    }
}

extension AngularGradient: View {
    public typealias Body = Never
}

extension AngularGradient: ResolvablePrimitive {
    package func _resolve(in context: ResolveContext) -> [ResolvedNode] {
        [context.node(.paint(_resolvePaint(in: context.environment)))]
    }
}
