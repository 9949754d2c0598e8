/// Values that define the widget's size and shape.
///
/// For example:
///
/// ```swift
/// @Environment(\.widgetFamily) var family
/// var body: some View {
///     switch family {
///     case .systemSmall: SmallView(entry: entry)
///     default: LargeView(entry: entry)
///     }
/// }
/// ```
public enum WidgetFamily: String, CaseIterable, Codable, Sendable, Hashable, CustomStringConvertible {
    /// A small widget, on the Home Screen, in StandBy and in CarPlay.
    case systemSmall
    /// A medium widget, twice as wide as a small one.
    case systemMedium
    /// A large widget.
    case systemLarge
    /// An extra large widget, on iPad.
    case systemExtraLarge
    /// A circular Lock Screen widget.
    case accessoryCircular
    /// A rectangular Lock Screen widget.
    case accessoryRectangular
    /// A single line of text above the time on the Lock Screen.
    case accessoryInline
    /// A corner widget on an Apple Watch face.
    case accessoryCorner

    /// The case name, such as `systemSmall`.
    public var description: String { rawValue }
}
