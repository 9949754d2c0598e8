import Foundation
import Testing
import Widgetry
import WidgetryCLI

@MainActor
@Suite struct RenderCommandTests {
    let bundle = WidgetBundleDescriptor(CLITestBundle())

    func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("widgetry-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// The width and height in a PNG's IHDR chunk.
    func pngSize(_ data: Data) -> (Int, Int)? {
        let bytes = [UInt8](data)
        guard bytes.count > 24, bytes[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] else { return nil }
        func word(_ offset: Int) -> Int { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (word(16), word(20))
    }

    @Test func renderWritesAPNGOfTheFamilysSizeAtTheScale() async throws {
        let folder = try temporaryFolder()
        let path = folder.appendingPathComponent("tick.png").path
        let run = await CLIRun.run(["render", "--kind", "Tick", "--scale", "3", "--output", path], bundle: bundle)
        #expect(run.code == 0, "\(run.errors)")
        #expect(run.output.hasPrefix("Wrote \(path) (png, 510×510 px, systemSmall, light, fullColor)"))
        let data = try #require(FileManager.default.contents(atPath: path))
        #expect(pngSize(data)! == (510, 510))
    }

    @Test(arguments: ["svg", "pdf", "html"])
    func renderPicksTheFormatFromTheExtension(format: String) async throws {
        let path = try temporaryFolder().appendingPathComponent("tick.\(format)").path
        let run = await CLIRun.run(["render", "--kind", "Tick", "--output", path], bundle: bundle)
        #expect(run.code == 0, "\(run.errors)")
        let text = String(decoding: try #require(FileManager.default.contents(atPath: path)).prefix(64), as: UTF8.self)
        let expected = ["svg": "<?xml", "pdf": "%PDF", "html": "<!doctype html>"][format]!
        #expect(text.lowercased().hasPrefix(expected.lowercased()), "\(text)")
        // The size is reported in the units the file states, not as pixels at a scale vectors don't have.
        let size = ["svg": "170×170 px, 1 px per point", "pdf": "170×170 pt", "html": "170×170 px, 1 px per point"]
        #expect(run.output.hasPrefix("Wrote \(path) (\(format), \(size[format]!), systemSmall"), "\(run.output)")
    }

    @Test func renderShowsTheRequestedEntry() async throws {
        let folder = try temporaryFolder()
        let first = folder.appendingPathComponent("0.svg").path
        let last = folder.appendingPathComponent("2.svg").path
        _ = await CLIRun.run(["render", "--kind", "Tick", "--entry", "0", "--output", first], bundle: bundle)
        _ = await CLIRun.run(["render", "--kind", "Tick", "--entry", "2", "--output", last], bundle: bundle)
        #expect(FileManager.default.contents(atPath: first) != FileManager.default.contents(atPath: last))
    }

    @Test(arguments: [
        (
            ["--kind", "Tick", "--output", "/tmp/x.gif"],
            "Error: Unsupported output extension '.gif'. Use one of: .png, .svg, .pdf, .html."
        ),
        (
            ["--kind", "Tick", "--scheme", "sepia", "--output", "/tmp/x.png"],
            "Error: Unknown color scheme 'sepia'. Use 'light' or 'dark'."
        ),
        (["--kind", "Tick", "--mode", "glass", "--output", "/tmp/x.png"], "Error: Unknown rendering mode 'glass'."),
        (
            ["--kind", "Tick", "--family", "accessoryInline", "--scheme", "light", "--output", "/tmp/x.png"],
            "Error: Family 'accessoryInline' is shown on the Lock Screen, which is always dark."
        ),
        (
            ["--kind", "Tick", "--scale", "5", "--output", "/tmp/x.png"],
            "Error: Unsupported scale '5'. Use 1, 2, 3 or 4."
        ),
        (
            ["--kind", "Tick", "--entry", "9", "--output", "/tmp/x.png"],
            "Error: Entry '9' does not exist; the timeline has entries 0 to 2."
        ),
        (
            ["--kind", "Tick", "--at", "yesterday", "--output", "/tmp/x.png"],
            "Error: Date 'yesterday' is not ISO 8601."
        ),
        (["--preview", "Nope", "--output", "/tmp/x.png"], "Error: Unknown preview 'Nope'."),
    ])
    func badRenderOptionsGiveOneLineErrors(arguments: [String], message: String) async {
        let run = await CLIRun.run(["render"] + arguments, bundle: bundle)
        #expect(run.code != 0)
        #expect(run.errors.hasPrefix(message), "\(run.errors)")
        #expect(!run.errors.contains("\n"))
    }

    @Test func galleryRendersEveryFamilyAndAppearanceWithAContactSheet() async throws {
        let folder = try temporaryFolder()
        let run = await CLIRun.run(["gallery", "--output", folder.path, "--scale", "1", "--quiet"], bundle: bundle)
        #expect(run.code == 0, "\(run.errors)")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        // Tick: systemSmall (light, dark, placeholder, accented) + accessoryInline (Lock Screen, placeholder: never
        // light); Order: systemMedium (four).
        #expect(files.filter { $0.hasSuffix(".png") }.count == 10)
        #expect(files.contains("Tick-accessoryInline-lockscreen.png"))
        #expect(!files.contains("Tick-accessoryInline-light.png"))
        #expect(files.contains("Tick-systemSmall-accented.png"))
        #expect(files.contains("Tick-accessoryInline-placeholder.png"))
        let index = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(index.contains(#"<img class="tile" src="Tick-systemSmall-light.png" width="170" height="170""#))
        #expect(index.contains("Ticks (Tick)"))
        #expect(run.output == "Wrote 10 images and \(folder.path)/index.html")
    }

    @Test func simulateRunsADayOfReloadsForEachWidget() async throws {
        let run = await CLIRun.run(["simulate", "--hours", "24", "--kind", "Tick"], bundle: bundle)
        #expect(run.code == 0, "\(run.errors)")
        #expect(run.output.contains("Tick (systemSmall):"))
        #expect(run.output.contains("reloads"))
        #expect(run.output.contains("shown"))
    }

    @Test func simulateRejectsAnUnknownKind() async {
        let run = await CLIRun.run(["simulate", "--kind", "Nope"], bundle: bundle)
        #expect(run.code != 0)
        #expect(run.errors.hasPrefix("Error: Unknown widget kind 'Nope'."))
    }
}
