import PackagePlugin

/// Placeholder: generates nothing yet.
@main struct IntentDefinitionPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] { [] }
}
