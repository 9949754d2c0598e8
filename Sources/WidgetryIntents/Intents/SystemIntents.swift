import Foundation

/// An intent that opens the app at an entity, such as a list; the system opens the app before `perform()`.
public protocol OpenIntent: AppIntent {
    /// The type of what the intent opens.
    associatedtype Value: _IntentValue

    /// What the intent opens.
    var target: Value { get set }
}

/// An intent that plays audio; the system lets it start playback from the background.
public protocol AudioPlaybackIntent: AppIntent {}

/// An intent that starts, updates or ends a Live Activity; buttons and toggles in Live Activities perform it in the
/// app's process.
public protocol LiveActivityIntent: AppIntent {}

/// An intent that may ask to continue in the foreground, when the app must be open to finish.
public protocol ForegroundContinuableIntent: AppIntent {}

/// An intent that opens a URL, for results that open a web page or a universal link:
/// `.result(opensIntent: OpenURLIntent(url))`.
public struct OpenURLIntent: AppIntent {
    /// The intent's title.
    public static let title: LocalizedStringResource = "Open URL"
    /// The intent is not offered in Shortcuts on its own.
    public static var isDiscoverable: Bool { false }

    /// The URL to open.
    @Parameter(title: "URL") public var url: URL

    /// An intent with no URL yet; the system sets it.
    public init() {}

    /// An intent that opens a URL.
    public init(_ url: URL) {
        self.url = url
    }

    /// Records the URL to open; the host opens it (on Linux, through its URL handler).
    public func perform() async throws -> some IntentResult {
        .result()
    }
}
