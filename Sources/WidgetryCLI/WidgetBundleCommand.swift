import ArgumentParser
import Foundation
import WidgetryIntents
import WidgetryKit

/// The root command every widget bundle gets: `list`, `timeline`, and more to come.
public struct WidgetBundleCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "widgets",
        abstract: "Inspect, preview and serve the widgets in this bundle.",
        subcommands: [
            ListCommand.self, TimelineCommand.self, RenderCommand.self, RenderDashboardCommand.self,
            GalleryCommand.self,
            SimulateCommand.self,
            ServeCommand.self, StoreCommand.self, ProviderWorkerCommand.self,
        ],
        defaultSubcommand: ListCommand.self
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
        await CLIContext.$current.withValue(context) {
            do {
                var command = try parseAsRoot(arguments)
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
                let code = exitCode(for: error)
                let message = fullMessage(for: error)
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

/// An error a command reports as one line, with its exit code.
struct CommandError: Error, CustomStringConvertible {
    let message: String
    var exitCode: Int32 = 64

    var description: String { message }
}
