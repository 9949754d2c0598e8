import WidgetryIntents

/// A control that toggles between on and off; in a widget, tapping performs an App Intent.
///
/// For example:
///
/// ```swift
/// Toggle(isOn: entry.isFavorite, intent: ToggleFavoriteIntent(itemID: entry.itemID)) {
///     Text("Favorite")
/// }
/// ```
public struct Toggle<Label: View>: View {
    public typealias Body = Never

    let isOn: Bool
    let intent: AnyAppIntent?
    let label: Label

    /// Creates a toggle that performs an App Intent when tapped.
    ///
    /// - Parameters:
    ///   - isOn: The state to show.
    ///   - intent: The intent to perform; a `SetValueIntent` receives the new state.
    ///   - label: The toggle's label.
    public init<I: AppIntent>(isOn: Bool, intent: I, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.intent = AnyAppIntent(intent)
        self.label = label()
    }
}

extension Toggle {
    /// Creates a toggle that shows the state of a binding.
    ///
    /// A widget draws the toggle in the binding's state; tapping it does nothing, as on iOS, where only a toggle
    /// with an App Intent is interactive in a widget.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn.wrappedValue
        self.intent = nil
        self.label = label()
    }
}

extension Toggle where Label == Text {
    /// Creates a toggle with a localized title that shows the state of a binding.
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }

    /// Creates a toggle with a title string that shows the state of a binding.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }

    /// Creates a toggle with a localized title that performs an App Intent.
    public init<I: AppIntent>(_ titleKey: LocalizedStringKey, isOn: Bool, intent: I) {
        self.init(isOn: isOn, intent: intent) { Text(titleKey) }
    }

    /// Creates a toggle with a title string that performs an App Intent.
    @_disfavoredOverload
    public init<I: AppIntent, S: StringProtocol>(_ title: S, isOn: Bool, intent: I) {
        self.init(isOn: isOn, intent: intent) { Text(title) }
    }
}

extension Toggle: ResolvablePrimitive {
    package func _resolve(in context: ResolveContext) -> [ResolvedNode] {
        let content = context.environment._labelsHidden ? ContentResolver(EmptyView()) : ContentResolver(label)
        let configuration = ToggleStyleConfiguration(label: .init(content: content), isOn: isOn)
        let style: any ToggleStyle = context.environment._toggleStyle?.style ?? DefaultToggleStyle()
        let kind = style._builtinKind ?? .custom
        let labelNodes = Resolver.resolveStyleBody(in: context) { style.makeBody(configuration: configuration) }
        let toggle = ResolvedToggle(
            isOn: isOn, intent: context.environment.isEnabled ? intent : nil, style: kind,
            tint: context.environment.controlTint)
        return [context.node(.toggle(toggle), [context.single(labelNodes)])]
    }
}
