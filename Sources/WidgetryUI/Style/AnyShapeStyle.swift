/// A type-erased shape style.
///
/// For example, `let style: AnyShapeStyle = isUrgent ? AnyShapeStyle(.red) : AnyShapeStyle(.secondary)`.
public struct AnyShapeStyle: ShapeStyle, CustomStringConvertible {
    let base: any ShapeStyle

    /// Creates a type-erased shape style.
    public init<S: ShapeStyle>(_ style: S) {
        base = (style as? AnyShapeStyle)?.base ?? style
    }

    public func _resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        base._resolvePaint(in: environment)
    }

    public var description: String { String(describing: base) }
}

extension AnyShapeStyle: Equatable {
    /// Styles are equal when they have the same type and that type's values are equal.
    public static func == (lhs: AnyShapeStyle, rhs: AnyShapeStyle) -> Bool {
        func equals<T: Equatable>(_ lhs: T, _ rhs: Any) -> Bool { (rhs as? T) == lhs }
        guard let lhs = lhs.base as? any Equatable else { return false }
        return equals(lhs, rhs.base)
    }
}
