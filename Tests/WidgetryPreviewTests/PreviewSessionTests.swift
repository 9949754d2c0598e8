import Foundation
import Synchronization
import Testing
import WidgetryPreview

/// A builder that answers from a script, one outcome per build.
final class ScriptedBuilder: PreviewBuilding {
    private let outcomes: Mutex<[BuildOutcome]>

    init(_ outcomes: [BuildOutcome]) { self.outcomes = Mutex(outcomes) }

    func build() async -> BuildOutcome {
        outcomes.withLock {
            $0.isEmpty ? BuildOutcome(executable: nil, log: "error: no more builds") : $0.removeFirst()
        }
    }
}

/// A renderer that writes one file per item of the manifests it is given, in order.
final class ScriptedRenderer: PreviewRendering {
    private let manifests: Mutex<[PreviewManifest]>
    let clocks = Mutex<[Date?]>([])

    init(_ manifests: [PreviewManifest]) { self.manifests = Mutex(manifests) }

    func render(executable: URL, into folder: URL, at: Date?) async throws -> PreviewManifest {
        clocks.withLock { $0.append(at) }
        guard let manifest = manifests.withLock({ $0.isEmpty ? nil : $0.removeFirst() }) else {
            throw PreviewError("no more renders")
        }
        for item in manifest.items {
            if let file = item.file {
                try Data("<p>\(item.name)</p>".utf8).write(to: folder.appendingPathComponent(file))
            }
        }
        return manifest
    }
}

func manifest(text: String, kinds: [String] = ["Hello"]) -> PreviewManifest {
    PreviewManifest(
        bundle: "HelloWidgets", kinds: kinds,
        items: [
            .init(
                id: "widget/Hello/systemSmall/light", name: text, group: "Hello", family: "systemSmall",
                appearance: "light", file: "hello.html")
        ])
}

let syntaxError = """
    Building for debugging...
    /tmp/pkg/Sources/HelloWidgets/Hello.swift:12:30: error: expected ')' in expression list
    10 |     var body: some View {
    11 |         Text("Hello"
    12 |             .font(.title)
       |                              `- error: expected ')' in expression list
    /tmp/pkg/Sources/HelloWidgets/Hello.swift:12:30: error: expected ')' in expression list
    error: fatalError
    """

func temporaryFolder() -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("preview-tests-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// The preview loop: a good build shows its renders, a failed one shows its errors over the last good renders, and
/// the next good one brings new renders back.
@Suite struct PreviewSessionTests {
    let executable = URL(fileURLWithPath: "/tmp/pkg/.build/debug/HelloWidgets")

    @Test func aFailedBuildKeepsTheLastGoodPreviewsAndShowsItsErrorsWithTheirLines() async throws {
        let work = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: work) }
        let builder = ScriptedBuilder([
            BuildOutcome(executable: executable, log: ""), BuildOutcome(executable: nil, log: syntaxError),
            BuildOutcome(executable: executable, log: ""),
        ])
        let renderer = ScriptedRenderer([manifest(text: "Hello"), manifest(text: "Hello again")])
        let generations = Mutex<[Int]>([])
        let session = PreviewSession(
            builder: builder, renderer: renderer, workFolder: work,
            packageDirectory: URL(fileURLWithPath: "/tmp/pkg"),
            onChange: { value in generations.withLock { $0.append(value) } })

        await session.refresh(rebuild: true)
        var document = PreviewsDocument(session.snapshot)
        #expect(document.errors.isEmpty)
        #expect(document.previews.map(\.name) == ["Hello"])
        let firstURL = try #require(document.previews.first?.url)

        await session.refresh(rebuild: true)
        document = PreviewsDocument(session.snapshot)
        #expect(
            document.errors == [
                BuildDiagnostic(
                    file: "Sources/HelloWidgets/Hello.swift", line: 12, column: 30,
                    message: "expected ')' in expression list")
            ])
        #expect(document.previews.map(\.name) == ["Hello"], "the last good previews stay")
        #expect(document.previews.first?.url == firstURL)

        await session.refresh(rebuild: true)
        document = PreviewsDocument(session.snapshot)
        #expect(document.errors.isEmpty)
        #expect(document.previews.map(\.name) == ["Hello again"])
        let url = try #require(document.previews.first?.url)
        let parts = url.split(separator: "/")
        let file = try #require(session.renderFile(generation: Int(parts[1])!, name: String(parts[2])))
        #expect(try String(contentsOf: file, encoding: .utf8) == "<p>Hello again</p>")
        #expect(generations.withLock { $0 } == Array(1...6), "each build and each outcome moves the generation on")
    }

    @Test func aKindThatChangedBetweenBuildsIsAWarning() async throws {
        let work = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: work) }
        let session = PreviewSession(
            builder: ScriptedBuilder([
                BuildOutcome(executable: executable, log: ""), BuildOutcome(executable: executable, log: ""),
            ]),
            renderer: ScriptedRenderer([
                manifest(text: "Hello", kinds: ["Hello", "Clock"]),
                manifest(text: "Hello", kinds: ["Greeting", "Clock"]),
            ]),
            workFolder: work)
        await session.refresh(rebuild: true)
        #expect(PreviewsDocument(session.snapshot).warnings.isEmpty)
        await session.refresh(rebuild: true)
        let warnings = PreviewsDocument(session.snapshot).warnings
        let warning = try #require(warnings.first { $0.code == "kindChanged" })
        #expect(warning.message.contains("'Hello' is gone and 'Greeting' is new"), "\(warning.message)")
        #expect(warning.message.contains("disappear"))
    }

    @Test func theClockRendersAgainAtTheMomentWithoutABuild() async throws {
        let work = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: work) }
        let renderer = ScriptedRenderer([manifest(text: "Now"), manifest(text: "Later")])
        let session = PreviewSession(
            builder: ScriptedBuilder([BuildOutcome(executable: executable, log: "")]), renderer: renderer,
            workFolder: work)
        await session.refresh(rebuild: true)
        let moment = Date(timeIntervalSince1970: 1_800_003_600)
        session.setClock(moment)
        await session.refresh(rebuild: false)
        #expect(renderer.clocks.withLock { $0 } == [nil, moment])
        #expect(PreviewsDocument(session.snapshot).previews.map(\.name) == ["Later"])
        #expect(PreviewsDocument(session.snapshot).at == moment)
    }

    @Test func buildOutputGivesEachErrorOnceWithItsPlace() {
        let errors = BuildDiagnostic.errors(in: syntaxError, packageDirectory: URL(fileURLWithPath: "/tmp/pkg"))
        #expect(
            errors.map(\.description) == [
                "Sources/HelloWidgets/Hello.swift:12:30: error: expected ')' in expression list"
            ])
        let linker = BuildDiagnostic.errors(in: "error: no product named 'Nope'\n")
        #expect(linker == [BuildDiagnostic(file: nil, line: nil, column: nil, message: "no product named 'Nope'")])
    }
}
