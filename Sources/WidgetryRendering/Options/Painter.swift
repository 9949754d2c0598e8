import WidgetryDisplayList

/// A backend that paints display lists: PNG, SVG or PDF through Cairo, HTML, a text dump.
///
/// A painter prepares the list for the options (``RenderPipeline``: dynamic text, redaction, color scheme,
/// rendering mode), then draws it. Painting is a pure function of the list and the options, so equal inputs give
/// equal output bytes. For example:
///
/// ```swift
/// let png: Data = try CairoPainter(format: .png).paint(list, options: RenderOptions(scale: 2))
/// ```
public protocol Painter: Sendable {
    /// What the painter produces, such as PNG bytes.
    associatedtype Output: Sendable

    /// Paints a display list.
    ///
    /// - Parameters:
    ///   - list: The display list, in points, as layout produced it.
    ///   - options: Scale, color scheme, rendering mode, redaction and the render time.
    /// - Throws: ``RenderingError`` for bad options, missing assets or a failing backend.
    func paint(_ list: DisplayList, options: RenderOptions) throws -> Output
}
