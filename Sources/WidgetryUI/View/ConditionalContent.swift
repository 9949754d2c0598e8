/// Content that shows one of two views: what `if`/`else` and `switch` build.
public struct _ConditionalContent<TrueContent: View, FalseContent: View> {
    /// Which branch was taken.
    public enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    /// The branch taken and its view.
    public let storage: Storage

    /// Creates conditional content from the branch taken.
    public init(storage: Storage) { self.storage = storage }
}

extension _ConditionalContent: View {
    public typealias Body = Never
}

extension _ConditionalContent: ResolvablePrimitive {
    package func _resolve(in context: ResolveContext) -> [ResolvedNode] {
        switch storage {
        case .trueContent(let view): Resolver.resolve(view, in: context)
        case .falseContent(let view): Resolver.resolve(view, in: context)
        }
    }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
}

extension Optional: ResolvablePrimitive where Wrapped: View {
    package func _resolve(in context: ResolveContext) -> [ResolvedNode] {
        switch self {
        case .some(let view): Resolver.resolve(view, in: context)
        case .none: []
        }
    }
}
