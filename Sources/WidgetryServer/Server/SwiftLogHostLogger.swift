import Logging
import WidgetryHost

/// Sends the host's log messages (provider failures, refusals, warnings) to swift-log, with the instance as
/// metadata, so the server and its host log in one place and one format.
///
/// For example: `HostConfiguration(logger: SwiftLogHostLogger(Logger(label: "widgetry.host")))`.
public struct SwiftLogHostLogger: HostLogger {
    /// The swift-log logger.
    public let logger: Logger

    /// Creates a logger.
    ///
    /// - Parameter logger: The swift-log logger to write to.
    public init(_ logger: Logger) {
        self.logger = logger
    }

    public func log(_ message: HostLogMessage) {
        let level: Logger.Level =
            switch message.level {
            case .debug: .debug
            case .info: .info
            case .warning: .warning
            case .error: .error
            }
        var metadata: Logger.Metadata = [:]
        if let id = message.instanceID { metadata["instance"] = "\(id)" }
        logger.log(level: level, "\(message.message)", metadata: metadata)
    }
}
