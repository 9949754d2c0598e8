import WidgetryKit
import WidgetryUI

/// One environment a widget is shown in: a color scheme and a rendering mode.
///
/// The host renders every entry once per variant its placement shows (see
/// ``HostConfiguration/variants``), because views may branch on `colorScheme` and `widgetRenderingMode`.
///
/// For example: `RenderVariant(.dark, .accented).key` is `"dark-accented"`.
public struct RenderVariant: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The color scheme.
    public let colorScheme: ColorScheme
    /// The rendering mode.
    public let renderingMode: WidgetRenderingMode

    /// Creates a variant.
    /// - Parameters:
    ///   - colorScheme: Light or dark.
    ///   - renderingMode: Full color, accented or vibrant.
    public init(_ colorScheme: ColorScheme, _ renderingMode: WidgetRenderingMode) {
        self.colorScheme = colorScheme
        self.renderingMode = renderingMode
    }

    /// The variant's stable name, as stored and as URLs spell it: `light-fullColor`, `dark-vibrant`.
    public var key: String { "\(colorScheme)-\(renderingMode)" }

    public var description: String { key }

    /// The variant a key names.
    ///
    /// - throws: ``HostError`` naming the key and listing the valid ones.
    public init(key: String) throws {
        let parts = key.split(separator: "-", maxSplits: 1).map(String.init)
        let scheme = ColorScheme.allCases.first { parts.first == "\($0)" }
        let mode = Self.renderingModes.first { parts.count == 2 && parts[1] == "\($0)" }
        guard let scheme, let mode else {
            let valid = ColorScheme.allCases.flatMap { scheme in Self.renderingModes.map { "\(scheme)-\($0)" } }
            throw HostError(
                .invalidVariant,
                "Unknown render variant '\(key)'. Variants: \(HostError.quotedList(valid)).")
        }
        self.init(scheme, mode)
    }

    /// Every rendering mode, for parsing keys.
    static let renderingModes: [WidgetRenderingMode] = [.fullColor, .accented, .vibrant]

    public init(from decoder: any Decoder) throws {
        try self.init(key: try decoder.singleValueContainer().decode(String.self))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(key)
    }
}
