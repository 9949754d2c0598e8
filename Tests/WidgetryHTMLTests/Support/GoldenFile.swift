import Foundation
import Testing

/// Compares text with a reference under `__Snapshots__/<suite>/<name>` beside this test target, byte for byte.
///
/// Set `WIDGETRY_RECORD=1` to write references; a missing reference is recorded and the test fails once. On a
/// mismatch the output is written next to the reference as `<name>.actual` with the first differing line reported.
enum GoldenFile {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__")

    static var isRecording: Bool { ProcessInfo.processInfo.environment["WIDGETRY_RECORD"] == "1" }

    static func assert(
        _ text: String, suite: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let folder = directory.appendingPathComponent(suite)
        let reference = folder.appendingPathComponent(name)
        let actualURL = folder.appendingPathComponent(name + ".actual")
        try? FileManager.default.removeItem(at: actualURL)
        let exists = FileManager.default.fileExists(atPath: reference.path)
        if isRecording || !exists {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: reference)
            if !exists && !isRecording {
                Issue.record(
                    "Recorded a new reference '\(reference.path)'; check it and run again.",
                    sourceLocation: sourceLocation)
            }
            return
        }
        let expected = try String(contentsOf: reference, encoding: .utf8)
        guard expected != text else { return }
        try Data(text.utf8).write(to: actualURL)
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let actualLines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let line =
            zip(expectedLines, actualLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(expectedLines.count, actualLines.count)
        Issue.record(
            Comment(
                rawValue: "'\(name)' differs from its reference from line \(line + 1). Actual: '\(actualURL.path)'; "
                    + "record again with WIDGETRY_RECORD=1 if the change is intended."),
            sourceLocation: sourceLocation)
    }
}
