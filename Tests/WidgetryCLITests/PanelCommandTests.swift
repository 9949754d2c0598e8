import Foundation
import Testing
import Widgetry
import WidgetryCLI

/// `render --device PANEL` and `render-dashboard`: widgets as e-ink panels show them.
@MainActor
@Suite struct PanelCommandTests {
    let bundle = WidgetBundleDescriptor(CLITestBundle())

    func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("widgetry-panel-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Width, height, bit depth and color type from a PNG's IHDR chunk.
    func pngHeader(_ data: Data) -> [Int] {
        let bytes = [UInt8](data)
        guard bytes.count > 26 else { return [] }
        func word(_ offset: Int) -> Int { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        return [word(16), word(20), Int(bytes[24]), Int(bytes[25])]
    }

    @Test func renderOnATRMNLWritesAFullScreenOneBitPNG() async throws {
        let path = try temporaryFolder().appendingPathComponent("tick.png").path
        let run = await CLIRun.run(
            ["render", "--kind", "Tick", "--device", "trmnl-og", "--output", path], bundle: bundle)
        #expect(run.code == 0, "\(run.errors)")
        #expect(run.output.hasPrefix("Wrote \(path) (800×480 px, 2 grays, atkinson"), "\(run.output)")
        #expect(pngHeader(try #require(FileManager.default.contents(atPath: path))) == [800, 480, 1, 0])
    }

    @Test func renderOnATRMNLWritesAOneBitBMP() async throws {
        let path = try temporaryFolder().appendingPathComponent("tick.bmp").path
        let run = await CLIRun.run(
            ["render", "--kind", "Tick", "--device", "trmnl-og", "--output", path], bundle: bundle)
        #expect(run.code == 0, "\(run.errors)")
        let data = try #require(FileManager.default.contents(atPath: path))
        #expect(Array(data.prefix(2)) == Array("BM".utf8))
        #expect(data.count == 62 + 100 * 480, "800 pixels are 100 bytes a row")
    }

    @Test func aFourBitPanelRefusesBMPAndNamesPNG() async throws {
        let path = try temporaryFolder().appendingPathComponent("tick.bmp").path
        let run = await CLIRun.run(
            ["render", "--kind", "Tick", "--device", "trmnl-x", "--output", path], bundle: bundle)
        #expect(run.code != 0)
        #expect(run.errors.contains("1-bit BMP"), "\(run.errors)")
    }

    @Test func aCustomPanelSpecification() async throws {
        let path = try temporaryFolder().appendingPathComponent("tick.png").path
        let run = await CLIRun.run(
            ["render", "--kind", "Tick", "--device", "600x400x4", "--output", path], bundle: bundle)
        #expect(run.code == 0, "\(run.errors)")
        #expect(pngHeader(try #require(FileManager.default.contents(atPath: path))) == [600, 400, 4, 0])
    }

    @Test func anUnknownDeviceNamesThePanelsAndPhones() async throws {
        let path = try temporaryFolder().appendingPathComponent("tick.png").path
        let run = await CLIRun.run(
            ["render", "--kind", "Tick", "--device", "trmnl-xx", "--output", path], bundle: bundle)
        #expect(run.code != 0)
        #expect(run.errors.contains("Unknown device 'trmnl-xx'"), "\(run.errors)")
    }

    @Test func aDashboardPlacesEveryWidgetOnOneImage() async throws {
        let folder = try temporaryFolder()
        let file = folder.appendingPathComponent("dashboard.json")
        try Data(
            #"{"device": "trmnl-og", "widgets": [{"kind": "Tick", "x": 10, "y": 10}, {"kind": "Tick", "family": "systemSmall", "x": 200, "y": 10}]}"#
                .utf8
        ).write(to: file)
        let path = folder.appendingPathComponent("screen.bmp").path
        let run = await CLIRun.run(["render-dashboard", file.path, "--output", path], bundle: bundle)
        #expect(run.code == 0, "\(run.errors)")
        #expect(run.output.contains("800×480 px, 2 widgets"), "\(run.output)")
        #expect(FileManager.default.fileExists(atPath: path))
    }

    @Test func aDashboardWithAWidgetOffThePanelSaysWhere() async throws {
        let folder = try temporaryFolder()
        let file = folder.appendingPathComponent("dashboard.json")
        try Data(#"{"device": "trmnl-og", "widgets": [{"kind": "Tick", "x": 900, "y": 10}]}"#.utf8).write(to: file)
        let run = await CLIRun.run(
            ["render-dashboard", file.path, "--output", folder.appendingPathComponent("s.png").path], bundle: bundle)
        #expect(run.code != 0)
        #expect(run.errors.contains("outside the 800×480-point panel 'trmnl-og'"), "\(run.errors)")
    }

    @Test func aDashboardMissingAFieldNamesIt() async throws {
        let folder = try temporaryFolder()
        let file = folder.appendingPathComponent("dashboard.json")
        try Data(#"{"device": "trmnl-og", "widgets": [{"kind": "Tick", "x": 9}]}"#.utf8).write(to: file)
        let run = await CLIRun.run(
            ["render-dashboard", file.path, "--output", folder.appendingPathComponent("s.png").path], bundle: bundle)
        #expect(run.code != 0)
        #expect(run.errors.contains("missing 'widgets[0].y'"), "\(run.errors)")
    }
}
