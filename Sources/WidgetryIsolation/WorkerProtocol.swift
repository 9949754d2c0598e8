import Foundation
import WidgetryIntents
import WidgetryKit
import WidgetryPipeline
import WidgetryUI

/// The provider-worker protocol: frames of a 4-byte big-endian length and a JSON object, over the worker's
/// standard input (requests) and standard output (a greeting, then responses in any order, matched by `id`).
///
/// Version 1. The worker greets first (``WorkerGreeting``); a host that reads another protocol name or version
/// stops the worker and reports both versions.
enum WorkerProtocol {
    static let name = "widgetry-provider-worker"
    static let version = 1
    /// The largest frame either side accepts: a display list of a large widget is far below it.
    static let maximumFrame = 64 << 20

    /// A frame for a value: its JSON, prefixed with the length.
    static func frame<Value: Encodable>(_ value: Value) throws -> Data {
        let body = try JSONEncoder().encode(value)
        var length = UInt32(body.count).bigEndian
        var data = Data(bytes: &length, count: 4)
        data.append(body)
        return data
    }

    /// Reads one frame's body from a file descriptor; `nil` at the end of the stream.
    ///
    /// - throws: ``WorkerProtocolError`` for a frame over ``maximumFrame`` or a stream cut inside a frame.
    static func readFrame(from descriptor: Int32) throws -> Data? {
        guard let header = try readExactly(4, from: descriptor) else { return nil }
        let length = header.reduce(0) { $0 << 8 | Int($1) }
        guard length <= maximumFrame else {
            throw WorkerProtocolError("a frame of \(length) bytes is over the \(maximumFrame)-byte limit")
        }
        guard let body = try readExactly(length, from: descriptor) else {
            throw WorkerProtocolError("the stream ended inside a frame of \(length) bytes")
        }
        return body
    }

    /// Writes all of `data`, retrying short writes.
    ///
    /// - throws: ``WorkerProtocolError`` when the other side has gone (`EPIPE`) or another error occurs.
    static func write(_ data: Data, to descriptor: Int32) throws {
        try data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
            var offset = 0
            while offset < buffer.count {
                let written = Foundation.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    throw WorkerProtocolError("writing to the pipe failed: \(String(cString: strerror(errno)))")
                }
                offset += written
            }
        }
    }

    private static func readExactly(_ count: Int, from descriptor: Int32) throws -> Data? {
        var data = Data(count: count)
        var offset = 0
        while offset < count {
            let got = data.withUnsafeMutableBytes { buffer in
                Foundation.read(descriptor, buffer.baseAddress! + offset, count - offset)
            }
            if got < 0 {
                if errno == EINTR { continue }
                throw WorkerProtocolError("reading from the pipe failed: \(String(cString: strerror(errno)))")
            }
            if got == 0 {
                if offset == 0 { return nil }
                throw WorkerProtocolError("the stream ended after \(offset) of \(count) bytes")
            }
            offset += got
        }
        return data
    }
}

/// A malformed or cut stream between a host and its provider worker.
struct WorkerProtocolError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// The worker's first frame: who it is and which widgets it answers for.
struct WorkerGreeting: Codable, Sendable {
    var protocolName: String
    var version: Int
    var processID: Int32
    var kinds: [String]
}

/// One call from the host.
struct WorkerRequest: Codable, Sendable {
    enum Operation: String, Codable, Sendable {
        case placeholder, snapshot, timeline, recommendations, resolveConfiguration, render, perform
    }

    var id: UInt64
    var operation: Operation
    var kind: String
    var configuration: WidgetConfigurationValues?
    var context: ContextWire?
    /// The stand-in entry to render (`render` only).
    var token: String?
    var spec: SpecWire?
    /// The intent of a tapped button or toggle (`perform` only): its type name, parameters, a toggle's new value.
    var intentType: String?
    var parameters: IntentJSON?
    var toggleValue: Bool?
}

/// The answer to one call; `error` set means the call failed and says why.
struct WorkerResponse: Codable, Sendable {
    var id: UInt64
    var error: String?
    var entries: [EntryWire]?
    var policy: TimelineReloadPolicy?
    var configuration: WidgetConfigurationValues?
    var recommendations: [RecommendationWire]?
    /// The display list's JSON (`render` only).
    var displayList: String?
}

/// An entry as the host sees it: the worker keeps the entry itself under `token`.
struct EntryWire: Codable, Sendable {
    var token: String
    var date: Date
    var relevance: TimelineEntryRelevance?
    var summary: String
}

struct RecommendationWire: Codable, Sendable {
    var description: String
    var configuration: WidgetConfigurationValues
}

/// A `TimelineProviderContext` on the wire.
struct ContextWire: Codable, Sendable {
    var family: String
    var isPreview: Bool
    var width: Double
    var height: Double
    var colorSchemes: [String]
    var renderingModes: [String]
    var displayScales: [Double]

    init(_ context: TimelineProviderContext) {
        family = context.family.rawValue
        isPreview = context.isPreview
        width = Double(context.displaySize.width)
        height = Double(context.displaySize.height)
        colorSchemes = context.environmentVariants.colorSchemes.map(\.description)
        renderingModes = context.environmentVariants.renderingModes.map(\.description)
        displayScales = context.environmentVariants.displayScales.map { Double($0) }
    }

    func decoded() throws -> TimelineProviderContext {
        TimelineProviderContext(
            family: try WireNames.family(family), isPreview: isPreview,
            displaySize: CGSize(width: width, height: height),
            environmentVariants: .init(
                colorSchemes: try colorSchemes.map(WireNames.colorScheme),
                renderingModes: try renderingModes.map(WireNames.renderingMode),
                displayScales: displayScales.map { CGFloat($0) }))
    }
}

/// A `WidgetRenderSpec` on the wire.
struct SpecWire: Codable, Sendable {
    var family: String
    var device: String
    var width: Double?
    var height: Double?
    var colorScheme: String
    var renderingMode: String
    var redaction: Int
    var scale: Int
    var now: Date
    var locale: String
    var timeZone: String

    init(_ spec: WidgetRenderSpec) {
        family = spec.family.rawValue
        device = spec.device.name
        // The size always travels, so a device the worker does not know still lays out at the right size.
        width = Double(spec.size.width)
        height = Double(spec.size.height)
        colorScheme = spec.colorScheme.description
        renderingMode = spec.renderingMode.description
        redaction = spec.redaction.rawValue
        scale = spec.scale
        now = spec.now
        locale = spec.locale.identifier
        timeZone = spec.timeZone.identifier
    }

    func decoded() throws -> WidgetRenderSpec {
        var spec = WidgetRenderSpec(family: try WireNames.family(family))
        spec.device = DeviceProfile.named(device) ?? .default
        if let width, let height { spec.sizeOverride = CGSize(width: width, height: height) }
        spec.colorScheme = try WireNames.colorScheme(colorScheme)
        spec.renderingMode = try WireNames.renderingMode(renderingMode)
        spec.redaction = RedactionReasons(rawValue: redaction)
        spec.scale = scale
        spec.now = now
        spec.locale = Locale(identifier: locale)
        spec.timeZone = TimeZone(identifier: timeZone) ?? .current
        return spec
    }
}

enum WireNames {
    static func family(_ name: String) throws -> WidgetFamily {
        guard let family = WidgetFamily(rawValue: name) else { throw WorkerProtocolError("unknown family '\(name)'") }
        return family
    }

    static func colorScheme(_ name: String) throws -> ColorScheme {
        guard let scheme = ColorScheme.allCases.first(where: { $0.description == name }) else {
            throw WorkerProtocolError("unknown color scheme '\(name)'")
        }
        return scheme
    }

    static func renderingMode(_ name: String) throws -> WidgetRenderingMode {
        guard let mode = [WidgetRenderingMode.fullColor, .accented, .vibrant].first(where: { $0.description == name })
        else { throw WorkerProtocolError("unknown rendering mode '\(name)'") }
        return mode
    }
}
