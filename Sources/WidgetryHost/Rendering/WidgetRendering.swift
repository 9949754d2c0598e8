import Foundation
import WidgetryKit

/// What a ``WidgetRenderer`` made of one request: the bytes to store, and the silent failures it saw while making
/// them.
///
/// The host stores ``data`` and records each of ``warnings`` once per timeline in the instance's reload ledger, as
/// a `warning` line whose detail is the warning's message. For example, a renderer that found an image over iOS's
/// archive limit returns:
///
/// ```swift
/// WidgetRendering(data: list.jsonData(), warnings: [WidgetWarning(.imageTooLarge, "Image 'hero' is 2048×2048 px …")])
/// ```
public struct WidgetRendering: Sendable, Hashable {
    /// The data to store and later paint (a display list's JSON, for the layout-based renderer).
    public var data: Data
    /// What iOS would do silently with this rendering (show it blank, show a placeholder message), with what to
    /// change; empty when nothing is wrong.
    public var warnings: [WidgetWarning]

    /// Creates a rendering.
    ///
    /// - Parameters:
    ///   - data: The data to store.
    ///   - warnings: The silent failures found while rendering.
    public init(data: Data, warnings: [WidgetWarning] = []) {
        self.data = data
        self.warnings = warnings
    }
}
