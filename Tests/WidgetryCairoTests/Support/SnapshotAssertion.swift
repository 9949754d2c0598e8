import CWidgetryPango
import Foundation
import Testing

@testable import WidgetryCairo

/// Compares PNG bytes with a reference under `__Snapshots__/<suite>/<name>.png` beside this test target.
///
/// Tolerance: a pixel matches when each of its four channels (straight RGBA) differs by at most
/// ``Snapshot/channelTolerance`` out of 255; the images match when they have the same size and at most
/// ``Snapshot/mismatchFraction`` of their pixels do not match. Set `WIDGETRY_RECORD=1` to write references;
/// a missing reference is recorded and the test fails once. On a mismatch `<name>.actual.png` and
/// `<name>.diff.png` (mismatched pixels red over the faded reference) are written next to the reference.
enum Snapshot {
    static let channelTolerance = 4
    static let mismatchFraction = 0.001

    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__")

    static var isRecording: Bool { ProcessInfo.processInfo.environment["WIDGETRY_RECORD"] == "1" }

    static func assert(
        _ png: Data,
        suite: String,
        named name: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        try assert(
            png, reference: directory.appendingPathComponent(suite).appendingPathComponent("\(name).png"),
            sourceLocation: sourceLocation)
    }

    /// Compares PNG bytes with a reference file anywhere (the docs' images), as ``assert(_:suite:named:sourceLocation:)``.
    static func assert(_ png: Data, reference: URL, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let folder = reference.deletingLastPathComponent()
        let name = reference.deletingPathExtension().lastPathComponent
        let actualURL = folder.appendingPathComponent("\(name).actual.png")
        let diffURL = folder.appendingPathComponent("\(name).diff.png")
        try? FileManager.default.removeItem(at: actualURL)
        try? FileManager.default.removeItem(at: diffURL)
        let exists = FileManager.default.fileExists(atPath: reference.path)
        if isRecording || !exists {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try png.write(to: reference)
            if !exists && !isRecording {
                Issue.record(
                    "Recorded a new reference '\(reference.path)'; check it and run again.",
                    sourceLocation: sourceLocation)
            }
            return
        }
        let expected = try RGBAImage(png: Data(contentsOf: reference))
        let actual = try RGBAImage(png: png)
        guard expected.width == actual.width, expected.height == actual.height else {
            try png.write(to: actualURL)
            let message =
                "Snapshot '\(name)' is \(actual.width)×\(actual.height), the reference "
                + "\(expected.width)×\(expected.height). Actual image: '\(actualURL.path)'."
            Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
            return
        }
        var mismatched = 0
        var diff = [UInt8](repeating: 0, count: expected.pixels.count)
        for index in stride(from: 0, to: expected.pixels.count, by: 4) {
            var matches = true
            for channel in 0..<4
            where abs(Int(expected.pixels[index + channel]) - Int(actual.pixels[index + channel])) > channelTolerance {
                matches = false
            }
            let gray = UInt8(
                (Int(expected.pixels[index]) + Int(expected.pixels[index + 1]) + Int(expected.pixels[index + 2])) / 3)
            if matches {
                diff[index] = 255 - (255 - gray) / 4
                diff[index + 1] = diff[index]
                diff[index + 2] = diff[index]
            } else {
                mismatched += 1
                diff[index] = 255
            }
            diff[index + 3] = 255
        }
        let fraction = Double(mismatched) / Double(expected.width * expected.height)
        if fraction > mismatchFraction {
            try png.write(to: actualURL)
            try Data(RGBAImage(width: expected.width, height: expected.height, pixels: diff).png()).write(to: diffURL)
            let message =
                "Snapshot '\(name)' differs in \(mismatched) pixels (\(String(format: "%.3f", fraction * 100))%, "
                + "allowed \(mismatchFraction * 100)%). Actual: '\(actualURL.path)', diff: '\(diffURL.path)'."
            Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
        }
    }
}

/// Straight RGBA pixels, decoded with Cairo's PNG reader.
struct RGBAImage {
    var width: Int
    var height: Int
    var pixels: [UInt8]

    init(width: Int, height: Int, pixels: [UInt8]) {
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    init(png: Data) throws {
        guard let surface = CairoCanvas.decodePNG([UInt8](png)) else {
            throw RGBAImageError(message: "Not a PNG.")
        }
        defer { cairo_surface_destroy(surface) }
        width = Int(cairo_image_surface_get_width(surface))
        height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        pixels = []
        pixels.reserveCapacity(width * height * 4)
        for y in 0..<height {
            let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                let p = row[x]
                let a = Int(p >> 24)
                func straight(_ v: Int) -> UInt8 { a == 0 ? 0 : UInt8(min(255, (v * 255 + a / 2) / a)) }
                pixels += [
                    straight(Int((p >> 16) & 0xFF)), straight(Int((p >> 8) & 0xFF)), straight(Int(p & 0xFF)), UInt8(a),
                ]
            }
        }
    }

    /// Encodes the pixels with ``PNGEncoder`` (premultiplying into an ARGB32 buffer first).
    func png() -> [UInt8] {
        var argb = [UInt32](repeating: 0, count: width * height)
        for i in 0..<(width * height) {
            let a = UInt32(pixels[i * 4 + 3])
            func pre(_ v: UInt8) -> UInt32 { (UInt32(v) * a + 127) / 255 }
            argb[i] = a << 24 | pre(pixels[i * 4]) << 16 | pre(pixels[i * 4 + 1]) << 8 | pre(pixels[i * 4 + 2])
        }
        return argb.withUnsafeBytes { raw in
            PNGEncoder().encode(
                argb32: raw.baseAddress!.assumingMemoryBound(to: UInt8.self), width: width, height: height,
                stride: width * 4)
        }
    }

    /// The straight RGBA of the pixel at a point.
    func pixel(x: Int, y: Int) -> [UInt8] {
        let index = (y * width + x) * 4
        return Array(pixels[index..<index + 4])
    }
}

struct RGBAImageError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
