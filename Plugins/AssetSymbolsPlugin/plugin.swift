import PackagePlugin

/// Placeholder: generates nothing yet.
@main struct AssetSymbolsPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] { [] }
}
