import Foundation
import PackagePlugin

/// Generates the SiriKit classes of every `.intentdefinition` file in a target, as Xcode does: the custom
/// intents with their responses and handling protocols, enums and custom types.
///
/// Apply it to a target that depends on the `Intents` product (on Linux):
///
/// ```swift
/// .executableTarget(name: "MyWidgets", dependencies: [...], plugins: [
///     .plugin(name: "IntentDefinitionPlugin", package: "widgetry"),
/// ])
/// ```
///
/// Each `Name.intentdefinition` becomes `Name.swift` in the plugin's work directory, rebuilt when the file
/// changes; a target may hold several. A localized definition (`Base.lproj/Name.intentdefinition`, as Xcode keeps
/// one once it is localized) is generated once, from `Base.lproj` if there, else from its first localization;
/// SwiftPM reads `.lproj` folders as localized resources, so such a package sets `defaultLocalization`. Two
/// definitions with one file name in different folders get distinct output names. A target without definition
/// files gets no commands. A bad file fails the build with one error naming the file, the key and what is wrong.
@main struct IntentDefinitionPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target.sourceModule else { return [] }
        let definitions = module.sourceFiles.map(\.url).filter { $0.pathExtension == "intentdefinition" }
        guard !definitions.isEmpty else { return [] }
        let generator = try context.tool(named: "widgetry-intentgen").url
        var usedNames: Set<String> = []
        return Self.chosen(definitions).map { file in
            let name = file.deletingPathExtension().lastPathComponent
            var outputName = name
            if usedNames.contains(outputName) {
                // Swift refuses two files of one name in a module: prefix the folder, then count.
                let folder = Self.sourceFolder(of: file).lastPathComponent.replacingOccurrences(of: ".", with: "_")
                outputName = "\(folder)_\(name)"
                var counter = 2
                while usedNames.contains(outputName) {
                    outputName = "\(folder)_\(name)_\(counter)"
                    counter += 1
                }
            }
            usedNames.insert(outputName)
            let output = context.pluginWorkDirectoryURL.appending(path: "\(outputName).swift")
            return .buildCommand(
                displayName: "Generating SiriKit classes from \(file.lastPathComponent)",
                executable: generator,
                arguments: [file.path, output.path],
                inputFiles: [file],
                outputFiles: [output])
        }
    }

    /// The definitions to generate, in path order: a localized definition's localizations (`Base.lproj/X`,
    /// `en.lproj/X` beside each other) count once, as Xcode's one variant group, by its `Base.lproj` copy if any.
    static func chosen(_ files: [URL]) -> [URL] {
        var result: [URL] = []
        var localized: [String: Int] = [:]
        for file in files.sorted(by: { $0.path < $1.path }) {
            let folder = file.deletingLastPathComponent()
            guard folder.pathExtension == "lproj" else {
                result.append(file)
                continue
            }
            let group = folder.deletingLastPathComponent().appending(path: file.lastPathComponent).path
            if let index = localized[group] {
                if folder.lastPathComponent == "Base.lproj" { result[index] = file }
            } else {
                localized[group] = result.count
                result.append(file)
            }
        }
        return result
    }

    /// The folder a definition sits in, skipping a localization folder.
    static func sourceFolder(of file: URL) -> URL {
        let folder = file.deletingLastPathComponent()
        return folder.pathExtension == "lproj" ? folder.deletingLastPathComponent() : folder
    }
}
