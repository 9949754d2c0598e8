// On Linux, `import OSLog` resolves here: `Logger` and `OSLogType` over swift-log.
import Foundation
import Logging

/// Writes messages to the log, as Apple's unified logging `Logger` does, through swift-log.
///
/// Each logger is a swift-log `Logger` labelled `subsystem.category`, so whatever `LoggingSystem` the host or
/// the widget bootstraps receives the messages (swift-log's default prints to standard error). Values marked
/// `.private` or `.sensitive` are redacted; others are shown, as Console shows them while debugging. For example:
///
/// ```swift
/// let logger = Logger(subsystem: "com.example.weather", category: "timeline")
/// logger.info("Fetched \(entries.count) entries for \(city, privacy: .public)")
/// ```
public struct Logger: @unchecked Sendable {
    let backend: Logging.Logger

    /// Creates a logger for a subsystem and category: swift-log's label is `subsystem.category`.
    ///
    /// - Parameters:
    ///   - subsystem: The app or module, usually a reverse-DNS bundle identifier.
    ///   - category: The area of the code, such as `"timeline"`.
    public init(subsystem: String, category: String) {
        backend = Logging.Logger(label: Self.label(subsystem: subsystem, category: category))
    }

    /// Creates a logger with the default subsystem: the main bundle's identifier, else the process name.
    public init() {
        backend = Logging.Logger(label: Bundle.main.bundleIdentifier ?? ProcessInfo.processInfo.processName)
    }

    /// Creates a logger that writes to a log object's subsystem and category.
    public init(_ logObj: OSLog) {
        backend = Logging.Logger(label: logObj.label)
    }

    /// Creates a logger over a given swift-log logger, for tests and hosts that route widget logs.
    package init(backend: Logging.Logger) {
        self.backend = backend
    }

    static func label(subsystem: String, category: String) -> String {
        [subsystem, category].filter { !$0.isEmpty }.joined(separator: ".")
    }

    /// Logs a message at the default level (swift-log's `notice`).
    public func log(_ message: OSLogMessage) { log(level: .default, message) }

    /// Logs a message at a level.
    public func log(level: OSLogType, _ message: OSLogMessage) { write(level.swiftLogLevel, message) }

    /// Logs a message for tracing (swift-log's `trace`).
    public func trace(_ message: OSLogMessage) { write(.trace, message) }

    /// Logs a debugging message (swift-log's `debug`).
    public func debug(_ message: OSLogMessage) { write(.debug, message) }

    /// Logs an informative message (swift-log's `info`).
    public func info(_ message: OSLogMessage) { write(.info, message) }

    /// Logs a notice: the default level (swift-log's `notice`).
    public func notice(_ message: OSLogMessage) { write(.notice, message) }

    /// Logs a warning (swift-log's `warning`).
    public func warning(_ message: OSLogMessage) { write(.warning, message) }

    /// Logs an error (swift-log's `error`).
    public func error(_ message: OSLogMessage) { write(.error, message) }

    /// Logs a fault: a bug in the program (swift-log's `critical`).
    public func fault(_ message: OSLogMessage) { write(.critical, message) }

    /// Logs a critical error (swift-log's `critical`).
    public func critical(_ message: OSLogMessage) { write(.critical, message) }

    private func write(_ level: Logging.Logger.Level, _ message: OSLogMessage) {
        backend.log(level: level, "\(message.render())")
    }
}
