import Foundation

/// What a build of the author's bundle gave: the executable when it succeeded, and everything it printed.
public struct BuildOutcome: Sendable, Equatable {
    /// The built bundle executable; `nil` when the build failed.
    public var executable: URL?
    /// The build's output, for its errors.
    public var log: String

    /// Creates an outcome.
    public init(executable: URL?, log: String) {
        self.executable = executable
        self.log = log
    }
}

/// Builds the author's bundle executable.
public protocol PreviewBuilding: Sendable {
    /// Builds incrementally and reports the outcome; never throws, a failed build is an outcome.
    func build() async -> BuildOutcome
}

/// Builds with `swift build --product P` in the package's folder: the standalone server's way, and the plugin's
/// rebuilds after its first build (see ``HandOffBuilder``).
public struct SwiftBuildBuilder: PreviewBuilding {
    /// The author's package.
    public let packageDirectory: URL
    /// The bundle's executable product.
    public let product: String
    /// A build folder of its own, if any (`--scratch-path`).
    public let scratchPath: URL?
    /// Whether to build without SwiftPM's lock on the build folder (`--ignore-lock`): the `swift package` process
    /// that started the plugin holds it while it waits, and builds nothing meanwhile.
    public let ignoresLock: Bool
    /// Where the product is built, when known: saves asking `swift build --show-bin-path` after every build.
    public let executable: URL?

    /// Creates a builder.
    public init(
        packageDirectory: URL, product: String, scratchPath: URL? = nil, ignoresLock: Bool = false,
        executable: URL? = nil
    ) {
        self.packageDirectory = packageDirectory
        self.product = product
        self.scratchPath = scratchPath
        self.ignoresLock = ignoresLock
        self.executable = executable
    }

    /// `swift build` in the package and build folder: what the build and `--show-bin-path` share.
    private var packageArguments: [String] {
        var arguments = ["build", "--package-path", packageDirectory.path]
        if let scratchPath { arguments += ["--scratch-path", scratchPath.path] }
        return arguments
    }

    /// The arguments of the build, after `swift`.
    var arguments: [String] {
        packageArguments + (ignoresLock ? ["--ignore-lock"] : []) + ["--product", product]
    }

    public func build() async -> BuildOutcome {
        let result = ChildProcess.run("swift", arguments)
        guard result.status == 0 else {
            // 127: `env` found no `swift` on PATH.
            let log = result.status == 127 ? "\(ChildProcess.notStarted)swift: \(result.output)" : result.output
            return BuildOutcome(executable: nil, log: log)
        }
        if let executable { return BuildOutcome(executable: executable, log: result.output) }
        let binPath = ChildProcess.run("swift", packageArguments + ["--show-bin-path"])
        let folder = binPath.output.split(whereSeparator: \.isNewline).last.map(String.init) ?? ""
        return BuildOutcome(
            executable: URL(fileURLWithPath: folder).appendingPathComponent(product), log: result.output)
    }
}

/// Asks the process that started the server to build, over standard output and input: the `preview` plugin does,
/// through SwiftPM's own build (a plugin's `swift build` would wait for the lock `swift package` holds).
///
/// The server writes `@@widgetry-preview build` on a line; the plugin answers `@@built PATH` with the executable or
/// `@@failed PATH` with a file holding the build's output.
public struct StandardIOBuilder: PreviewBuilding {
    /// The line that asks for a build.
    public static let request = "@@widgetry-preview build"

    /// Creates a builder.
    public init() {}

    public func build() async -> BuildOutcome {
        FileHandle.standardOutput.write(Data((Self.request + "\n").utf8))
        guard let line = Self.readLine() else {
            return BuildOutcome(executable: nil, log: "error: the preview plugin stopped answering build requests")
        }
        return Self.outcome(of: line)
    }

    /// The outcome an answer line names.
    static func outcome(of line: String) -> BuildOutcome {
        if line.hasPrefix("@@built ") {
            let path = String(line.dropFirst("@@built ".count))
            let log = (try? String(contentsOfFile: path + ".log", encoding: .utf8)) ?? ""
            return BuildOutcome(executable: URL(fileURLWithPath: path), log: log)
        }
        if line.hasPrefix("@@failed ") {
            let path = String(line.dropFirst("@@failed ".count))
            let log =
                (try? String(contentsOfFile: path, encoding: .utf8)) ?? "error: the build failed (no log at \(path))"
            return BuildOutcome(executable: nil, log: log)
        }
        return BuildOutcome(executable: nil, log: "error: the preview plugin answered '\(line)' to a build request")
    }

    /// A line from standard input, without its newline; `nil` at the end.
    static func readLine() -> String? {
        var bytes: [UInt8] = []
        var byte: UInt8 = 0
        while read(STDIN_FILENO, &byte, 1) == 1 {
            if byte == UInt8(ascii: "\n") { return String(decoding: bytes, as: UTF8.self) }
            bytes.append(byte)
        }
        return bytes.isEmpty ? nil : String(decoding: bytes, as: UTF8.self)
    }
}

/// Runs child processes and collects what they print.
enum ChildProcess {
    /// How the output of a program that could not be started begins.
    static let notStarted = "error: could not start "

    /// Runs a program found on `PATH` (or at a path) and returns its exit status and combined output.
    static func run(_ program: String, _ arguments: [String], environment: [String: String]? = nil) -> (
        status: Int32, output: String
    ) {
        let process = Process()
        if program.contains("/") {
            process.executableURL = URL(fileURLWithPath: program)
            process.arguments = arguments
        } else {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = [program] + arguments
        }
        if let environment { process.environment = environment }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return (127, "\(notStarted)\(program): \(error)")
        }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
