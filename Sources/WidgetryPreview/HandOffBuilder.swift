import Foundation
import Synchronization

/// The `preview` plugin's builds: the first through SwiftPM's plugin API (``StandardIOBuilder``), which names the
/// executable, and every later one with `swift build --product P --ignore-lock` in the same build folder.
///
/// A build a plugin asks SwiftPM for plans the whole package graph again every time (SwiftPM makes a new build
/// plan for each plugin request, calling `pkg-config` for every system library on the way); `swift build` reuses
/// its cached plan when no manifest or folder changed, so an edit costs the module's compile and the link. On two
/// busy cores that took a one-line edit's build from 8–9.5 s to 3–6.5 s (BENCHMARKS.md, row 9). The `swift package` process that
/// runs the plugin holds SwiftPM's lock on the build folder while it waits for the server, and builds nothing
/// meanwhile, hence `--ignore-lock`. When `swift` cannot be started, later builds go through the plugin too.
public final class HandOffBuilder: PreviewBuilding {
    private let first: any PreviewBuilding
    private let later: @Sendable (URL) -> any PreviewBuilding
    private let handedOff = Mutex<(any PreviewBuilding)?>(nil)

    /// Creates a builder.
    ///
    /// - Parameters:
    ///   - first: Builds until one build succeeded (the plugin's).
    ///   - later: The builder for every build after that, given the executable the first success built.
    public init(first: any PreviewBuilding, later: @escaping @Sendable (URL) -> any PreviewBuilding) {
        self.first = first
        self.later = later
    }

    /// The plugin's builder first, then `swift build --ignore-lock` in the package and build folder.
    ///
    /// - Parameters:
    ///   - packageDirectory: The author's package.
    ///   - product: The bundle's executable product.
    ///   - scratchPath: The build folder the plugin builds in (`.build` unless `swift package --scratch-path`).
    public convenience init(packageDirectory: URL, product: String, scratchPath: URL?) {
        self.init(first: StandardIOBuilder()) { executable in
            SwiftBuildBuilder(
                packageDirectory: packageDirectory, product: product, scratchPath: scratchPath, ignoresLock: true,
                executable: executable)
        }
    }

    public func build() async -> BuildOutcome {
        guard let builder = handedOff.withLock({ $0 }) else {
            let outcome = await first.build()
            if let executable = outcome.executable {
                let builder = later(executable)
                handedOff.withLock { $0 = builder }
            }
            return outcome
        }
        let outcome = await builder.build()
        guard outcome.executable == nil, outcome.log.hasPrefix(ChildProcess.notStarted) else { return outcome }
        // `swift` is not on this process's PATH: the plugin builds from now on.
        handedOff.withLock { $0 = first }
        return await first.build()
    }
}
