import Foundation
import Logging

/// A log object: a subsystem and category that `os_log` writes to.
///
/// ```swift
/// let log = OSLog(subsystem: "com.example.weather", category: "network")
/// os_log("Fetched %d cities", log: log, type: .info, cities.count)
/// ```
open class OSLog: NSObject, @unchecked Sendable {
    /// The subsystem.
    public let subsystem: String
    /// The category.
    public let category: String
    let isDisabled: Bool

    init(subsystem: String, category: String, isDisabled: Bool) {
        self.subsystem = subsystem
        self.category = category
        self.isDisabled = isDisabled
    }

    /// Creates a log object for a subsystem and category.
    public convenience init(subsystem: String, category: String) {
        self.init(subsystem: subsystem, category: category, isDisabled: false)
    }

    /// The default log object: the main bundle's identifier, else the process name.
    public static let `default` = OSLog(
        subsystem: Bundle.main.bundleIdentifier ?? ProcessInfo.processInfo.processName, category: "",
        isDisabled: false)

    /// A log object that writes nothing.
    public static let disabled = OSLog(subsystem: "", category: "", isDisabled: true)

    /// The swift-log label: `subsystem.category`.
    var label: String { Logger.label(subsystem: subsystem, category: category) }

    /// Whether messages of a type would be written: always, except for the disabled log object.
    open func isEnabled(type: OSLogType) -> Bool { !isDisabled }
}

/// Logs a message made from a format string and arguments (`%d`, `%f`, `%{public}s`-style specifiers).
///
/// - Parameters:
///   - message: A `printf`-style format; privacy annotations such as `{public}` are accepted and dropped.
///   - dso: Ignored.
///   - log: The log object to write to.
///   - type: The level.
///   - args: The values for the format's specifiers.
public func os_log(
    _ message: StaticString, dso: UnsafeRawPointer? = #dsohandle, log: OSLog = .default, type: OSLogType = .default,
    _ args: any CVarArg...
) {
    guard log.isEnabled(type: type) else { return }
    let format = OSLogFormat.strippingPrivacy(from: "\(message)")
    Logging.Logger(label: log.label).log(level: type.swiftLogLevel, "\(String(format: format, arguments: args))")
}

/// Logs an interpolated message at a level.
public func os_log(
    _ type: OSLogType, dso: UnsafeRawPointer = #dsohandle, log: OSLog = .default, _ message: OSLogMessage
) {
    guard log.isEnabled(type: type) else { return }
    Logger(log).log(level: type, message)
}

/// Format-string helpers for `os_log`.
enum OSLogFormat {
    /// The format with `{public}`, `{private}` and other `%{…}` annotations removed, so `String(format:)` reads it.
    static func strippingPrivacy(from format: String) -> String {
        var result = ""
        var index = format.startIndex
        while index < format.endIndex {
            let character = format[index]
            result.append(character)
            let next = format.index(after: index)
            if character == "%", next < format.endIndex, format[next] == "{",
                let close = format[next...].firstIndex(of: "}")
            {
                index = format.index(after: close)
            } else {
                index = next
            }
        }
        return result
    }
}
