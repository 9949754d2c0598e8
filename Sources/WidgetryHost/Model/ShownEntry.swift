import Foundation

/// What an instance shows: its placeholder or one entry of its timeline, and since when.
public struct ShownEntry: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The instance showing it.
    public let instanceID: String
    /// The placeholder or the entry's index in the timeline.
    public let slot: RenderSlot
    /// The entry's own date (for the placeholder, when it was made).
    public let entryDate: Date
    /// When the host started showing it.
    public let shownSince: Date
    /// A short description of the entry, for logs, ledgers and simulations.
    public var summary: String { summaryText.string }
    /// The summary as it is kept (``TimelineRecord/Entry/summaryText``).
    public let summaryText: CompactText

    /// Creates a shown entry; the host makes them.
    public init(instanceID: String, slot: RenderSlot, entryDate: Date, shownSince: Date, summary: String) {
        self.init(
            instanceID: instanceID, slot: slot, entryDate: entryDate, shownSince: shownSince,
            summaryText: CompactText(summary))
    }

    /// Creates a shown entry whose summary is kept as given.
    public init(instanceID: String, slot: RenderSlot, entryDate: Date, shownSince: Date, summaryText: CompactText) {
        self.instanceID = instanceID
        self.slot = slot
        self.entryDate = entryDate
        self.shownSince = shownSince
        self.summaryText = summaryText
    }

    private enum CodingKeys: String, CodingKey {
        case instanceID, slot, entryDate, shownSince, summary
    }

    /// Decodes a shown entry, its summary from the `summary` key.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            instanceID: try container.decode(String.self, forKey: .instanceID),
            slot: try container.decode(RenderSlot.self, forKey: .slot),
            entryDate: try container.decode(Date.self, forKey: .entryDate),
            shownSince: try container.decode(Date.self, forKey: .shownSince),
            summaryText: try container.decode(CompactText.self, forKey: .summary))
    }

    /// Encodes a shown entry with the keys of its properties, the summary as a string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(instanceID, forKey: .instanceID)
        try container.encode(slot, forKey: .slot)
        try container.encode(entryDate, forKey: .entryDate)
        try container.encode(shownSince, forKey: .shownSince)
        try container.encode(summaryText, forKey: .summary)
    }

    /// Whether this is the redacted placeholder.
    public var isPlaceholder: Bool { slot == .placeholder }

    public var description: String { "\(shownSince.ISO8601Format()) \(slot): \(summary)" }
}
