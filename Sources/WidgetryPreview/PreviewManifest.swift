import Foundation

/// What a bundle's hidden `preview-renders` command writes as `manifest.json` next to its HTML renders.
public struct PreviewManifest: Sendable, Codable, Equatable {
    /// One frame of a timeline strip: an entry or content state and its HTML file.
    public struct Frame: Sendable, Codable, Equatable {
        /// The entry's date, for timeline entries.
        public var date: Date?
        /// The strip's label, such as `#2` or `state 1`.
        public var label: String
        /// The HTML file, relative to the manifest.
        public var file: String

        /// Creates a frame.
        public init(date: Date?, label: String, file: String) {
            self.date = date
            self.label = label
            self.file = file
        }
    }

    /// A silent failure found in a render.
    public struct Warning: Sendable, Codable, Hashable {
        /// Which failure: `imageTooLarge`, `overMemoryLimit`, `missingContainerBackground`, `kindChanged`,
        /// `undecodableContentState` or `timelineInPast`.
        public var code: String
        /// What is wrong and what to change.
        public var message: String

        /// Creates a warning.
        public init(code: String, message: String) {
            self.code = code
            self.message = message
        }
    }

    /// One render.
    public struct Item: Sendable, Codable, Equatable {
        /// Stable across builds, such as `widget/Weather/systemSmall/dark`.
        public var id: String
        /// The widget's name, the preview's title or the control's name.
        public var name: String
        /// The page section.
        public var group: String
        /// The family, presentation or control size.
        public var family: String
        /// light, dark, accented, glass, vibrant, standBy, …
        public var appearance: String
        /// The HTML file, relative to the manifest; `nil` when the render failed.
        public var file: String?
        /// Where a preview is declared.
        public var source: String?
        /// The timeline strip.
        public var frames: [Frame]
        /// Silent failures in this render.
        public var warnings: [Warning]
        /// Why the render failed.
        public var error: String?

        /// Creates an item.
        public init(
            id: String, name: String, group: String, family: String, appearance: String, file: String?,
            source: String? = nil, frames: [Frame] = [], warnings: [Warning] = [], error: String? = nil
        ) {
            self.id = id
            self.name = name
            self.group = group
            self.family = family
            self.appearance = appearance
            self.file = file
            self.source = source
            self.frames = frames
            self.warnings = warnings
            self.error = error
        }
    }

    /// The bundle's name.
    public var bundle: String
    /// Every widget, Live Activity and control kind.
    public var kinds: [String]
    /// The moment rendered at, when the clock control set one.
    public var at: Date?
    /// The renders.
    public var items: [Item]
    /// Problems the bundle reports.
    public var problems: [String]

    /// Creates a manifest.
    public init(bundle: String, kinds: [String], at: Date? = nil, items: [Item], problems: [String] = []) {
        self.bundle = bundle
        self.kinds = kinds
        self.at = at
        self.items = items
        self.problems = problems
    }

    /// Reads `manifest.json` from a folder.
    ///
    /// - throws: `PreviewError` naming the file when it is missing or not a manifest.
    public static func read(from folder: URL) throws -> PreviewManifest {
        let url = folder.appendingPathComponent("manifest.json")
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw PreviewError("The bundle wrote no \(url.path); is it built against this widgetry?")
        }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        do {
            return try decoder.decode(PreviewManifest.self, from: data)
        } catch {
            throw PreviewError("\(url.path) is not a preview manifest (\(error)); rebuild the bundle.")
        }
    }

    /// A warning when a kind of the previous build is gone and another is new: iOS matches placed widgets by kind, so
    /// people's widgets of the old kind disappear.
    ///
    /// - Parameter previous: The kinds of the last build that rendered.
    public func kindChange(from previous: [String]) -> Warning? {
        let gone = previous.filter { !kinds.contains($0) }
        let new = kinds.filter { !previous.contains($0) }
        guard !gone.isEmpty, !new.isEmpty else { return nil }
        func list(_ kinds: [String]) -> String { kinds.map { "'\($0)'" }.joined(separator: ", ") }
        return Warning(
            code: "kindChanged",
            message: "Widget kind \(list(gone)) is gone and \(list(new)) is new since the last build. iOS finds "
                + "placed widgets by kind, so everyone's \(list(gone)) widgets disappear from their Home Screens. Keep "
                + "the kind string unchanged (rename the type, not the kind).")
    }
}

/// An error of the preview server: a sentence saying what was wrong and what to do.
public struct PreviewError: Error, Sendable, CustomStringConvertible, Equatable {
    /// The sentence.
    public let message: String

    /// Creates an error.
    public init(_ message: String) { self.message = message }

    public var description: String { message }
}
