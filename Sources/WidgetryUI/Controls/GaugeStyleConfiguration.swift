/// The properties of a gauge: its value and its labels.
public struct GaugeStyleConfiguration {
    /// The gauge's value as a fraction of its range, from 0 to 1.
    public let value: Double
    /// The gauge's label.
    public let label: Label
    /// The current-value label, if the gauge has one.
    public let currentValueLabel: CurrentValueLabel?
    /// The minimum-value label, if the gauge has one.
    public let minimumValueLabel: MinimumValueLabel?
    /// The maximum-value label, if the gauge has one.
    public let maximumValueLabel: MaximumValueLabel?
    let rawValue: Double
    let bounds: ClosedRange<Double>

    init(
        rawValue: Double, bounds: ClosedRange<Double>, label: ContentResolver, currentValueLabel: ContentResolver?,
        minimumValueLabel: ContentResolver?, maximumValueLabel: ContentResolver?
    ) {
        self.rawValue = rawValue
        self.bounds = bounds
        let span = bounds.upperBound - bounds.lowerBound
        value = span > 0 ? min(max((rawValue - bounds.lowerBound) / span, 0), 1) : 0
        self.label = Label(content: label)
        self.currentValueLabel = currentValueLabel.map(CurrentValueLabel.init)
        self.minimumValueLabel = minimumValueLabel.map(MinimumValueLabel.init)
        self.maximumValueLabel = maximumValueLabel.map(MaximumValueLabel.init)
    }

    /// The gauge's label, as a view.
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

    /// The minimum-value label, as a view.
    public struct MinimumValueLabel: View, ResolvablePrimitive {
        public typealias Body = Never
        let content: ContentResolver
        package func _resolve(in context: ResolveContext) -> [ResolvedNode] { content.resolve(context) }
    }

    /// The maximum-value label, as a view.
    public struct MaximumValueLabel: View, ResolvablePrimitive {
        public typealias Body = Never
        let content: ContentResolver
        package func _resolve(in context: ResolveContext) -> [ResolvedNode] { content.resolve(context) }
    }
}
