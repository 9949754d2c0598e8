import Foundation
import Synchronization
import WidgetryHost

/// The JSON of each instance as `GET /api/instances` last listed it, reused while the instance's state is equal.
///
/// Reading an instance's state from the host is cheap; encoding it (timeline summaries, ISO 8601 dates, sorted
/// keys) was most of the listing's time. The state is still read for every request and compared with the one
/// encoded, so the answer is byte for byte what encoding it again would give.
final class InstanceListingCache: Sendable {
    /// At most this many instances are kept; past it the cache starts again empty.
    static let capacity = 4096

    private let entries = Mutex<[String: (state: InstanceJSON, json: Data)]>([:])

    /// An instance's JSON, encoded anew only when its state differs from the one last encoded.
    ///
    /// - throws: The encoder's error.
    func json(of state: InstanceJSON) throws -> Data {
        if let kept = entries.withLock({ $0[state.id] }), kept.state == state { return kept.json }
        let json = try APIJSON.encoder.encode(state)
        entries.withLock { entries in
            if entries.count >= Self.capacity { entries.removeAll(keepingCapacity: true) }
            entries[state.id] = (state, json)
        }
        return json
    }

    /// Forgets a removed instance.
    func observe(_ event: HostEvent) {
        if case .instanceRemoved(let id) = event { entries.withLock { $0[id] = nil } }
    }

    /// A JSON array of encoded elements, as the encoder writes an array of them.
    static func array(_ elements: [Data]) -> Data {
        var data = Data("[".utf8)
        data.reserveCapacity(elements.reduce(2) { $0 + $1.count + 1 })
        for (index, element) in elements.enumerated() {
            if index > 0 { data.append(UInt8(ascii: ",")) }
            data.append(element)
        }
        data.append(UInt8(ascii: "]"))
        return data
    }
}
