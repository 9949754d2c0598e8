import Foundation
import PackagePlugin

/// `swift package --disable-sandbox preview [--port 8090] [--kind KIND] [--product NAME] [--at ISO8601]`: builds the
/// package's widget bundle, serves every preview, widget family and appearance at http://127.0.0.1:8090/, and
/// rebuilds and updates the page on every save.
///
/// The plugin does the first build through SwiftPM (a plain `swift build` started from inside `swift package` would
/// wait for its lock), which names the executable; `widgetry-preview` serves the page, watches the sources, runs the
/// later builds itself with `swift build --ignore-lock` in the same build folder (SwiftPM plans a plugin's every
/// build from scratch; `swift build` reuses its plan) and renders with the bundle's hidden `preview-renders` command.
/// They talk over the server's standard input and output.
@main struct PreviewPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let port = extractor.extractOption(named: "port").last ?? "8090"
        let kind = extractor.extractOption(named: "kind").last
        let at = extractor.extractOption(named: "at").last
        let named = extractor.extractOption(named: "product").last
        guard extractor.remainingArguments.isEmpty else {
            throw PreviewPluginError(
                "Unknown arguments \(extractor.remainingArguments.joined(separator: " ")). Use --port, --kind, "
                    + "--product or --at.")
        }
        let product = try Self.bundleProduct(in: context.package, named: named)
        let tool = try context.tool(named: "widgetry-preview")
        var toolArguments = [
            "--package", context.package.directoryURL.path, "--product", product.name, "--port", port,
            "--work", context.pluginWorkDirectoryURL.path, "--build-through-plugin",
        ]
        // Builds after the first run `swift build` in the same build folder (HandOffBuilder in WidgetryPreview).
        if let scratch = Self.scratchPath(of: context) { toolArguments += ["--scratch-path", scratch.path] }
        if let kind { toolArguments += ["--kind", kind] }
        if let at { toolArguments += ["--at", at] }
        let process = Process()
        process.executableURL = tool.url
        process.arguments = toolArguments
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        let logURL = context.pluginWorkDirectoryURL.appendingPathComponent("build.log")
        var pending = Data()
        while true {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            pending += chunk
            while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: pending[pending.startIndex..<newline], as: UTF8.self)
                pending = Data(pending[pending.index(after: newline)...])
                guard line == "@@widgetry-preview build" else {
                    print(line)
                    continue
                }
                let reply = try build(product, context: context, log: logURL)
                input.fileHandleForWriting.write(Data((reply + "\n").utf8))
            }
        }
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            throw PreviewPluginError("widgetry-preview stopped with status \(process.terminationStatus).")
        }
    }

    /// Builds the bundle through SwiftPM and answers the server: `@@built PATH` (its log at PATH.log) or
    /// `@@failed LOG`.
    private func build(_ product: Product, context: PluginContext, log: URL) throws -> String {
        let result = try packageManager.build(
            .product(product.name), parameters: .init(configuration: .debug, logging: .concise))
        let executable = result.builtArtifacts.first { $0.kind == .executable }?.url
        if result.succeeded, let executable {
            try result.logText.write(toFile: executable.path + ".log", atomically: true, encoding: .utf8)
            return "@@built \(executable.path)"
        }
        try result.logText.write(to: log, atomically: true, encoding: .utf8)
        return "@@failed \(log.path)"
    }

    /// The build folder SwiftPM runs the plugin in (`.build`, or `swift package --scratch-path`): the folder that holds
    /// the plugin's work folder, `<scratch>/plugins/PreviewPlugin/outputs/…`.
    static func scratchPath(of context: PluginContext) -> URL? {
        var folder = context.pluginWorkDirectoryURL.standardizedFileURL
        while folder.pathComponents.count > 1 {
            if folder.lastPathComponent == "plugins" { return folder.deletingLastPathComponent() }
            folder = folder.deletingLastPathComponent()
        }
        return nil
    }

    /// The executable product that is the widget bundle: the one named, or the package's only one.
    static func bundleProduct(in package: Package, named: String?) throws -> Product {
        let executables = package.products.filter { $0 is ExecutableProduct }
        if let named {
            guard let product = executables.first(where: { $0.name == named }) else {
                throw PreviewPluginError(
                    "No executable product '\(named)'. Executable products: "
                        + executables.map { "'\($0.name)'" }.joined(separator: ", ") + ".")
            }
            return product
        }
        guard executables.count == 1, let product = executables.first else {
            throw PreviewPluginError(
                executables.isEmpty
                    ? "The package has no executable product: add `.executable(name: \"MyWidgets\", targets: "
                        + "[\"MyWidgets\"])` for the bundle (its @main WidgetBundle)."
                    : "The package has several executable products ("
                        + executables.map { "'\($0.name)'" }.joined(separator: ", ")
                        + "); choose the bundle with --product NAME.")
        }
        return product
    }
}

/// An error the plugin reports as one sentence.
struct PreviewPluginError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) { self.description = description }
}
