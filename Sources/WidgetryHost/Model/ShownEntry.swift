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
    public let summary: String

    /// Creates a shown entry; the host makes them.
    public init(instanceID: String, slot: RenderSlot, entryDate: Date, shownSince: Date, summary: String) {
        self.instanceID = instanceID
        self.slot = slot
        self.entryDate = entryDate
        self.shownSince = shownSince
        self.summary = summary
    }

    /// Whether this is the redacted placeholder.
    public var isPlaceholder: Bool { slot == .placeholder }

    public var description: String { "\(shownSince.ISO8601Format()) \(slot): \(summary)" }
}
