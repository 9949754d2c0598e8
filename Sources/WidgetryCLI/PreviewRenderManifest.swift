import Foundation
import WidgetryKit
import WidgetryPipeline

/// What `preview-renders` writes next to its HTML files as `manifest.json`: every render with its name, family,
/// appearance, file, timeline frames and warnings. The preview server (`widgetry-preview`) reads it.
struct PreviewRenderManifest: Codable {
    /// One frame of a timeline strip: an entry or content state, and the file that shows it.
    struct Frame: Codable {
        /// The entry's date, for timeline entries.
        var date: Date?
        /// What the strip labels the frame with.
        var label: String
        /// The HTML file, relative to the manifest.
        var file: String
    }

    /// One render: a widget in a family and appearance, a preview, a Live Activity presentation or a control size.
    struct Item: Codable {
        /// Stable across builds, so the page keeps its place: such as `widget/Weather/systemSmall/dark`.
        var id: String
        /// The widget's display name or kind, the preview's title, or the control's name.
        var name: String
        /// The section of the page: the widget, "Previews", the Live Activity or the control.
        var group: String
        /// The family (`systemSmall`), presentation (`compact`) or control size (`small`).
        var family: String
        /// light, dark, accented, glass, vibrant, standBy, …
        var appearance: String
        /// The HTML file, relative to the manifest; `nil` when the render failed.
        var file: String?
        /// Where a preview is declared (`Weather.swift:12`).
        var source: String?
        /// The timeline strip: every entry (or content state) in order; empty when there is one.
        var frames: [Frame] = []
        /// Silent failures found in this render.
        var warnings: [WidgetWarning] = []
        /// Why the render failed.
        var error: String?
    }

    /// The bundle's name.
    var bundle: String
    /// Every widget, Live Activity and control kind, for noticing a kind that changed between builds.
    var kinds: [String]
    /// The moment rendered at, when `--at` gave one.
    var at: Date?
    /// The renders, in page order.
    var items: [Item]
    /// Problems the bundle reports (`list` shows them too).
    var problems: [String]
}
