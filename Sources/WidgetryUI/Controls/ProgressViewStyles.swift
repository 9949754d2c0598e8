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
    /// The `automatic` progress view style.
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
    /// The `linear` progress view style.
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
    /// The `circular` progress view style.
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}
