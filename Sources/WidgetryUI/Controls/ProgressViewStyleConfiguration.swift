/// The properties of a progress view.
public struct ProgressViewStyleConfiguration {
    /// The completed fraction from 0 to 1, or `nil` when indeterminate or timed.
    public let fractionCompleted: Double?
    /// The label, if the progress view has one.
    public let label: Label?
    /// The current-value label, if the progress view has one.
    public let currentValueLabel: CurrentValueLabel?
    let kind: ResolvedProgress.Kind

    init(kind: ResolvedProgress.Kind, label: ContentResolver?, currentValueLabel: ContentResolver?) {
        self.kind = kind
        if case .determinate(let fraction) = kind { fractionCompleted = fraction } else { fractionCompleted = nil }
        self.label = label.map(Label.init)
        self.currentValueLabel = currentValueLabel.map(CurrentValueLabel.init)
    }

    /// The label, as a view.
    public struct Label: View, ResolvablePrimitive {
        public typealias Body = Never
        let content: ContentResolver
        package func _resolve(in context: ResolveContext) -> [ResolvedNode] { content.resolve(context) }
    }

    /// The current-value label, as a view.
    public struct CurrentValueLabel: View, ResolvablePrimitive {
        public typealias Body = Never
        let content: ContentResolver
        package func _resolve(in context: ResolveContext) -> [ResolvedNode] { content.resolve(context) }
    }
}
