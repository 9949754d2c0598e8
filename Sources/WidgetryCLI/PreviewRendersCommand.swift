import ArgumentParser
import Foundation
import WidgetryKit
import WidgetryPipeline

/// `preview-renders` (hidden): every preview and every widget × family × appearance, each Live Activity presentation
/// and control size, as HTML files in one folder with a `manifest.json`, in one process. The preview server
/// (`swift package preview`) runs it after every build.
struct PreviewRendersCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview-renders",
        abstract: "Render every preview and widget appearance as HTML with a manifest.json (for `preview`).",
        shouldDisplay: false
    )

    @Option(name: .shortAndLong, help: "The folder to write the HTML files and manifest.json to.")
    var output: String

    @Option(help: "Only this widget kind (and its previews).")
    var kind: String?

    @Option(help: "Render at this ISO 8601 moment: the entry current then, and dynamic dates formatted for it.")
    var at: String?

    @Option(help: "Pixels per point the image warnings assume: 1 to 4.")
    var scale: Int = 3

    @Option(help: "The most frames of a timeline strip.")
    var frames: Int = 24

    func run() async throws {
        let context = try CLIContext.required()
        guard [1, 2, 3, 4].contains(scale) else {
            throw CommandError(message: "Unsupported scale '\(scale)'. Use 1, 2, 3 or 4.")
        }
        guard frames > 0 else { throw CommandError(message: "--frames must be at least 1, not \(frames).") }
        if let kind, !context.bundle.widgets.contains(where: { $0.kind == kind }),
            !context.bundle.controls.contains(where: { $0.kind == kind })
        {
            let kinds = context.bundle.widgets.map(\.kind) + context.bundle.controls.map(\.kind)
            throw CommandError(
                message: "Unknown kind '\(kind)'. Kinds in this bundle: \(WidgetError.quotedList(kinds)).")
        }
        let folder = URL(fileURLWithPath: output)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let started = Date()
        var renderer = PreviewRenderer(
            context: context, folder: folder, at: try at.map(DateOption.parse), kind: kind, scale: scale,
            frameLimit: frames)
        let manifest = try await renderer.renderAll()
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        try encoder.encode(manifest).write(to: folder.appendingPathComponent("manifest.json"))
        let elapsed = Int(Date().timeIntervalSince(started) * 1000)
        context.output("Wrote \(renderer.fileCount) HTML files for \(manifest.items.count) renders in \(elapsed) ms")
        for item in manifest.items {
            if let error = item.error { context.errorOutput("error: \(item.name) (\(item.family)): \(error)") }
        }
        for warning in Set(manifest.items.flatMap(\.warnings)).sorted(by: { $0.message < $1.message }) {
            context.errorOutput("warning: \(warning.message)")
        }
    }
}
