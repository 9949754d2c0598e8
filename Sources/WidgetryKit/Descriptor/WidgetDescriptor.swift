import Foundation
import WidgetryIntents
import WidgetryUI

/// A widget kind a bundle declares, with its options and its provider, erased so a host can drive it
/// without knowing its generic types.
public struct WidgetDescriptor: Sendable, Identifiable {
    /// What kind of widget this is.
    public enum Role: String, Sendable, Codable {
        /// A Home Screen or Lock Screen widget with a timeline.
        case widget
        /// A Live Activity, shown on the Lock Screen and in the Dynamic Island.
        case liveActivity
    }

    /// The widget's kind string, unique in the bundle.
    public let kind: String
    /// Whether this is a widget or a Live Activity.
    public let role: Role
    /// The name shown in the widget gallery.
    public var displayName: String
    /// The description shown in the widget gallery.
    public var description: String
    /// The families the widget supports, in the order declared.
    public var supportedFamilies: [WidgetFamily]
    /// Whether the widget asked for no content margins.
    public var contentMarginsDisabled: Bool = false
    /// Whether the system may remove the container background (Lock Screen, StandBy, accented mode).
    public var containerBackgroundRemovable: Bool = true
    /// Whether the widget's view must set `containerBackground(for: .widget)`, as on an iOS 17 deployment: when it
    /// does not, the widget shows iOS's "Please adopt containerBackground API". The bundle decides
    /// (``WidgetryBundleOptions``); `true` by default.
    public var requiresContainerBackground: Bool = true
    /// Locations the widget would rather not appear in, with the families each applies to.
    public var disfavoredLocations: [DisfavoredLocation] = []
    /// The Live Activity families besides the Lock Screen and the Dynamic Island.
    public var supplementalActivityFamilies: [ActivityFamily] = []
    /// The name of the push handler type, when the widget registered one.
    public var pushHandlerType: String?
    /// Calls a new instance of the widget's push handler type with the push token and the widgets it covers.
    public var pushTokenDidChange: (@Sendable (WidgetPushInfo, [WidgetInfo]) -> Void)?
    /// Whether the widget handles background URL session events.
    public var handlesBackgroundURLSessionEvents = false
    /// The string the widget's background URL session identifiers contain, when it gave one.
    public var backgroundURLSessionMatchingString: String?
    /// The widget's `onBackgroundURLSessionEvents` handler, which the host calls when a background session's
    /// tasks are done.
    public var backgroundURLSessionEvents: BackgroundURLSessionEventsHandler?
    /// The widget's declared relevance clues (``RelevanceConfiguration``), which a Smart Stack rotates by; `nil`
    /// when it declares none.
    public var relevance: (@Sendable () async -> [WidgetRelevanceClue])?
    /// Whether people configure the widget as soon as they add it.
    public var promptsForUserConfiguration = false
    /// The configuration intent and its parameters, for widgets a person configures.
    public let intent: IntentSchema?
    /// The name of the timeline entry type.
    public let entryType: String
    /// The name of the provider type.
    public let providerType: String
    /// The provider and content, erased; `nil` for Live Activities, which have no timeline.
    public internal(set) var provider: AnyWidgetProvider?
    /// The Live Activity's attributes type and views; `nil` for timeline widgets.
    public let activity: ActivityDescriptor?

    /// The widget's identity in the bundle: its kind.
    public var id: String { kind }

    /// Whether a person can configure this widget.
    public var isConfigurable: Bool { !(intent?.parameters.isEmpty ?? true) }

    /// Creates a descriptor; the built-in configurations call this.
    package init(
        kind: String, role: Role, supportedFamilies: [WidgetFamily], intent: IntentSchema? = nil, entryType: String,
        providerType: String,
        provider: AnyWidgetProvider?, activity: ActivityDescriptor? = nil
    ) {
        self.kind = kind
        self.role = role
        self.displayName = ""
        self.description = ""
        self.supportedFamilies = supportedFamilies
        self.intent = intent
        self.entryType = entryType
        self.providerType = providerType
        self.provider = provider
        self.activity = activity
    }

}

/// A location a widget would rather not appear in, for some families.
public struct DisfavoredLocation: Sendable, Hashable {
    /// The location.
    public let location: WidgetLocation
    /// The families it applies to.
    public let families: [WidgetFamily]
}

extension WidgetDescriptor {
    /// The families that apply when a configuration does not call `supportedFamilies`.
    public static let defaultFamilies: [WidgetFamily] = [
        .systemSmall, .systemMedium, .systemLarge, .systemExtraLarge,
    ]
}
