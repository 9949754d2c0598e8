import ArgumentParser
import Foundation
import WidgetryIsolation

/// `_provider-worker`: the bundle's providers answering a host over standard input and output (`serve --isolate`
/// starts it; people do not).
struct ProviderWorkerCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "_provider-worker",
        abstract: "Answer a host's provider calls over stdin/stdout (started by 'serve --isolate').",
        shouldDisplay: false
    )

    @Option(help: "The limit of this process's writable memory (RLIMIT_DATA), in MiB.")
    var memoryMb: Int?

    @Option(help: "The one widget kind to answer for (default: all).")
    var kind: String?

    func run() async throws {
        let context = try CLIContext.required()
        let code = await ProviderWorker.run(
            bundle: context.bundle, assets: context.assets, memoryLimitMB: memoryMb, kind: kind)
        if code != 0 { throw CommandError(message: "The provider worker stopped on a broken stream.", exitCode: code) }
    }
}
