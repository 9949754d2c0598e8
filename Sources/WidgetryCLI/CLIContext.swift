import Foundation
import WidgetryKit
import WidgetryPipeline

/// What the commands work on and where they write: the bundle, its previews, and the output streams.
///
/// The executable's `main()` installs one for the real process; tests install one that collects output.
public struct CLIContext: Sendable {
    /// The bundle the commands act on.
    public let bundle: WidgetBundleDescriptor
    /// The previews registered in the process.
    public let previews: [PreviewDescriptor]
    /// Where normal output goes.
    public let output: @Sendable (String) -> Void
    /// Where errors and warnings go.
    public let errorOutput: @Sendable (String) -> Void
    /// The current date, for timeline computations (tests fix it).
    public let now: @Sendable () -> Date
    /// The bundle's asset catalogs, for `Color("name")` and `Image("name")`.
    public let assets: WidgetAssets

    /// Creates a context.
    public init(
        bundle: WidgetBundleDescriptor,
        previews: [PreviewDescriptor] = [],
        output: @escaping @Sendable (String) -> Void = { CLIContext.writeToStandardOutput($0) },
        errorOutput: @escaping @Sendable (String) -> Void = { CLIContext.writeToStandardError($0) },
        now: @escaping @Sendable () -> Date = { Date() },
        assets: WidgetAssets = .none
    ) {
        self.assets = assets
        self.bundle = bundle
        self.previews = previews
        self.output = output
        self.errorOutput = errorOutput
        self.now = now
    }

    /// The context of the running command.
    @TaskLocal public static var current: CLIContext?

    package static func required() throws -> CLIContext {
        guard let current else {
            throw WidgetError(.unknownKind, "No widget bundle is loaded; run the command through a bundle's main().")
        }
        return current
    }

    /// Writes a line to standard output at once, unbuffered, so `serve`'s lines reach a log file or pipe as they
    /// happen rather than at exit.
    public static func writeToStandardOutput(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    /// Writes a line to standard error.
    public static func writeToStandardError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
