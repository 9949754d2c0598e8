import Foundation

/// An image: an SF Symbol (`Image(systemName:)`) or a named bitmap from the widget's assets (`Image("cover")`).
public struct DisplayImage: Codable, Sendable, Equatable {
    /// What the image shows.
    public var content: Content
    /// Where the image is drawn, in the parent's coordinates; bitmaps are scaled to fill it.
    public var frame: CGRect
    /// How the image renders in the accented mode (`widgetAccentedRenderingMode`), or `nil` for the default.
    public var accentedRenderingMode: DisplayAccentedRenderingMode?
    /// A color treatment of a bitmap (template tint, desaturation), applied at paint time.
    public var filter: Filter?

    /// Creates an image item.
    ///
    /// - Parameters:
    ///   - content: What the image shows.
    ///   - frame: Where the image is drawn.
    ///   - accentedRenderingMode: How the image renders in the accented mode, or `nil` for the default.
    ///   - filter: A color treatment of a bitmap, applied at paint time.
    public init(
        content: Content,
        frame: CGRect,
        accentedRenderingMode: DisplayAccentedRenderingMode? = nil,
        filter: Filter? = nil
    ) {
        self.content = content
        self.frame = frame
        self.accentedRenderingMode = accentedRenderingMode
        self.filter = filter
    }

    /// What an image shows. In JSON: `{"symbol": {...}}` or `{"named": "cover"}`.
    public enum Content: Sendable, Hashable {
        /// An SF Symbol, drawn as its resolved glyph.
        case symbol(DisplaySymbol)
        /// A bitmap from the widget's asset catalog, by name; resolved at paint time.
        case named(String)
    }

    /// A color treatment applied to a bitmap at paint time.
    public enum Filter: Sendable, Hashable {
        /// Shades of gray from the image's luminance.
        case desaturated
        /// The color, through the image's alpha (template rendering, `.accented`).
        case alphaMask(DisplayColor)
        /// The color, through the image's luminance times its alpha (`.accentedDesaturated`, vibrant).
        case luminanceMask(DisplayColor)
    }
}

/// How an image renders in the accented mode, as `WidgetAccentedRenderingMode`.
public enum DisplayAccentedRenderingMode: String, Codable, Sendable, Hashable {
    /// Tinted with the accent color, in the accent group.
    case accented
    /// Desaturated, then tinted with the accent color.
    case accentedDesaturated
    /// Desaturated, in the primary group.
    case desaturated
    /// Its own colors.
    case fullColor
}

extension DisplayImage.Content: Codable {
    private enum CodingKeys: String, CodingKey { case symbol, named }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let symbol = try container.decodeIfPresent(DisplaySymbol.self, forKey: .symbol) {
            self = .symbol(symbol)
        } else if let name = try container.decodeIfPresent(String.self, forKey: .named) {
            self = .named(name)
        } else {
            throw DisplayListError("An image's content needs a 'symbol' or a 'named' image.")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .symbol(let symbol): try container.encode(symbol, forKey: .symbol)
        case .named(let name): try container.encode(name, forKey: .named)
        }
    }
}

extension DisplayImage.Filter: Codable {
    private enum CodingKeys: String, CodingKey { case type, color }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let type = try container.decode(String.self, forKey: .type)
        switch type {
        case "desaturated": self = .desaturated
        case "alphaMask": self = .alphaMask(try container.decode(DisplayColor.self, forKey: .color))
        case "luminanceMask": self = .luminanceMask(try container.decode(DisplayColor.self, forKey: .color))
        default:
            throw DisplayListError(
                "Unknown image filter '\(type)'. Filters: 'desaturated', 'alphaMask', 'luminanceMask'."
            )
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .desaturated: try container.encode("desaturated", forKey: .type)
        case .alphaMask(let color):
            try container.encode("alphaMask", forKey: .type)
            try container.encode(color, forKey: .color)
        case .luminanceMask(let color):
            try container.encode("luminanceMask", forKey: .type)
            try container.encode(color, forKey: .color)
        }
    }
}
