import Foundation
import WidgetryDisplayList

/// A pure function from a display list to a display list: one step of preparing a list for painting.
///
/// Passes are values; build them with the static functions (``colorScheme(_:assets:)``, ``accented(accent:primary:)``,
/// ``vibrant(color:)``, ``redaction(_:)``, ``dynamicText(now:locale:timeZone:engine:)``) and run them with
/// ``DisplayList/applying(_:)``. For example:
///
/// ```swift
/// let dark = try list.applying([.colorScheme(.dark), .redaction(.placeholder)])
/// ```
public struct DisplayPass: Sendable {
    /// A short name for logs and errors, such as `colorScheme(dark)`.
    public let name: String
    private let body: @Sendable (DisplayList) throws -> DisplayList

    /// Creates a pass from a function.
    ///
    /// - Parameters:
    ///   - name: A short name for logs and errors.
    ///   - body: The function; it must not depend on anything but its input and what it captured.
    public init(name: String, _ body: @escaping @Sendable (DisplayList) throws -> DisplayList) {
        self.name = name
        self.body = body
    }

    /// Runs the pass.
    public func apply(to list: DisplayList) throws -> DisplayList { try body(list) }
}

extension DisplayList {
    /// The list after each pass in order.
    ///
    /// - Parameter passes: The passes to run, first to last.
    public func applying(_ passes: [DisplayPass]) throws -> DisplayList {
        try passes.reduce(self) { try $1.apply(to: $0) }
    }
}
