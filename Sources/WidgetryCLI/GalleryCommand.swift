import ArgumentParser
import Foundation
import WidgetryKit
import WidgetryPipeline
import WidgetryUI

/// `gallery`: every widget in every family and appearance, and every preview, as PNGs and a contact sheet.
struct GalleryCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "Render every widget × family × appearance and every preview, with an index.html contact sheet."
    )

    @Option(name: .shortAndLong, help: "The folder to write the images and index.html to.")
    var output: String

    @Option(help: "Pixels per point: 1 to 4.")
    var scale: Int = 2

    @Option(help: "The device profile (default 'iPhone 430×932').")
    var device: String?

    @Flag(help: "Do not draw the progress bar.")
    var quiet = false

    func run() async throws {
        let context = try CLIContext.required()
        guard [1, 2, 3, 4].contains(scale) else {
            throw CommandError(message: "Unsupported scale '\(scale)'. Use 1, 2, 3 or 4.")
        }
        let device = try device.map(DeviceOption.profile(named:)) ?? .default
        let folder = URL(fileURLWithPath: output)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let jobs = GalleryJob.all(for: context.bundle, previews: context.previews, scale: scale, device: device)
        let pipeline = WidgetPipeline(assets: context.assets)
        var progress = ProgressBar(total: jobs.count, enabled: !quiet, write: context.errorOutput)
        var results: [GalleryJob.Result] = []
        var timelines: [String: TimelineInspection] = [:]
        for job in jobs {
            progress.advance(job.label)
            results.append(await job.run(pipeline: pipeline, folder: folder, clock: context.now, timelines: &timelines))
        }
        progress.finish()
        let index = folder.appendingPathComponent("index.html")
        try Data(ContactSheet.html(bundle: context.bundle.name, results: results).utf8).write(to: index)
        let failed = results.filter { $0.error != nil }
        context.output("Wrote \(results.count - failed.count) images and \(index.path)")
        for result in failed { context.errorOutput("warning: \(result.label): \(result.error ?? "")") }
        var said: Set<WidgetWarning> = []
        for result in results {
            for warning in result.warnings where said.insert(warning).inserted {
                context.errorOutput("warning: \(result.group), \(result.label): \(warning.message)")
            }
        }
    }
}

/// A text progress bar on standard error.
struct ProgressBar {
    let total: Int
    let enabled: Bool
    let write: @Sendable (String) -> Void
    private var done = 0

    init(total: Int, enabled: Bool, write: @escaping @Sendable (String) -> Void) {
        self.total = total
        self.enabled = enabled
        self.write = write
    }

    mutating func advance(_ label: String) {
        done += 1
        guard enabled else { return }
        let width = 30
        let filled = total == 0 ? width : width * done / total
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
        let line = "[\(bar)] \(done)/\(total) \(label)"
        if isatty(STDERR_FILENO) != 0 {
            // Redraw one line in place on a terminal.
            FileHandle.standardError.write(Data(("\r\u{1B}[2K" + line).utf8))
        } else {
            write(line)
        }
    }

    func finish() {
        if enabled, isatty(STDERR_FILENO) != 0 { FileHandle.standardError.write(Data("\n".utf8)) }
    }
}
