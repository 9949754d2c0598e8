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
/// changes. A target without definition files gets no commands. A bad file fails the build with one error
/// naming the file, the key and what is wrong.
@main struct IntentDefinitionPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target.sourceModule else { return [] }
        let definitions = module.sourceFiles.filter { $0.url.pathExtension == "intentdefinition" }
            .sorted { $0.url.path < $1.url.path }
        guard !definitions.isEmpty else { return [] }
        let generator = try context.tool(named: "widgetry-intentgen").url
        var usedNames: [String: URL] = [:]
        return try definitions.map { file in
            let name = file.url.deletingPathExtension().lastPathComponent
            if let other = usedNames[name] {
                throw IntentDefinitionPluginError(
                    "\(file.url.path) and \(other.path) would both generate \(name).swift; rename one of them.")
            }
            usedNames[name] = file.url
            let output = context.pluginWorkDirectoryURL.appending(path: "\(name).swift")
            return .buildCommand(
                displayName: "Generating SiriKit classes from \(file.url.lastPathComponent)",
                executable: generator,
                arguments: [file.url.path, output.path],
                inputFiles: [file.url],
                outputFiles: [output])
        }
    }
}

/// A problem with the target's definition files, before anything is generated.
struct IntentDefinitionPluginError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
