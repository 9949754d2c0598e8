import Foundation
import Synchronization

/// Where a host reports what went wrong: provider failures, refusals, render errors.
///
/// swift-log is not a dependency; adapt it (or anything else) by conforming a type to this protocol.
///
/// For example:
///
/// ```swift
/// struct SwiftLogHostLogger: HostLogger {
///     let logger: Logger
///     func log(_ message: HostLogMessage) { logger.warning("\(message)") }
/// }
/// ```
public protocol HostLogger: Sendable {
    /// Records one message; must not block.
    func log(_ message: HostLogMessage)
}

/// One thing a host logs.
public struct HostLogMessage: Sendable, Hashable, CustomStringConvertible {
    /// How serious it is.
    public enum Level: String, Sendable, Hashable, Codable, Comparable {
        case debug, info, warning, error

        private var rank: Int {
            switch self {
            case .debug: 0
            case .info: 1
            case .warning: 2
            case .error: 3
            }
        }

        public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rank < rhs.rank }
    }

    /// How serious it is.
    public let level: Level
    /// When it happened, on the host's clock.
    public let date: Date
    /// The instance it is about, if any.
    public let instanceID: String?
    /// What happened.
    public let message: String

    /// Creates a message.
    public init(level: Level, date: Date, instanceID: String?, message: String) {
        self.level = level
        self.date = date
        self.instanceID = instanceID
        self.message = message
    }

    public var description: String {
        "\(date.ISO8601Format()) [\(level.rawValue)]" + (instanceID.map { " \($0):" } ?? "") + " \(message)"
    }
}

/// Writes messages at or above a level to standard error.
public struct PrintHostLogger: HostLogger {
    /// The least serious level written.
    public var minimumLevel: HostLogMessage.Level

    /// Creates a logger writing warnings and errors.
    public init(minimumLevel: HostLogMessage.Level = .warning) {
        self.minimumLevel = minimumLevel
    }

    public func log(_ message: HostLogMessage) {
        guard message.level >= minimumLevel else { return }
        FileHandle.standardError.write(Data((message.description + "\n").utf8))
    }
}

/// Keeps every message in memory, for tests and simulations.
public final class CollectingHostLogger: HostLogger {
    private let storage = Mutex<[HostLogMessage]>([])

    /// Creates an empty logger.
    public init() {}

    public func log(_ message: HostLogMessage) {
        storage.withLock { $0.append(message) }
    }

    /// Every message logged, oldest first.
    public var messages: [HostLogMessage] { storage.withLock { $0 } }
}
