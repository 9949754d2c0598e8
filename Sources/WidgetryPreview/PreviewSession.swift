import Foundation
import Synchronization

/// The preview server's state and its build-and-render cycle: the last good renders, the current build's errors,
/// and a generation number that moves on every change the page should show.
///
/// A failed build keeps the last good renders and shows its errors; the next good build brings new renders and
/// clears them.
public final class PreviewSession: Sendable {
    /// What the page shows at one moment.
    public struct Snapshot: Sendable {
        /// Moves on at every change; the page asks for the previews again when it does.
        public var generation = 0
        /// The last good renders.
        public var manifest: PreviewManifest?
        /// The folder of ``manifest``'s files.
        public var folder: URL?
        /// The number of ``manifest``'s folder: its files' URLs carry it.
        public var renderGeneration = 0
        /// The current build's errors (or the render's, as one error without a file).
        public var errors: [BuildDiagnostic] = []
        /// Warnings about the build as a whole, such as a kind that changed since the previous one.
        public var warnings: [PreviewManifest.Warning] = []
        /// Whether a build or render is under way.
        public var building = false
        /// The clock control's moment, or `nil` for now.
        public var at: Date?
        /// How long the last build took, in milliseconds.
        public var buildMilliseconds: Int?
        /// How long the last render took, in milliseconds.
        public var renderMilliseconds: Int?
    }

    private let state = Mutex(Snapshot())
    private let executable = Mutex<URL?>(nil)
    private let clockPending = Mutex(false)
    private let builder: any PreviewBuilding
    private let renderer: any PreviewRendering
    private let workFolder: URL
    private let packageDirectory: URL?
    private let onChange: @Sendable (Int) -> Void

    /// Creates a session.
    ///
    /// - Parameters:
    ///   - builder: Builds the bundle.
    ///   - renderer: Renders a built bundle.
    ///   - workFolder: Where renders go, one folder per generation.
    ///   - packageDirectory: The author's package, to shorten error paths.
    ///   - onChange: Called with the new generation after every change (the server tells the pages).
    public init(
        builder: any PreviewBuilding, renderer: any PreviewRendering, workFolder: URL, packageDirectory: URL? = nil,
        onChange: @escaping @Sendable (Int) -> Void = { _ in }
    ) {
        self.builder = builder
        self.renderer = renderer
        self.workFolder = workFolder
        self.packageDirectory = packageDirectory
        self.onChange = onChange
    }

    /// The state now.
    public var snapshot: Snapshot { state.withLock { $0 } }

    /// Sets the clock control's moment (`nil` for now); the next ``refresh(rebuild:)`` renders at it.
    public func setClock(_ at: Date?) {
        state.withLock { $0.at = at }
        clockPending.withLock { $0 = true }
    }

    /// Whether the clock was set since the last call: the server renders again when it was.
    public func takeClockChange() -> Bool {
        clockPending.withLock { pending in
            defer { pending = false }
            return pending
        }
    }

    /// Builds (when `rebuild`, or when nothing was built yet) and renders, then publishes the result.
    ///
    /// Call it from one task at a time.
    public func refresh(rebuild: Bool) async {
        publish { $0.building = true }
        var built = executable.withLock { $0 }
        if rebuild || built == nil {
            let started = ContinuousClock.now
            let outcome = await builder.build()
            let milliseconds = Self.milliseconds(since: started)
            guard let product = outcome.executable else {
                var errors = BuildDiagnostic.errors(in: outcome.log, packageDirectory: packageDirectory)
                if errors.isEmpty {
                    let tail = outcome.log.split(whereSeparator: \.isNewline).suffix(5).joined(separator: "\n")
                    errors = [BuildDiagnostic(file: nil, line: nil, column: nil, message: "The build failed: \(tail)")]
                }
                publish {
                    $0.errors = errors
                    $0.building = false
                    $0.buildMilliseconds = milliseconds
                }
                return
            }
            executable.withLock { $0 = product }
            built = product
            state.withLock { $0.buildMilliseconds = milliseconds }
        }
        guard let built else { return }
        let (number, at) = state.withLock { ($0.generation + 1, $0.at) }
        let folder = workFolder.appendingPathComponent("renders/\(number)")
        try? FileManager.default.removeItem(at: folder)
        let started = ContinuousClock.now
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let manifest = try await renderer.render(executable: built, into: folder, at: at)
            let milliseconds = Self.milliseconds(since: started)
            let previous = publish { snapshot in
                let previous = snapshot.folder
                let previousKinds = snapshot.manifest?.kinds
                snapshot.warnings = previousKinds.flatMap { manifest.kindChange(from: $0) }.map { [$0] } ?? []
                snapshot.manifest = manifest
                snapshot.folder = folder
                snapshot.renderGeneration = number
                snapshot.errors = []
                snapshot.building = false
                snapshot.renderMilliseconds = milliseconds
                return previous
            }
            removeRenders(except: [folder, previous].compactMap { $0 })
        } catch {
            try? FileManager.default.removeItem(at: folder)
            publish {
                $0.errors = [BuildDiagnostic(file: nil, line: nil, column: nil, message: "\(error)")]
                $0.building = false
            }
        }
    }

    /// The file of a render, if `generation` is the current or previous render's and the name is one of its files.
    public func renderFile(generation: Int, name: String) -> URL? {
        guard !name.contains("/"), !name.hasPrefix("."), name.hasSuffix(".html") else { return nil }
        let folder = workFolder.appendingPathComponent("renders/\(generation)")
        let url = folder.appendingPathComponent(name)
        return FileManager.default.fileExists(atPath: url.path) ? url : nil
    }

    /// Changes the state, moves the generation on, and tells the pages.
    @discardableResult
    private func publish<Result>(_ change: (inout Snapshot) -> Result) -> Result {
        let (result, generation) = state.withLock { snapshot in
            let result = change(&snapshot)
            snapshot.generation += 1
            return (result, snapshot.generation)
        }
        onChange(generation)
        return result
    }

    private func removeRenders(except kept: [URL]) {
        let renders = workFolder.appendingPathComponent("renders")
        let keptNames = Set(kept.map(\.lastPathComponent))
        for name in (try? FileManager.default.contentsOfDirectory(atPath: renders.path)) ?? []
        where !keptNames.contains(name) {
            try? FileManager.default.removeItem(at: renders.appendingPathComponent(name))
        }
    }

    private static func milliseconds(since start: ContinuousClock.Instant) -> Int {
        let elapsed = ContinuousClock.now - start
        return Int(elapsed.components.seconds * 1000 + elapsed.components.attoseconds / 1_000_000_000_000_000)
    }
}
