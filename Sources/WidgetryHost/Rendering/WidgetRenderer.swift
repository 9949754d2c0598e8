import Foundation

/// What turns one entry of a widget, in one environment, into the bytes the host stores: the render-ahead seam.
///
/// When a timeline arrives, the host calls the renderer for every entry it keeps and every ``RenderVariant`` the
/// instance's placement shows, and stores what it returns (an encoded display list, for the layout-based
/// renderer) against the instance, the entry's index and the variant. Nothing is rendered again at an entry's
/// date; painters draw the stored data when someone asks.
///
/// Views are made on the main actor (``WidgetRenderRequest/makeView()``); resolving, laying out and encoding are
/// the renderer's job and may run anywhere. A renderer that can see WidgetKit's silent failures in what it drew (an
/// image too large to archive, a missing container background) returns them in ``WidgetRendering/warnings``; the
/// host records them in the instance's reload ledger.
///
/// For example:
///
/// ```swift
/// struct DisplayListRenderer: WidgetRenderer {
///     func render(_ request: WidgetRenderRequest) async throws -> WidgetRendering {
///         let resolved = await MainActor.run {
///             ViewResolver.resolveWidget(request.makeView(), in: request.environment)
///         }
///         let list = layout(resolved, in: request.size)
///         return WidgetRendering(data: try JSONEncoder().encode(list), warnings: warnings(in: list))
///     }
/// }
/// ```
public protocol WidgetRenderer: Sendable {
    /// Renders one entry in one environment.
    ///
    /// - Parameter request: The instance, the entry, the variant and the environment to render with.
    /// - Returns: The data to store and later paint, with the silent failures found in it.
    /// - throws: Anything; the host logs it, records a warning and stores nothing for that entry and variant.
    func render(_ request: WidgetRenderRequest) async throws -> WidgetRendering
}
