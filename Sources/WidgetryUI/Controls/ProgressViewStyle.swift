/// A type that applies a custom appearance to progress views.
@MainActor @preconcurrency
public protocol ProgressViewStyle {
    /// A view representing the body of a progress view.
    associatedtype Body: View
    /// The properties of a progress view.
    typealias Configuration = ProgressViewStyleConfiguration

    /// Creates a view representing the body of a progress view.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
}

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

/// The default progress style: linear when determinate, a spinner otherwise.
public struct DefaultProgressViewStyle: ProgressViewStyle {
    /// Creates the style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        BuiltinProgressView(configuration: configuration, style: .automatic)
    }
}

/// A horizontal bar.
public struct LinearProgressViewStyle: ProgressViewStyle {
    /// Creates the style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        BuiltinProgressView(configuration: configuration, style: .linear)
    }
}

/// A ring, or a spinner when indeterminate.
public struct CircularProgressViewStyle: ProgressViewStyle {
    /// Creates the style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        BuiltinProgressView(configuration: configuration, style: .circular)
    }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

extension View {
    /// Sets the style of progress views in this view.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        modifier(EnvironmentWritingModifier { $0._progressViewStyle = StyleBox(style: style) })
    }
}
