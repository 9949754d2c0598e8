import Foundation

/// Something iOS would do silently to a widget — show it blank, drop it, freeze it — said aloud, with what to change.
///
/// `render`, `gallery` and the preview page print these, and a host records those its renderer and its timelines
/// show in the instance's reload ledger. WidgetryPipeline's `WidgetWarnings` finds them in what was drawn.
public struct WidgetWarning: Sendable, Codable, Hashable, CustomStringConvertible {
    /// Which silent failure this is.
    public enum Code: String, Sendable, Codable, Hashable, CaseIterable {
        /// An image with more pixels than WidgetKit archives: iOS shows the widget blank.
        case imageTooLarge
        /// The view's images and archive need more memory than a widget extension gets: iOS kills the extension.
        case overMemoryLimit
        /// The view never calls `containerBackground(for: .widget)`: iOS 17 shows a placeholder message instead.
        case missingContainerBackground
        /// A widget kind is gone and another is new since the last build: iOS drops the widgets people placed.
        case kindChanged
        /// A Live Activity content state does not decode into its `ContentState`: the activity is not shown.
        case undecodableContentState
        /// Every entry of a timeline is dated in the past: the widget shows the last one and looks frozen.
        case timelineInPast
    }

    /// Which silent failure this is.
    public var code: Code
    /// What is wrong, what iOS does about it, and what to change.
    public var message: String

    /// Creates a warning.
    public init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    public var description: String { message }
}
