import Foundation

/// The preview server: builds the author's bundle, renders every preview, serves the page, `/previews.json`, the
/// renders and server-sent events, and rebuilds when a watched file changes.
///
/// Routes (GET only):
/// - `/`: the page.
/// - `/previews.json`: ``PreviewsDocument``.
/// - `/events`: server-sent events; `update` with the new generation after every change.
/// - `/renders/N/FILE.html`: one render.
/// - `/clock?at=ISO8601`: render at a moment (`/clock` alone: now again).
public final class PreviewServer: Sendable {
    /// What `widgetry-preview` was asked to do.
    public struct Options: Sendable {
        /// The author's package.
        public var packageDirectory: URL
        /// The bundle's executable product.
        public var product: String
        /// The port on 127.0.0.1 (0: any free one).
        public var port = 8090
        /// Only this widget kind.
        public var kind: String?
        /// The moment to render at first.
        public var at: Date?
        /// Build through the plugin (standard input and output) first, then with `swift build --ignore-lock`
        /// (``HandOffBuilder``), rather than with `swift build` only.
        public var buildThroughPlugin = false
        /// The build folder, when not the package's `.build` (`--scratch-path`).
        public var scratchPath: URL?
        /// Where renders go.
        public var workFolder: URL
        /// How often to look for saved files.
        public var pollInterval: Duration = .milliseconds(50)

        /// Creates options.
        public init(packageDirectory: URL, product: String, workFolder: URL) {
            self.packageDirectory = packageDirectory
            self.product = product
            self.workFolder = workFolder
        }
    }

    /// The session whose state the server shows.
    public let session: PreviewSession
    /// The HTTP server.
    public let http: PreviewHTTPServer
    private let options: Options
    private let events: EventStreams

    /// Opens the port and prepares the session; ``run()`` starts the work.
    ///
    /// - throws: ``PreviewError`` when the port cannot be used.
    public init(options: Options) throws {
        self.options = options
        let events = EventStreams()
        self.events = events
        let builder: any PreviewBuilding =
            options.buildThroughPlugin
            ? HandOffBuilder(
                packageDirectory: options.packageDirectory, product: options.product, scratchPath: options.scratchPath)
            : SwiftBuildBuilder(
                packageDirectory: options.packageDirectory, product: options.product, scratchPath: options.scratchPath)
        let session = PreviewSession(
            builder: builder, renderer: BundleRenderer(kind: options.kind), workFolder: options.workFolder,
            packageDirectory: options.packageDirectory,
            onChange: { events.send(event: "update", data: "{\"generation\":\($0)}") })
        session.setClock(options.at)
        self.session = session
        http = try PreviewHTTPServer(port: options.port, events: events) { request in
            Self.route(request, session: session)
        }
    }

    /// Serves, builds and renders, then rebuilds on every save, until the process ends.
    public func run() async -> Never {
        http.start()
        Self.say("Previews of \(options.product) at http://127.0.0.1:\(http.port)/ (Ctrl-C to stop)")
        let watcher = SourceWatcher(package: options.packageDirectory)
        var stamps = watcher.snapshot()
        _ = session.takeClockChange()
        await session.refresh(rebuild: true)
        report()
        var lastPing = ContinuousClock.now
        while true {
            try? await Task.sleep(for: options.pollInterval)
            let now = watcher.snapshot()
            if now != stamps {
                stamps = now
                Self.say("Rebuilding \(options.product)…")
                await session.refresh(rebuild: true)
                // Files saved during the build are picked up by the next look.
                report()
            } else if session.takeClockChange() {
                await session.refresh(rebuild: false)
            }
            if ContinuousClock.now - lastPing > .seconds(15) {
                events.ping()
                lastPing = ContinuousClock.now
            }
        }
    }

    /// Prints the outcome of a cycle on standard error.
    private func report() {
        let snapshot = session.snapshot
        if snapshot.errors.isEmpty {
            let count = snapshot.manifest?.items.count ?? 0
            let build = snapshot.buildMilliseconds.map { "built in \($0) ms, " } ?? ""
            let render = snapshot.renderMilliseconds.map { "rendered in \($0) ms" } ?? ""
            Self.say("\(count) previews (\(build)\(render))")
        } else {
            for error in snapshot.errors { Self.say(error.description) }
            Self.say("The page keeps the last good previews until the errors are fixed.")
        }
    }

    static func say(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    /// Answers one request from the session's state.
    public static func route(_ request: HTTPRequestHead, session: PreviewSession) -> HTTPResponse {
        switch request.path {
        case "/", "/index.html":
            return .body(status: 200, contentType: "text/html; charset=utf-8", Data(PreviewPage.html.utf8))
        case "/previews.json":
            return .body(
                status: 200, contentType: "application/json", PreviewsDocument(session.snapshot).json())
        case "/events":
            return .eventStream
        case "/clock":
            let text = request.query["at"] ?? ""
            var at: Date?
            if !text.isEmpty && text != "now" {
                guard let date = try? Date(text, strategy: .iso8601) else {
                    return .error(
                        400, "'\(text.prefix(60))' is not an ISO 8601 date; write it like 2026-11-22T09:30:00Z.")
                }
                at = date
            }
            session.setClock(at)
            return .body(
                status: 200, contentType: "application/json",
                Data("{\"at\":\(at.map { "\"\($0.ISO8601Format())\"" } ?? "null")}".utf8))
        default:
            let parts = request.path.split(separator: "/").map(String.init)
            if parts.count == 3, parts[0] == "renders", let generation = Int(parts[1]),
                let file = session.renderFile(generation: generation, name: parts[2]),
                let data = FileManager.default.contents(atPath: file.path)
            {
                return .body(status: 200, contentType: "text/html; charset=utf-8", data)
            }
            if parts.first == "renders" {
                return .error(404, "No render \(request.path.prefix(200)); a newer build replaced it. Reload the list.")
            }
            return .error(404, "No page \(request.path.prefix(200)). Try / or /previews.json.")
        }
    }
}
