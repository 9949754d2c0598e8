import ArgumentParser
import Foundation
import WidgetryIntents
import WidgetryKit

/// The root command every widget bundle gets: the authoring commands, which need no server.
///
/// `serve` and `store` are the serving half's (`WidgetryServing`, `ServingWidgetBundleCommand`); a bundle built
/// without it answers `serve` with how to build it in (see ``ServeUnavailableCommand``).
public struct WidgetBundleCommand: AsyncParsableCommand {
    /// The commands that need no server, in the order `--help` lists them.
    public static let authoringSubcommands: [any ParsableCommand.Type] = [
        ListCommand.self, TimelineCommand.self, RenderCommand.self, RenderDashboardCommand.self,
        GalleryCommand.self, SimulateCommand.self, ProviderWorkerCommand.self, PreviewRendersCommand.self,
    ]

    /// What runs when no command is named: `list`.
    public static let defaultSubcommand: any ParsableCommand.Type = ListCommand.self

    public static let configuration = CommandConfiguration(
        commandName: "widgets",
        abstract: "Inspect, preview and render the widgets in this bundle.",
        subcommands: authoringSubcommands + [ServeUnavailableCommand.self],
        defaultSubcommand: defaultSubcommand
    )

    public init() {}

    /// Runs the command line for a bundle and returns the process exit code.
    ///
    /// Errors print as one line on standard error — `Error: Unknown widget kind 'weathr'. Kinds in this bundle:
    /// 'WeatherWidget'.` — and give a non-zero exit code; help goes to standard output with code 0.
    ///
    /// - Parameters:
    ///   - arguments: The arguments, without the executable's name.
    ///   - context: The bundle and the output streams.
    public static func run(arguments: [String], context: CLIContext) async -> Int32 {
        await CommandLineRunner.run(Self.self, arguments: arguments, context: context)
    }
}

/// Parses and runs a root command with a bundle's context, turning every error into one line and an exit code.
public enum CommandLineRunner {
    /// Runs `root` on `arguments` with `context` as the current context and returns the process exit code.
    ///
    /// - Parameters:
    ///   - root: The root command: ``WidgetBundleCommand`` or the serving half's.
    ///   - arguments: The arguments, without the executable's name.
    ///   - context: The bundle and the output streams.
    public static func run<Root: ParsableCommand>(_ root: Root.Type, arguments: [String], context: CLIContext) async
        -> Int32
    {
        await CLIContext.$current.withValue(context) {
            do {
                var command = try root.parseAsRoot(arguments)
                if var asyncCommand = command as? any AsyncParsableCommand {
                    try await asyncCommand.run()
                } else {
                    try command.run()
                }
                return 0
            } catch let error as WidgetError {
                context.errorOutput("Error: \(error.message)")
                return 1
            } catch let error as IntentError {
                context.errorOutput("Error: \(error.message)")
                return 1
            } catch let error as CommandError {
                context.errorOutput("Error: \(error.message)")
                return error.exitCode
            } catch {
                let code = root.exitCode(for: error)
                let message = root.fullMessage(for: error)
                if code == .success {
                    context.output(message)
                } else {
                    context.errorOutput(message)
                }
                return code.rawValue
            }
        }
    }
}

/// `serve` and `store` in a bundle built without the serving half: one line saying how to build it in.
public struct ServeUnavailableCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve the widgets (needs the serving half: build with the Serving trait).",
        aliases: ["store"]
    )

    @Argument(parsing: .allUnrecognized) var ignored: [String] = []

    public init() {}

    public func run() throws {
        throw CommandError(
            message: "This bundle was built without the serving half (the host, its stores and the web server). "
                + "Build it with the 'Serving' trait — `swift run --traits Serving <product> serve` in a package "
                + "whose Package.swift forwards the trait to widgetry (README, 'Serving your widgets') — or depend "
                + "on the 'WidgetryServing' product.")
    }
}

/// An error a command reports as one line, with its exit code.
package struct CommandError: Error, CustomStringConvertible {
    package let message: String
    package var exitCode: Int32 = 64

    package init(message: String, exitCode: Int32 = 64) {
        self.message = message
        self.exitCode = exitCode
    }

    package var description: String { message }
}
