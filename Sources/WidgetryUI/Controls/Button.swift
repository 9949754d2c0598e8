import WidgetryIntents

/// A control that performs an action when tapped; in a widget, the action is an App Intent.
///
/// For example:
///
/// ```swift
/// Button(intent: ToggleFavoriteIntent(itemID: entry.itemID)) {
///     Image(systemName: entry.isFavorite ? "star.fill" : "star")
/// }
/// ```
public struct Button<Label: View>: View {
    public typealias Body = Never

    let action: ResolvedButton.Action
    let role: ButtonRole?
    let label: Label

    /// Creates a button that runs a closure. Widgets cannot run closures; hosts open the app instead.
    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.init(role: nil, action: action, label: label)
    }

    /// Creates a button with a role that runs a closure.
    public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.action = .closure
        self.role = role
        self.label = label()
    }

    /// Creates a button that performs an App Intent.
    ///
    /// - Parameters:
    ///   - intent: The intent to perform when tapped.
    ///   - label: The button's label.
    public init<I: AppIntent>(intent: I, @ViewBuilder label: () -> Label) {
        self.init(role: nil, intent: intent, label: label)
    }

    /// Creates a button with a role that performs an App Intent.
    public init<I: AppIntent>(role: ButtonRole?, intent: I, @ViewBuilder label: () -> Label) {
        action = .intent(AnyAppIntent(intent))
        self.role = role
        self.label = label()
    }
}

extension Button where Label == Text {
    /// Creates a button with a localized title that runs a closure.
    public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }

    /// Creates a button with a title string that runs a closure.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(title) }
    }

    /// Creates a button with a localized title and a role that runs a closure.
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }

    /// Creates a button with a localized title that performs an App Intent.
    public init<I: AppIntent>(_ titleKey: LocalizedStringKey, intent: I) {
        self.init(intent: intent) { Text(titleKey) }
    }

    /// Creates a button with a title string that performs an App Intent.
    @_disfavoredOverload
    public init<I: AppIntent, S: StringProtocol>(_ title: S, intent: I) {
        self.init(intent: intent) { Text(title) }
    }
}

extension Button where Label == WidgetryUI.Label<Text, Image> {
    /// Creates a button with a title and a system symbol that runs a closure.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { WidgetryUI.Label(titleKey, systemImage: systemImage) }
    }

    /// Creates a button with a title and a system symbol that performs an App Intent.
    public init<I: AppIntent>(_ titleKey: LocalizedStringKey, systemImage: String, intent: I) {
        self.init(intent: intent) { WidgetryUI.Label(titleKey, systemImage: systemImage) }
    }
}

extension Button: ResolvablePrimitive {
    package func _resolve(in context: ResolveContext) -> [ResolvedNode] {
        let labelResolver = ContentResolver(label)
        let environment = context.environment
        let kind: ResolvedButton.Style
        let labelNodes: [ResolvedNode]
        if let custom = environment._buttonStyle?.style {
            kind = .custom
            let configuration = ButtonStyleConfiguration(
                role: role, label: .init(content: labelResolver), isPressed: false)
            labelNodes = Resolver.resolveStyleBody(in: context) { custom.makeBody(configuration: configuration) }
        } else {
            let style: any PrimitiveButtonStyle = environment._primitiveButtonStyle?.style ?? DefaultButtonStyle()
            kind = style._builtinKind ?? .custom
            let configuration = PrimitiveButtonStyleConfiguration(role: role, label: .init(content: labelResolver))
            labelNodes = Resolver.resolveStyleBody(in: context) { style.makeBody(configuration: configuration) }
        }
        let button = ResolvedButton(
            action: environment.isEnabled ? action : .disabled, role: role, style: kind, tint: environment.controlTint)
        return [context.node(.button(button), [context.single(labelNodes)])]
    }
}
