import Crypto
import Foundation
import NIOCore
import Synchronization
import WidgetryDisplayList
import WidgetryHTML
import WidgetryHost
import WidgetryKit
import WidgetryUI

/// The painted renders the server has answered with, so a widget that has not changed is not decoded, painted and
/// encoded again for every request.
///
/// Two byte-bounded LRU maps behind one `Mutex`:
/// - **display lists**, decoded from the store with the instance they belong to, keyed by the instance, its
///   *generation*, the slot it shows and the scheme and mode asked for. The generation is bumped by the host's events that change what the store holds for an
///   instance (added, removed, reconfigured, a timeline installed): the host stores renderings before it publishes
///   those events, so a request that reads the new generation also reads the new renderings. A request that began
///   before the change may still answer with the old list, as it would have without a cache.
/// - **encoded images** (PNG, SVG, PDF, HTML), keyed by that list key and everything else that changes the bytes:
///   format, fragment, family, color scheme, rendering mode, redaction, scale, and — only for lists with
///   `Text(date, style:)` — the dated runs' strings formatted for the moment of the request, so a timer's image is
///   painted again when its text changes and not otherwise.
///
/// Invalidation is therefore by key: a reload gives the instance a new generation, old entries are never looked
/// up again and age out. Each image carries its entity tag, a SHA-256 of its bytes (for HTML, of its bytes without
/// the `data-now` moment, which changes every request and is substituted on the way out).
final class RenderCache: Sendable {
    /// Which stored display list a request paints: within one generation the instance's placement is fixed, so
    /// the scheme and mode the query asks for (or not) decide the variant.
    struct ListKey: Hashable, Sendable {
        let instanceID: String
        let generation: UInt64
        let slot: RenderSlot
        let colorScheme: ColorScheme?
        let renderingMode: WidgetRenderingMode?
    }

    /// A decoded display list, the instance and the variant it was stored for, and its dynamic texts (empty for
    /// most widgets).
    struct StoredList: Sendable {
        let instance: WidgetInstance
        let list: DisplayList
        let variant: RenderVariant
        let dynamicTexts: [DisplayDynamicText]

        init(instance: WidgetInstance, list: DisplayList, variant: RenderVariant) {
            self.instance = instance
            self.list = list
            self.variant = variant
            dynamicTexts = list.allItems.compactMap { item in
                if case .dynamicText(let text) = item { return text }
                return nil
            }
        }

        /// The strings of every dated run at a moment: what dynamic text adds to an image's identity.
        func dateStrings(now: Date, locale: Locale, timeZone: TimeZone) -> [String] {
            dynamicTexts.flatMap { text in
                text.dates.map {
                    DynamicDateFormatter.string(for: $0.date, now: now, locale: locale, timeZone: timeZone)
                }
            }
        }
    }

    /// Everything that decides an image's bytes.
    struct ImageKey: Hashable, Sendable {
        let list: ListKey
        let format: WidgetPainting.Format
        let fragment: Bool
        let family: WidgetFamily
        let colorScheme: ColorScheme
        let renderingMode: WidgetRenderingMode
        let redaction: Int
        let scale: Int
        /// The `widgetLocation` painted for: a StandBy image (scaled, background removed) is never a Home Screen's.
        let location: String
        /// StandBy's night mode.
        let night: Bool
        /// The Home Screen glass, clear or tinted (`nil` for the default tinted plate of the accented mode).
        let glass: String?
        let dates: [String]
    }

    /// An encoded image and its entity tag.
    struct Image: Sendable {
        /// The bytes as painted (for HTML, with the `data-now` moment of the first paint).
        let body: ByteBuffer
        /// The `ETag` value, quoted (weak, `W/"…"`, for HTML).
        let entityTag: String
        /// For HTML, where the `data-now` value sits in ``body``, replaced per request.
        let nowRange: Range<Int>?

        /// The bytes to answer with at a moment.
        func body(now: Date) -> ByteBuffer {
            guard let nowRange else { return body }
            var buffer = ByteBuffer()
            buffer.reserveCapacity(body.readableBytes + 8)
            var copy = body
            if let prefix = copy.readSlice(length: nowRange.lowerBound) { buffer.writeImmutableBuffer(prefix) }
            buffer.writeString(RenderCache.htmlNumber(now.timeIntervalSince1970))
            copy.moveReaderIndex(forwardBy: nowRange.count)
            buffer.writeImmutableBuffer(copy)
            return buffer
        }
    }

    private struct State: Sendable {
        var sequence: UInt64 = 0
        var generations: [String: UInt64] = [:]
        var lists: ByteBoundedLRU<ListKey, StoredList>
        var images: ByteBoundedLRU<ImageKey, Image>
    }

    /// The most bytes the encoded images may take; a quarter of it again bounds the decoded lists.
    let limit: Int
    private let state: Mutex<State>

    /// Creates an empty cache; `limit` 0 keeps nothing (every request paints).
    /// Where lookups of encoded images are counted as hits and misses, if anywhere.
    let metrics: ServerMetrics?

    init(limit: Int, metrics: ServerMetrics? = nil) {
        self.limit = max(0, limit)
        self.metrics = metrics
        state = Mutex(State(lists: ByteBoundedLRU(limit: self.limit / 4), images: ByteBoundedLRU(limit: self.limit)))
    }

    // MARK: Generations

    /// The current generation of an instance: 0 until the host first tells of a change to it.
    func generation(of instanceID: String) -> UInt64 {
        state.withLock { $0.generations[instanceID] ?? 0 }
    }

    /// Follows a host event: one that changes an instance's stored renderings gives the instance a new
    /// generation; a removed instance's entries are dropped at once.
    func observe(_ event: HostEvent) {
        switch event {
        case .instanceAdded(let instance), .instanceReconfigured(let instance):
            bump(instance.id)
        case .timelineInstalled(let record):
            bump(record.instanceID)
        case .instanceRemoved(let id):
            bump(id)
            state.withLock { state in
                state.lists.removeAll { $0.instanceID == id }
                state.images.removeAll { $0.list.instanceID == id }
            }
        case .recorded, .entryShown, .controlChanged, .stackChanged:
            break
        }
    }

    private func bump(_ instanceID: String) {
        state.withLock { state in
            state.sequence += 1
            state.generations[instanceID] = state.sequence
        }
    }

    // MARK: Lookup

    /// A decoded list, if kept.
    func list(for key: ListKey) -> StoredList? {
        state.withLock { $0.lists.value(for: key) }
    }

    /// Keeps a decoded list; `storedBytes` (its JSON's length) estimates what it costs decoded.
    func insert(_ list: StoredList, storedBytes: Int, for key: ListKey) {
        state.withLock { $0.lists.insert(list, cost: storedBytes * 4, for: key) }
    }

    /// An encoded image, if kept.
    func image(for key: ImageKey) -> Image? {
        let image = state.withLock { $0.images.value(for: key) }
        metrics?.countRenderCache(hit: image != nil)
        return image
    }

    /// Makes the cached form of freshly painted bytes (finding HTML's `data-now` value), keeps it and returns it.
    @discardableResult
    func insert(painted data: Data, format: WidgetPainting.Format, for key: ImageKey) -> Image {
        let image = Self.image(painted: data, format: format)
        state.withLock { $0.images.insert(image, cost: data.count, for: key) }
        return image
    }

    /// How many images and lists are kept and what the images cost, for tests and diagnostics.
    var usage: (images: Int, imageBytes: Int, lists: Int) {
        state.withLock { ($0.images.count, $0.images.bytes, $0.lists.count) }
    }

    // MARK: Entity tags

    /// The cached form of painted bytes: the buffer, its entity tag and, for HTML, the `data-now` value's range.
    static func image(painted data: Data, format: WidgetPainting.Format) -> Image {
        let body = ByteBuffer(bytes: data)
        guard format == .html, let range = nowValueRange(in: data) else {
            return Image(body: body, entityTag: "\"" + digest(data) + "\"", nowRange: nil)
        }
        var withoutNow = Data(data[data.startIndex..<data.startIndex + range.lowerBound])
        withoutNow.append(data[(data.startIndex + range.upperBound)...])
        return Image(body: body, entityTag: "W/\"" + digest(withoutNow) + "\"", nowRange: range)
    }

    /// SHA-256 of the bytes, first 128 bits, in lowercase hex.
    static func digest(_ data: Data) -> String {
        SHA256.hash(data: data).prefix(16).map { byte in
            let text = String(byte, radix: 16)
            return byte < 16 ? "0" + text : text
        }.joined()
    }

    private static let nowAttribute = Array(#" data-now=""#.utf8)

    /// Where the value of the first ` data-now="…"` attribute (the widget's own; titles are escaped, so no earlier
    /// text can hold a quote) sits in painted HTML, as offsets from the start.
    static func nowValueRange(in data: Data) -> Range<Int>? {
        let bytes = [UInt8](data)
        guard bytes.count > nowAttribute.count else { return nil }
        var start = 0
        while start + nowAttribute.count <= bytes.count {
            if bytes[start..<start + nowAttribute.count].elementsEqual(nowAttribute) {
                let valueStart = start + nowAttribute.count
                guard let end = bytes[valueStart...].firstIndex(of: UInt8(ascii: "\"")) else { return nil }
                return valueStart..<end
            }
            start += 1
        }
        return nil
    }

    /// A moment as the HTML painter writes `data-now`: seconds with at most three decimals, no trailing zeros, no
    /// exponent (the same rule as the painter's numbers; a test compares cached and fresh paints).
    static func htmlNumber(_ value: Double) -> String { HTMLEscaping.number(value) }
}

/// `If-None-Match` as RFC 9110 reads it: `*`, or a list of entity tags compared weakly.
enum EntityTags {
    /// Whether a request's `If-None-Match` values match an entity tag, so the answer is `304 Not Modified`.
    static func noneMatch(_ values: [String], matches tag: String) -> Bool {
        let opaque = strip(tag)
        for value in values {
            for candidate in value.split(separator: ",") {
                let trimmed = candidate.trimmingCharacters(in: .whitespaces)
                if trimmed == "*" || strip(trimmed) == opaque { return true }
            }
        }
        return false
    }

    /// An entity tag without its weakness marker.
    private static func strip<S: StringProtocol>(_ tag: S) -> Substring {
        let text = Substring(tag)
        return text.hasPrefix("W/") ? text.dropFirst(2) : text
    }
}
