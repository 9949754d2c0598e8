import Foundation
import Testing
import WidgetryKit
import WidgetryUI

/// What a snapshot compares: pixels, markup or the laid-out tree.
public enum SnapshotFormat: Sendable {
    /// A PNG compared pixel by pixel under a tolerance.
    case png(tolerance: PixelTolerance = .standard)
    /// The HTML document, compared as text.
    case html
    /// The laid-out tree (frames and text), compared as text.
    case dump

    var fileExtension: String {
        switch self {
        case .png: "png"
        case .html: "html"
        case .dump: "txt"
        }
    }
}

/// Compares a widget's rendering with a reference file under `__Snapshots__/<TestFile>/<name>.<ext>`, beside the
/// test file.
///
/// With `WIDGETRY_RECORD=1` in the environment the reference is (re)written. A missing reference is written and
/// reported as a failure, so it is reviewed before it is committed; under CI (`CI` set) it is only reported. On a
/// mismatch the actual output is written beside the reference as `<name>.actual.<ext>`, and for PNGs a
/// `<name>.diff.png` shows the differing pixels in red.
///
/// For example:
///
/// ```swift
/// @Test func weatherSmallDark() async throws {
///     let snapshot = try await WidgetSnapshot(WeatherWidget(), entry: WeatherEntry(date: day, weather: .sunny))
///     await assertSnapshot(snapshot, family: .systemSmall, colorScheme: .dark, named: "weather-small-dark")
/// }
/// ```
///
/// - Parameters:
///   - snapshot: The widget and entry.
///   - family: The family to lay out in.
///   - colorScheme: Light or dark; accessory families default to dark.
///   - renderingMode: Full color, accented or vibrant; accessory families default to vibrant.
///   - redaction: Placeholder or privacy redaction.
///   - format: PNG under a tolerance, HTML or the layout dump.
///   - name: The reference's file name, without extension.
public func assertSnapshot(
    _ snapshot: WidgetSnapshot, family: WidgetFamily, colorScheme: ColorScheme? = nil,
    renderingMode: WidgetRenderingMode? = nil, redaction: RedactionReasons = [], as format: SnapshotFormat = .png(),
    named name: String, filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
) async {
    do {
        let actual: Data
        switch format {
        case .png:
            actual = try await snapshot.png(
                family: family, colorScheme: colorScheme, renderingMode: renderingMode, redaction: redaction)
        case .html:
            actual = Data(
                try await snapshot.html(family: family, colorScheme: colorScheme, renderingMode: renderingMode).utf8)
        case .dump:
            actual = Data(try await snapshot.dump(family: family, colorScheme: colorScheme).utf8)
        }
        let store = SnapshotStore(filePath: filePath, name: name, fileExtension: format.fileExtension)
        if let problem = try store.compare(actual, format: format) {
            Issue.record(Comment(rawValue: problem), sourceLocation: sourceLocation)
        }
    } catch {
        Issue.record(Comment(rawValue: "Rendering '\(name)' failed: \(error)"), sourceLocation: sourceLocation)
    }
}
