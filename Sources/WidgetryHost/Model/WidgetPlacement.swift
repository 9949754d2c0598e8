import WidgetryKit
import WidgetryUI

/// Where a hosted widget is shown, which decides the environments it is rendered in.
public enum WidgetPlacement: String, Sendable, Hashable, Codable, CaseIterable, CustomStringConvertible {
    /// The Home Screen: full color, or accented when the person tints it.
    case homeScreen
    /// The Lock Screen: vibrant.
    case lockScreen

    /// The placement a family is shown in unless told otherwise: accessory families on the Lock Screen.
    public static func `default`(for family: WidgetFamily) -> WidgetPlacement {
        switch family {
        case .accessoryCircular, .accessoryRectangular, .accessoryInline, .accessoryCorner: .lockScreen
        default: .homeScreen
        }
    }

    /// The location views read from `@Environment(\.widgetLocation)`.
    public var location: WidgetLocation {
        switch self {
        case .homeScreen: .homeScreen
        case .lockScreen: .lockScreen
        }
    }

    public var description: String { rawValue }
}
