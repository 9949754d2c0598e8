extension View {
    /// Sets the style of gauges in this view.
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        modifier(EnvironmentWritingModifier { $0._gaugeStyle = StyleBox(style: style) })
    }
}
