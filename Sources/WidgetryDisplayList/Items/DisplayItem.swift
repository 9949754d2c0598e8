import Foundation

/// One thing a display list draws: a filled or stroked shape, text, an image, dynamic text or a group.
///
/// In JSON an item is an object with a `kind` (`fill`, `stroke`, `text`, `image`, `dynamicText`, `group`) next to
/// the fields of its payload.
public enum DisplayItem: Sendable, Equatable {
    /// A shape filled with a paint.
    case fill(DisplayFill)
    /// A shape's outline stroked with a paint.
    case stroke(DisplayStroke)
    /// A laid-out paragraph.
    case text(DisplayText)
    /// A symbol or a named bitmap image.
    case image(DisplayImage)
    /// Text formatted from a date at paint time (`Text(date, style:)`, `Text(timerInterval:)`).
    case dynamicText(DisplayDynamicText)
    /// Items drawn together with a transform, opacity, clip, blend mode, shadow and semantic tags.
    case group(DisplayGroup)

    /// The kind name used in JSON.
    public var kind: String {
        switch self {
        case .fill: "fill"
        case .stroke: "stroke"
        case .text: "text"
        case .image: "image"
        case .dynamicText: "dynamicText"
        case .group: "group"
        }
    }

    /// The frame the item occupies in its parent's coordinates (for a group: the bounding box of its children's
    /// frames mapped by its transform, before clipping and shadows).
    public var frame: CGRect {
        switch self {
        case .fill(let fill): fill.frame
        case .stroke(let stroke): stroke.frame
        case .text(let text): text.frame
        case .image(let image): image.frame
        case .dynamicText(let text): text.frame
        case .group(let group): group.transform.apply(to: group.items.reduce(CGRect.null) { $0.union($1.frame) })
        }
    }
}

extension DisplayItem: Codable {
    private enum KindKey: String, CodingKey { case kind }

    public init(from decoder: any Decoder) throws {
        let kind = try decoder.container(keyedBy: KindKey.self).decode(String.self, forKey: .kind)
        switch kind {
        case "fill": self = .fill(try DisplayFill(from: decoder))
        case "stroke": self = .stroke(try DisplayStroke(from: decoder))
        case "text": self = .text(try DisplayText(from: decoder))
        case "image": self = .image(try DisplayImage(from: decoder))
        case "dynamicText": self = .dynamicText(try DisplayDynamicText(from: decoder))
        case "group": self = .group(try DisplayGroup(from: decoder))
        default:
            throw DisplayListError(
                "Unknown display item kind '\(kind)'. Kinds: 'fill', 'stroke', 'text', 'image', 'dynamicText', 'group'."
            )
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: KindKey.self)
        try container.encode(kind, forKey: .kind)
        switch self {
        case .fill(let value): try value.encode(to: encoder)
        case .stroke(let value): try value.encode(to: encoder)
        case .text(let value): try value.encode(to: encoder)
        case .image(let value): try value.encode(to: encoder)
        case .dynamicText(let value): try value.encode(to: encoder)
        case .group(let value): try value.encode(to: encoder)
        }
    }
}
