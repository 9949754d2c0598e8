/// The standard backdrop of an accessory (Lock Screen) widget: a translucent circle, rounded rectangle
/// or nothing, depending on the family.
///
/// For example:
///
/// ```swift
/// ZStack {
///     AccessoryWidgetBackground()
///     Text("\(entry.stepCount)")
/// }
/// ```
public struct AccessoryWidgetBackground: View {
    public typealias Body = Never

    /// Creates the backdrop.
    public init() {}
}

extension AccessoryWidgetBackground: ResolvablePrimitive {
    package func _resolve(in context: ResolveContext) -> [ResolvedNode] {
        [context.node(.accessoryWidgetBackground)]
    }
}
