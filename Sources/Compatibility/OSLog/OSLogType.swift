import Foundation
import Logging

/// The level of a log message.
///
/// ```swift
/// logger.log(level: .error, "Timeline request failed")
/// ```
public struct OSLogType: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: UInt8

    /// Creates a type from its raw value.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Creates a type from its raw value.
    public init(_ rawValue: UInt8) { self.rawValue = rawValue }

    /// The default level: swift-log's `notice`.
    public static let `default` = OSLogType(0x00)
    /// Informative messages: swift-log's `info`.
    public static let info = OSLogType(0x01)
    /// Debugging messages: swift-log's `debug`.
    public static let debug = OSLogType(0x02)
    /// Errors: swift-log's `error`.
    public static let error = OSLogType(0x10)
    /// Faults, bugs in the program: swift-log's `critical`.
    public static let fault = OSLogType(0x11)

    /// The swift-log level messages of this type are written at.
    var swiftLogLevel: Logging.Logger.Level {
        switch self {
        case .info: .info
        case .debug: .debug
        case .error: .error
        case .fault: .critical
        default: .notice
        }
    }

    public var description: String {
        switch self {
        case .default: "default"
        case .info: "info"
        case .debug: "debug"
        case .error: "error"
        case .fault: "fault"
        default: "OSLogType(\(rawValue))"
        }
    }
}
