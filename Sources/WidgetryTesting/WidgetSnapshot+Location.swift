import Foundation
import Testing
import WidgetryKit
import WidgetryPipeline
import WidgetryUI

extension WidgetSnapshot {
    /// The rendering request for a family at a location (StandBy, CarPlay, the Lock Screen…), with the appearance iOS
    /// gives it there (``WidgetRenderSpec/present(at:night:)``).
    ///
    /// - Throws: `PipelineError` when the location does not show the family, the widget disfavors it there, or
    ///   `night` is asked for outside StandBy.
    public func spec(
        family: WidgetFamily, location: WidgetLocation, night: Bool = false, scale: Int = 2, now: Date? = nil
    ) throws -> WidgetRenderSpec {
        var spec = spec(family: family, scale: scale, now: now)
        try spec.present(at: location, night: night)
        try spec.validateLocation(for: widget)
        return spec
    }

    /// The widget as PNG bytes as a location shows it: in StandBy scaled up, without a removable background, and
    /// red on black at night.
    public func png(
        family: WidgetFamily, location: WidgetLocation, night: Bool = false, scale: Int = 2, now: Date? = nil
    ) async throws -> Data {
        let spec = try spec(family: family, location: location, night: night, scale: scale, now: now)
        return try await pipeline.render(widget, entry: entry, request: spec, format: .png)
    }

    /// The laid-out tree at a location as text: what the view drew for the `widgetLocation` it read.
    public func dump(family: WidgetFamily, location: WidgetLocation, now: Date? = nil) async throws -> String {
        let spec = try spec(family: family, location: location, now: now)
        let tree = try await MainActor.run { try pipeline.resolve(widget, entry: entry, request: spec) }
        return pipeline.laidOut(tree, request: spec, marginsDisabled: widget.contentMarginsDisabled).dump()
    }
}

/// Compares a widget's rendering at a location with a reference PNG under `__Snapshots__/<TestFile>/<name>.png`, as
/// ``assertSnapshot(_:family:colorScheme:renderingMode:redaction:as:named:filePath:sourceLocation:)`` does.
///
/// For example, StandBy at night:
///
/// ```swift
/// await assertSnapshot(snapshot, family: .systemSmall, location: .standBy, night: true, named: "weather-night")
/// ```
public func assertSnapshot(
    _ snapshot: WidgetSnapshot, family: WidgetFamily, location: WidgetLocation, night: Bool = false,
    tolerance: PixelTolerance = .standard, named name: String, filePath: String = #filePath,
    sourceLocation: SourceLocation = #_sourceLocation
) async {
    do {
        let actual = try await snapshot.png(family: family, location: location, night: night)
        let store = SnapshotStore(filePath: filePath, name: name, fileExtension: "png")
        if let problem = try store.compare(actual, format: .png(tolerance: tolerance)) {
            Issue.record(Comment(rawValue: problem), sourceLocation: sourceLocation)
        }
    } catch {
        Issue.record(Comment(rawValue: "Rendering '\(name)' failed: \(error)"), sourceLocation: sourceLocation)
    }
}
