/// The default gauge style: a linear capacity bar in apps, adapted by widgets' families.
public struct DefaultGaugeStyle: GaugeStyle {
    /// Creates the default gauge style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        BuiltinGaugeView(configuration: configuration, style: .automatic)
    }
}

/// A bar that fills from leading to trailing as the value grows.
public struct LinearCapacityGaugeStyle: GaugeStyle {
    /// Creates the style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        BuiltinGaugeView(configuration: configuration, style: .linearCapacity)
    }
}

/// A ring with a marker at the value, for circular Lock Screen widgets.
public struct AccessoryCircularGaugeStyle: GaugeStyle {
    /// Creates the style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        BuiltinGaugeView(configuration: configuration, style: .accessoryCircular)
    }
}

/// A ring that fills as the value grows, for circular Lock Screen widgets.
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
    /// Creates the style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        BuiltinGaugeView(configuration: configuration, style: .accessoryCircularCapacity)
    }
}

/// A bar with a marker at the value, for rectangular Lock Screen widgets.
public struct AccessoryLinearGaugeStyle: GaugeStyle {
    /// Creates the style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        BuiltinGaugeView(configuration: configuration, style: .accessoryLinear)
    }
}

/// A bar that fills as the value grows, for rectangular Lock Screen widgets.
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle {
    /// Creates the style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        BuiltinGaugeView(configuration: configuration, style: .accessoryLinearCapacity)
    }
}

/// An open ring with a marker at the value.
public struct CircularGaugeStyle: GaugeStyle {
    /// Creates the style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        BuiltinGaugeView(configuration: configuration, style: .circular)
    }
}

/// A bar with a marker at the value.
public struct LinearGaugeStyle: GaugeStyle {
    /// Creates the style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        BuiltinGaugeView(configuration: configuration, style: .linear)
    }
}

extension GaugeStyle where Self == DefaultGaugeStyle {
    /// The `automatic` gauge style.
    public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}

extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    /// The `linearCapacity` gauge style.
    public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
    /// The `accessoryCircular` gauge style.
    public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    /// The `accessoryCircularCapacity` gauge style.
    public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle {
        AccessoryCircularCapacityGaugeStyle()
    }
}

extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
    /// The `accessoryLinear` gauge style.
    public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    /// The `accessoryLinearCapacity` gauge style.
    public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle { AccessoryLinearCapacityGaugeStyle() }
}

extension GaugeStyle where Self == CircularGaugeStyle {
    /// The `circular` gauge style.
    public static var circular: CircularGaugeStyle { CircularGaugeStyle() }
}

extension GaugeStyle where Self == LinearGaugeStyle {
    /// The `linear` gauge style.
    public static var linear: LinearGaugeStyle { LinearGaugeStyle() }
}
