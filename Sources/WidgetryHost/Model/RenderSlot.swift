/// Which content of an instance a rendering is of: its placeholder, or one entry of its current timeline.
public enum RenderSlot: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The redacted placeholder shown until the first timeline arrives.
    case placeholder
    /// The entry at this index of the current timeline, in the order the provider returned it.
    case entry(Int)

    /// The slot as one integer, for storage: -1 for the placeholder, the index for entries.
    public var storageIndex: Int {
        switch self {
        case .placeholder: -1
        case .entry(let index): index
        }
    }

    /// The slot an integer from ``storageIndex`` stands for.
    public init(storageIndex: Int) {
        self = storageIndex < 0 ? .placeholder : .entry(storageIndex)
    }

    public var description: String {
        switch self {
        case .placeholder: "placeholder"
        case .entry(let index): "entry #\(index)"
        }
    }
}
