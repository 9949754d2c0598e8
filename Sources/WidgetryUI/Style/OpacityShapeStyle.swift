struct _OpacityShapeStyle<Base: ShapeStyle>: ShapeStyle {
    let base: Base
    let opacity: Double

    func _resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        base._resolvePaint(in: environment).multiplyingOpacity(by: opacity)
    }
}
