import Foundation
import WidgetryKit

/// A renderer that stores a JSON description of each entry instead of a display list.
///
/// It makes no views, so it is fast and needs no layout: simulations, the ledger-only CLI commands and tests use
/// it, and a host uses it until a layout-based renderer is plugged in. Its output is deterministic:
///
/// ```json
/// {"date":1800000000,"family":"systemSmall","kind":"WeatherWidget","placeholder":false,"slot":0,
///  "summary":"WeatherEntry(date: …, weather: …)","variant":"light-fullColor"}
/// ```
public struct EntryDescriptionRenderer: WidgetRenderer {
    /// What the renderer writes for one request.
    public struct Description: Sendable, Hashable, Codable {
        /// The widget's kind.
        public let kind: String
        /// The instance's family.
        public let family: String
        /// The slot's storage index: -1 for the placeholder.
        public let slot: Int
        /// Whether this is the redacted placeholder.
        public let placeholder: Bool
        /// The variant's key.
        public let variant: String
        /// The entry's date, seconds since 1970.
        public let date: TimeInterval
        /// `String(describing:)` of the entry, cut to 500 characters.
        public let summary: String
    }

    /// Creates the renderer.
    public init() {}

    public func render(_ request: WidgetRenderRequest) async throws -> WidgetRendering {
        let description = Description(
            kind: request.instance.kind, family: request.instance.family.rawValue, slot: request.slot.storageIndex,
            placeholder: request.isPlaceholder, variant: request.variant.key,
            date: request.entry.date.timeIntervalSince1970, summary: Self.summary(of: request.entry))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return WidgetRendering(data: try encoder.encode(description))
    }

    /// A short description of an entry: `String(describing:)`, at most 500 characters.
    public static func summary(of entry: AnyTimelineEntry) -> String {
        entry.summary
    }
}
