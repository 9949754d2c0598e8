import Foundation

/// What turns one entry of a widget, in one environment, into the bytes the host stores: the render-ahead seam.
///
/// When a timeline arrives, the host calls the renderer for every entry it keeps and every ``RenderVariant`` the
/// instance's placement shows, and stores what it returns (an encoded display list, for the layout-based
/// renderer) against the instance, the entry's index and the variant. Nothing is rendered again at an entry's
/// date; painters draw the stored data when someone asks.
///
/// Views are made on the main actor (``WidgetRenderRequest/makeView()``); resolving, laying out and encoding are
/// the renderer's job and may run anywhere.
///
/// For example:
///
/// ```swift
/// struct DisplayListRenderer: WidgetRenderer {
///     func render(_ request: WidgetRenderRequest) async throws -> Data {
///         let resolved = await MainActor.run {
///             ViewResolver.resolveWidget(request.makeView(), in: request.environment)
///         }
///         return try JSONEncoder().encode(layout(resolved, in: request.size))
///     }
/// }
/// ```
public protocol WidgetRenderer: Sendable {
    /// Renders one entry in one environment.
    ///
    /// - Parameter request: The instance, the entry, the variant and the environment to render with.
    /// - Returns: The data to store and later paint.
    /// - throws: Anything; the host logs it, records a warning and stores nothing for that entry and variant.
    func render(_ request: WidgetRenderRequest) async throws -> Data
}
