import Foundation
import PackagePlugin

/// Generates Xcode's asset symbols (`ColorResource.accent`, `Image(.logo)`, `UIColor.accent`, …) for every
/// `.xcassets` catalog of a target, with one `widgetry-assetgen` command; a target without a catalog gets none.
///
/// The generated code finds the catalog in `Bundle.module`, so copy the catalog as a resource:
///
/// ```swift
/// .target(
///     name: "WeatherWidgets", dependencies: [.product(name: "SwiftUI", package: "widgetry")],
///     resources: [.copy("Assets.xcassets")],
///     plugins: [.plugin(name: "AssetSymbolsPlugin", package: "widgetry")])
/// ```
@main struct AssetSymbolsPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        let catalogs = Self.catalogs(of: module)
        guard !catalogs.isEmpty else { return [] }
        let dependencies = Set(module.recursiveTargetDependencies.map(\.name))
        guard let swiftUI = ["SwiftUI", "Widgetry", "WidgetryUI"].first(where: dependencies.contains) else {
            Diagnostics.warning(
                "\(target.name) has asset catalogs but does not depend on SwiftUI (widgetry's compatibility product): "
                    + "no asset symbols are generated.")
            return []
        }
        let hasResources = module.sourceFiles.contains { $0.type == .resource }
        if !hasResources {
            Diagnostics.warning(
                "\(target.name)'s asset catalogs are not resources: the symbols look them up in Bundle.main. "
                    + "Add `resources: [.copy(\"\(catalogs[0].lastPathComponent)\")]` to the target.")
        }
        var arguments = ["--import", swiftUI]
        for platform in ["UIKit", "AppKit"] where dependencies.contains(platform) {
            arguments += ["--import", platform]
        }
        arguments += ["--bundle", hasResources ? "module" : "main"]
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("GeneratedAssetSymbols.swift")
        return [
            .buildCommand(
                displayName: "Generating asset symbols for \(target.name)",
                executable: try context.tool(named: "widgetry-assetgen").url,
                arguments: arguments + catalogs.map(\.path) + [output.path],
                inputFiles: catalogs.flatMap(Self.files(in:)),
                outputFiles: [output])
        ]
    }

    /// The target's `.xcassets` folders: those its files lie in, and those inside resource folders it copies.
    static func catalogs(of module: SourceModuleTarget) -> [URL] {
        var found: Set<String> = []
        for file in module.sourceFiles {
            let components = file.url.standardizedFileURL.pathComponents
            if let index = components.firstIndex(where: { $0.hasSuffix(".xcassets") }) {
                found.insert(NSString.path(withComponents: Array(components[...index])))
            } else if isDirectory(file.url) {
                found.formUnion(catalogs(below: file.url, depth: 6).map(\.path))
            }
        }
        return found.sorted().map { URL(fileURLWithPath: $0) }
    }

    private static func catalogs(below folder: URL, depth: Int) -> [URL] {
        guard depth > 0, let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else {
            return []
        }
        return names.sorted().filter { !$0.hasPrefix(".") }.flatMap { name -> [URL] in
            let url = folder.appendingPathComponent(name)
            guard isDirectory(url) else { return [] }
            return url.pathExtension == "xcassets" ? [url] : catalogs(below: url, depth: depth - 1)
        }
    }

    /// Every file of a catalog, so editing a set reruns the generator.
    private static func files(in catalog: URL) -> [URL] {
        guard let enumerator = FileManager.default.enumerator(atPath: catalog.path) else { return [catalog] }
        var files = [catalog]
        while let path = enumerator.nextObject() as? String {
            let url = catalog.appendingPathComponent(path)
            if !isDirectory(url) { files.append(url) }
        }
        return files
    }

    private static func isDirectory(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
