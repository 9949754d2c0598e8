import ArgumentParser
import WidgetryCLI

/// The root command of a bundle built with the serving half: the authoring commands, `serve` and `store`.
///
/// `Widgetry` uses it as the bundle's command line when the package is built with the `Serving` trait; tests and
/// embedding programs can run it directly:
///
/// ```swift
/// let code = await ServingWidgetBundleCommand.run(arguments: ["serve", "--port", "8080"], context: context)
/// ```
public struct ServingWidgetBundleCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "widgets",
        abstract: "Inspect, preview, render and serve the widgets in this bundle.",
        subcommands: WidgetBundleCommand.authoringSubcommands + [ServeCommand.self, StoreCommand.self],
        defaultSubcommand: WidgetBundleCommand.defaultSubcommand
    )

    public init() {}

    /// Runs the command line for a bundle and returns the process exit code, as ``WidgetBundleCommand`` does.
    ///
    /// - Parameters:
    ///   - arguments: The arguments, without the executable's name.
    ///   - context: The bundle and the output streams.
    public static func run(arguments: [String], context: CLIContext) async -> Int32 {
        await CommandLineRunner.run(Self.self, arguments: arguments, context: context)
    }
}
