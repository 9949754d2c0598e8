import Foundation

/// A view that shows the progress toward completion of a task, or activity without a known amount.
///
/// For example:
///
/// ```swift
/// ProgressView(value: entry.detail.healthLevel)
/// ProgressView(timerInterval: start...end, countsDown: true)
/// ```
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    public typealias Body = Never

    let kind: ResolvedProgress.Kind
    let label: Label?
    let currentValueLabel: CurrentValueLabel?

    init(kind: ResolvedProgress.Kind, label: Label?, currentValueLabel: CurrentValueLabel?) {
        self.kind = kind
        self.label = label
        self.currentValueLabel = currentValueLabel
    }

    static func kind<V: BinaryFloatingPoint>(value: V?, total: V) -> ResolvedProgress.Kind {
        guard let value else { return .indeterminate }
        guard total > 0 else { return .determinate(fraction: 0) }
        return .determinate(fraction: min(max(Double(value / total), 0), 1))
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// Creates an indeterminate progress view.
    public init() { self.init(kind: .indeterminate, label: nil, currentValueLabel: nil) }

    /// Creates a progress view showing a value out of a total; `nil` is indeterminate.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(kind: Self.kind(value: value, total: total), label: nil, currentValueLabel: nil)
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// Creates an indeterminate progress view with a label.
    public init(@ViewBuilder label: () -> Label) {
        self.init(kind: .indeterminate, label: label(), currentValueLabel: nil)
    }

    /// Creates a progress view showing a value out of a total, with a label.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(kind: Self.kind(value: value, total: total), label: label(), currentValueLabel: nil)
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// Creates a progress view with a title, showing a value out of a total.
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        self.init(kind: Self.kind(value: value, total: total), label: Text(titleKey), currentValueLabel: nil)
    }
}

extension ProgressView {
    /// Creates a progress view with a label and a current-value label.
    public init<V: BinaryFloatingPoint>(
        value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(kind: Self.kind(value: value, total: total), label: label(), currentValueLabel: currentValueLabel())
    }

    /// Creates a progress view that advances through a time interval, with labels.
    public init(
        timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(
            kind: .timer(timerInterval, countsDown: countsDown), label: label(), currentValueLabel: currentValueLabel())
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == DefaultDateProgressLabel {
    /// Creates a progress view that advances through a time interval, showing the remaining time.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
        self.init(
            kind: .timer(timerInterval, countsDown: countsDown), label: nil,
            currentValueLabel: DefaultDateProgressLabel(interval: timerInterval, countsDown: countsDown))
    }
}

extension ProgressView where CurrentValueLabel == DefaultDateProgressLabel {
    /// Creates a progress view that advances through a time interval, with a label.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label) {
        self.init(
            kind: .timer(timerInterval, countsDown: countsDown), label: label(),
            currentValueLabel: DefaultDateProgressLabel(interval: timerInterval, countsDown: countsDown))
    }
}

extension ProgressView: ResolvablePrimitive {
    package func _resolve(in context: ResolveContext) -> [ResolvedNode] {
        let configuration = ProgressViewStyleConfiguration(
            kind: kind, label: label.map { ContentResolver($0) },
            currentValueLabel: currentValueLabel.map { ContentResolver($0) })
        let style: any ProgressViewStyle = context.environment._progressViewStyle?.style ?? DefaultProgressViewStyle()
        return Resolver.resolveStyleBody(in: context) { style.makeBody(configuration: configuration) }
    }
}
