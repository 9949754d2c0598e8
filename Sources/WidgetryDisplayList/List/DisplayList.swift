import Foundation

/// A laid-out widget as positioned drawing: what layout produces, the host stores and backends paint.
///
/// Coordinates are points with the origin at the top-left corner and y growing down; scale is applied at paint
/// time. Items paint in array order (later items on top). For example:
///
/// ```swift
/// let list = DisplayList(size: CGSize(width: 170, height: 170), items: [
///     .fill(DisplayFill(shape: .roundedRect(cornerRadius: 20), frame: CGRect(x: 0, y: 0, width: 170, height: 170),
///                       paint: .color(.system(.systemBackground)))),
/// ])
/// let json = try list.jsonData()
/// ```
public struct DisplayList: Codable, Sendable, Equatable {
    /// The format version this build writes; lists with a newer version fail to decode.
    public static let currentFormatVersion = 1

    /// The format version the list was written with.
    public var formatVersion: Int
    /// The size of the drawing in points.
    public var size: CGSize
    /// The drawing, back to front.
    public var items: [DisplayItem]
    /// The interactive regions (links, buttons, toggles), in root coordinates.
    public var hitRegions: [HitRegion]

    /// Creates a display list.
    ///
    /// - Parameters:
    ///   - size: The size of the drawing in points.
    ///   - items: The drawing, back to front.
    ///   - hitRegions: The interactive regions, in root coordinates.
    public init(size: CGSize, items: [DisplayItem] = [], hitRegions: [HitRegion] = []) {
        self.formatVersion = Self.currentFormatVersion
        self.size = size
        self.items = items
        self.hitRegions = hitRegions
    }

    private enum CodingKeys: String, CodingKey {
        case formatVersion, size, items, hitRegions
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let version = try container.decode(Int.self, forKey: .formatVersion)
        guard version >= 1, version <= Self.currentFormatVersion else {
            throw DisplayListError(
                "Unsupported display list format version '\(version)'. This build reads versions 1 to "
                    + "\(Self.currentFormatVersion); render the entry again with this build."
            )
        }
        formatVersion = version
        size = try container.decode(CGSize.self, forKey: .size)
        items = try container.decodeIfPresent([DisplayItem].self, forKey: .items) ?? []
        hitRegions = try container.decodeIfPresent([HitRegion].self, forKey: .hitRegions) ?? []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(formatVersion, forKey: .formatVersion)
        try container.encode(size, forKey: .size)
        try container.encode(items, forKey: .items)
        try container.encode(hitRegions, forKey: .hitRegions)
    }
}
