import Foundation

/// A shape fitted to an item's frame.
///
/// In JSON a shape is an object with a `type` (`rect`, `roundedRect`, `unevenRoundedRect`, `circle`, `ellipse`,
/// `capsule`, `path`) and its parameters.
public enum DisplayShape: Sendable, Equatable, Hashable {
    /// The frame itself (`Rectangle`).
    case rect
    /// A rectangle with rounded corners (`RoundedRectangle`).
    case roundedRect(cornerSize: CGSize, style: DisplayCornerStyle)
    /// A rectangle whose corners have different radii (`UnevenRoundedRectangle`).
    case unevenRoundedRect(radii: DisplayCornerRadii, style: DisplayCornerStyle)
    /// The largest circle centred in the frame (`Circle`).
    case circle
    /// The ellipse inscribed in the frame (`Ellipse`).
    case ellipse
    /// A rectangle whose shorter sides are fully rounded (`Capsule`).
    case capsule(style: DisplayCornerStyle)
    /// A custom path, in coordinates relative to the frame's origin (`Path`, `Shape.path(in:)`).
    case path(DisplayPath)

    /// A rounded rectangle with equal radii, continuous corners by default as SwiftUI's.
    public static func roundedRect(cornerRadius: Double, style: DisplayCornerStyle = .continuous) -> DisplayShape {
        .roundedRect(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }
}

/// How a rounded corner is drawn.
public enum DisplayCornerStyle: String, Codable, Sendable, Hashable {
    /// A quarter circle.
    case circular
    /// Apple's continuous curvature ("squircle") corner.
    case continuous
}

/// The four corner radii of an uneven rounded rectangle.
public struct DisplayCornerRadii: Codable, Sendable, Hashable {
    public var topLeading: Double
    public var bottomLeading: Double
    public var bottomTrailing: Double
    public var topTrailing: Double

    /// Creates radii for each corner.
    public init(topLeading: Double = 0, bottomLeading: Double = 0, bottomTrailing: Double = 0, topTrailing: Double = 0)
    {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }
}

extension DisplayShape: Codable {
    private enum CodingKeys: String, CodingKey { case type, cornerSize, style, radii, path }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let type = try container.decode(String.self, forKey: .type)
        switch type {
        case "rect": self = .rect
        case "roundedRect":
            self = .roundedRect(
                cornerSize: try container.decode(CGSize.self, forKey: .cornerSize),
                style: try container.decode(DisplayCornerStyle.self, forKey: .style)
            )
        case "unevenRoundedRect":
            self = .unevenRoundedRect(
                radii: try container.decode(DisplayCornerRadii.self, forKey: .radii),
                style: try container.decode(DisplayCornerStyle.self, forKey: .style)
            )
        case "circle": self = .circle
        case "ellipse": self = .ellipse
        case "capsule": self = .capsule(style: try container.decode(DisplayCornerStyle.self, forKey: .style))
        case "path": self = .path(try container.decode(DisplayPath.self, forKey: .path))
        default:
            throw DisplayListError(
                "Unknown shape type '\(type)'. Types: 'rect', 'roundedRect', 'unevenRoundedRect', 'circle', "
                    + "'ellipse', 'capsule', 'path'."
            )
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .rect: try container.encode("rect", forKey: .type)
        case .roundedRect(let cornerSize, let style):
            try container.encode("roundedRect", forKey: .type)
            try container.encode(cornerSize, forKey: .cornerSize)
            try container.encode(style, forKey: .style)
        case .unevenRoundedRect(let radii, let style):
            try container.encode("unevenRoundedRect", forKey: .type)
            try container.encode(radii, forKey: .radii)
            try container.encode(style, forKey: .style)
        case .circle: try container.encode("circle", forKey: .type)
        case .ellipse: try container.encode("ellipse", forKey: .type)
        case .capsule(let style):
            try container.encode("capsule", forKey: .type)
            try container.encode(style, forKey: .style)
        case .path(let path):
            try container.encode("path", forKey: .type)
            try container.encode(path, forKey: .path)
        }
    }
}
