import Foundation

/// `GET /previews.json`: every preview with its name, family, appearance and HTML render's URL, and the current
/// build's errors and warnings.
public struct PreviewsDocument: Sendable, Codable, Equatable {
    /// A frame of a timeline strip.
    public struct Frame: Sendable, Codable, Equatable {
        /// The entry's date, if it is a timeline entry.
        public var date: Date?
        /// The strip's label.
        public var label: String
        /// The URL of its HTML render.
        public var url: String
    }

    /// One render.
    public struct Preview: Sendable, Codable, Equatable {
        /// Stable across builds.
        public var id: String
        /// The preview's title or the widget's name.
        public var name: String
        /// The page section.
        public var group: String
        /// The family, presentation or control size.
        public var family: String
        /// light, dark, accented, glass, vibrant, standBy, …
        public var appearance: String
        /// The URL of its HTML render; `nil` when it failed.
        public var url: String?
        /// Where a preview is declared.
        public var source: String?
        /// The timeline strip.
        public var frames: [Frame]
        /// Silent failures.
        public var warnings: [PreviewManifest.Warning]
        /// Why it failed.
        public var error: String?
    }

    /// Moves on at every change.
    public var generation: Int
    /// Whether a build or render is under way.
    public var building: Bool
    /// The bundle's name, once built.
    public var bundle: String?
    /// The clock control's moment, or `nil` for now.
    public var at: Date?
    /// The current build's errors; the previews are the last good build's.
    public var errors: [BuildDiagnostic]
    /// Every warning: the build's and each render's, each once.
    public var warnings: [PreviewManifest.Warning]
    /// The renders.
    public var previews: [Preview]
    /// The last build's and render's durations in milliseconds.
    public var buildMilliseconds: Int?
    /// The last render's duration in milliseconds.
    public var renderMilliseconds: Int?

    /// The document for a session's state.
    public init(_ snapshot: PreviewSession.Snapshot) {
        generation = snapshot.generation
        building = snapshot.building
        bundle = snapshot.manifest?.bundle
        at = snapshot.at
        errors = snapshot.errors
        let base = "/renders/\(snapshot.renderGeneration)/"
        previews = (snapshot.manifest?.items ?? []).map { item in
            Preview(
                id: item.id, name: item.name, group: item.group, family: item.family, appearance: item.appearance,
                url: item.file.map { base + $0 }, source: item.source,
                frames: item.frames.map { Frame(date: $0.date, label: $0.label, url: base + $0.file) },
                warnings: item.warnings, error: item.error)
        }
        var seen: Set<PreviewManifest.Warning> = []
        let problems = (snapshot.manifest?.problems ?? []).map { PreviewManifest.Warning(code: "bundle", message: $0) }
        warnings = (snapshot.warnings + problems + previews.flatMap(\.warnings)).filter { seen.insert($0).inserted }
        buildMilliseconds = snapshot.buildMilliseconds
        renderMilliseconds = snapshot.renderMilliseconds
    }

    /// The document as JSON, dates in ISO 8601.
    public func json() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        return (try? encoder.encode(self)) ?? Data("{}".utf8)
    }
}
