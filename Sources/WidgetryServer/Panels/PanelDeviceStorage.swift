import Foundation
import WidgetryHost

/// Keeps approved e-ink devices in a ``ServingWidgetStore`` — SQLite or PostgreSQL, beside everything else the
/// server keeps — as one fact per device (`panelDevice:MAC`, the device as JSON), so a device that cannot be saved
/// never stops another from being saved.
///
/// Writes go through one queue in the order the registry made them, each with the device as it was then (a
/// forgotten device is written as an empty value, which reading skips); each answers whether it was saved, and a
/// failure is logged with the store's own words, never put in an answer.
final class PanelDeviceStorage: Sendable {
    static let keyPrefix = "panelDevice:"

    private struct Write: Sendable {
        let mac: String
        let device: PanelDevice?
        let done: AsyncStream<Bool>.Continuation
    }

    private let writes: AsyncStream<Write>.Continuation
    private let writer: Task<Void, Never>

    init(store: any ServingWidgetStore, log: @escaping @Sendable (String) -> Void) {
        let (stream, writes) = AsyncStream.makeStream(of: Write.self)
        self.writes = writes
        writer = Task {
            for await write in stream {
                var saved = false
                do {
                    let value = try write.device.map { String(decoding: try Self.encoder.encode($0), as: UTF8.self) }
                    try await store.saveFact(
                        value ?? "", key: Self.keyPrefix + write.mac, action: "save panel device \(write.mac)")
                    saved = true
                } catch {
                    log("Could not save panel device \(write.mac): \(error)")
                }
                write.done.yield(saved)
                write.done.finish()
            }
        }
    }

    deinit {
        writes.finish()
    }

    /// Queues a device's state (`nil`: forgotten) at once, in the caller's order; the stream gives whether it was
    /// saved.
    func enqueue(mac: String, device: PanelDevice?) -> AsyncStream<Bool> {
        let (result, done) = AsyncStream.makeStream(of: Bool.self)
        writes.yield(Write(mac: mac, device: device, done: done))
        return result
    }

    /// The devices a store keeps; a row that does not decode is logged and skipped, so one bad row never hides the
    /// others. When the store keeps none and `legacyFile` (the JSON file earlier versions kept beside the store)
    /// exists, its approved devices are moved into the store and the file renamed `….imported`.
    ///
    /// - throws: ``HostError`` when the store cannot be read.
    static func load(
        from store: any ServingWidgetStore, legacyFile: URL?, log: @escaping @Sendable (String) -> Void
    ) async throws -> [PanelDevice] {
        let rows = try await store.facts(prefix: keyPrefix, action: "read the panel devices")
        var devices: [PanelDevice] = []
        for (mac, value) in rows.sorted(by: { $0.key < $1.key }) where !value.isEmpty {
            do {
                devices.append(try decoder.decode(PanelDevice.self, from: Data(value.utf8)))
            } catch {
                log("Panel device \(mac) in the store does not decode (\(error)); skipped. It can set up again.")
            }
        }
        guard rows.isEmpty, let legacyFile, let data = try? Data(contentsOf: legacyFile) else { return devices }
        guard let legacy = try? decoder.decode([PanelDevice].self, from: data) else {
            log("The panel device file \(legacyFile.lastPathComponent) is not valid; not imported.")
            return devices
        }
        for device in legacy where device.approved {
            let value = String(decoding: try encoder.encode(device), as: UTF8.self)
            try await store.saveFact(value, key: keyPrefix + device.mac, action: "import panel device \(device.mac)")
            devices.append(device)
        }
        try? FileManager.default.moveItem(at: legacyFile, to: legacyFile.appendingPathExtension("imported"))
        log("Moved \(devices.count) approved panel devices from \(legacyFile.lastPathComponent) into the store.")
        return devices
    }

    static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        encoder.dateEncodingStrategy = .iso8601
        return encoder
    }

    static var decoder: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }
}
