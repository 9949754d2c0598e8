import Foundation

/// The reference files of one snapshot and what to write when it does not match.
struct SnapshotStore {
    let reference: URL
    let actual: URL
    let diff: URL

    init(filePath: String, name: String, fileExtension: String) {
        let testFile = URL(fileURLWithPath: filePath)
        let folder = testFile.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
            .appendingPathComponent(testFile.deletingPathExtension().lastPathComponent)
        reference = folder.appendingPathComponent("\(name).\(fileExtension)")
        actual = folder.appendingPathComponent("\(name).actual.\(fileExtension)")
        diff = folder.appendingPathComponent("\(name).diff.png")
    }

    static var isRecording: Bool { ProcessInfo.processInfo.environment["WIDGETRY_RECORD"] == "1" }
    static var isCI: Bool { ProcessInfo.processInfo.environment["CI"] != nil }

    /// Compares with the reference; returns a message when the snapshot fails.
    func compare(_ data: Data, format: SnapshotFormat) throws -> String? {
        let manager = FileManager.default
        try? manager.removeItem(at: actual)
        try? manager.removeItem(at: diff)
        if Self.isRecording {
            try write(data, to: reference)
            return nil
        }
        guard let expected = manager.contents(atPath: reference.path) else {
            if Self.isCI {
                return "No reference at '\(reference.path)'. Record it locally with WIDGETRY_RECORD=1 and commit it."
            }
            try write(data, to: reference)
            return "Recorded a new reference at '\(reference.path)'; look at it, commit it, and run the test again."
        }
        switch format {
        case .png(let tolerance):
            return try comparePNG(data, expected: expected, tolerance: tolerance)
        case .html, .dump:
            guard data != expected else { return nil }
            try write(data, to: actual)
            return "Snapshot '\(reference.lastPathComponent)' differs. Actual: '\(actual.path)'."
        }
    }

    private func comparePNG(_ data: Data, expected: Data, tolerance: PixelTolerance) throws -> String? {
        guard let new = PixelImage(png: data), let old = PixelImage(png: expected) else {
            try write(data, to: actual)
            return "Snapshot '\(reference.lastPathComponent)' could not be decoded. Actual: '\(actual.path)'."
        }
        guard let (mismatched, diffImage) = new.difference(from: old, tolerance: tolerance) else {
            try write(data, to: actual)
            return "Snapshot '\(reference.lastPathComponent)' is \(new.width)×\(new.height) px; the reference is "
                + "\(old.width)×\(old.height) px. Actual: '\(actual.path)'."
        }
        let share = Double(mismatched) / Double(max(1, new.width * new.height))
        guard share > tolerance.fraction else { return nil }
        try write(data, to: actual)
        if let png = diffImage.pngData() { try write(png, to: diff) }
        let percent = (share * 100).formatted(.number.precision(.fractionLength(2)))
        return "Snapshot '\(reference.lastPathComponent)' differs in \(mismatched) pixels (\(percent) %, allowed "
            + "\(tolerance.fraction * 100) % beyond \(tolerance.channel)/255). Actual: '\(actual.path)', "
            + "diff: '\(diff.path)'."
    }

    private func write(_ data: Data, to url: URL) throws {
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }
}
