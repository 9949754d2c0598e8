/// What a subtree means to the rendering passes: accent group, container background, privacy and redaction.
///
/// Tags are set by view modifiers and inherited by the subtree: `widgetAccentable()` sets ``widgetAccentable``,
/// `containerBackground(for: .widget)` marks ``isContainerBackground``, `privacySensitive()` marks
/// ``isPrivacySensitive``, `redacted(reason:)` adds ``redactionReasons``, `unredacted()` marks ``isUnredacted``,
/// `invalidatableContent()` marks ``isInvalidatable``.
public struct DisplaySemantics: Codable, Sendable, Hashable {
    /// `true` puts the subtree in the accent group, `false` in the primary group, `nil` inherits.
    public var widgetAccentable: Bool?
    /// Whether the subtree is the widget's container background, which the accented and vibrant modes remove.
    public var isContainerBackground: Bool
    /// Whether the subtree is redacted for the `.privacy` reason.
    public var isPrivacySensitive: Bool
    /// Whether the subtree is exempt from redaction.
    public var isUnredacted: Bool
    /// Redaction reasons the view code applied to the subtree, on top of the render's.
    public var redactionReasons: DisplayRedactionReasons
    /// Whether the subtree is dimmed while an interaction's reload is pending.
    public var isInvalidatable: Bool

    /// Creates tags; every tag is off by default.
    public init(
        widgetAccentable: Bool? = nil,
        isContainerBackground: Bool = false,
        isPrivacySensitive: Bool = false,
        isUnredacted: Bool = false,
        redactionReasons: DisplayRedactionReasons = [],
        isInvalidatable: Bool = false
    ) {
        self.widgetAccentable = widgetAccentable
        self.isContainerBackground = isContainerBackground
        self.isPrivacySensitive = isPrivacySensitive
        self.isUnredacted = isUnredacted
        self.redactionReasons = redactionReasons
        self.isInvalidatable = isInvalidatable
    }

    private enum CodingKeys: String, CodingKey {
        case widgetAccentable, isContainerBackground, isPrivacySensitive, isUnredacted, redactionReasons
        case isInvalidatable
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        widgetAccentable = try c.decodeIfPresent(Bool.self, forKey: .widgetAccentable)
        isContainerBackground = try c.decodeIfPresent(Bool.self, forKey: .isContainerBackground) ?? false
        isPrivacySensitive = try c.decodeIfPresent(Bool.self, forKey: .isPrivacySensitive) ?? false
        isUnredacted = try c.decodeIfPresent(Bool.self, forKey: .isUnredacted) ?? false
        redactionReasons = try c.decodeIfPresent(DisplayRedactionReasons.self, forKey: .redactionReasons) ?? []
        isInvalidatable = try c.decodeIfPresent(Bool.self, forKey: .isInvalidatable) ?? false
    }

    /// Writes only the tags that are on.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encodeIfPresent(widgetAccentable, forKey: .widgetAccentable)
        if isContainerBackground { try c.encode(true, forKey: .isContainerBackground) }
        if isPrivacySensitive { try c.encode(true, forKey: .isPrivacySensitive) }
        if isUnredacted { try c.encode(true, forKey: .isUnredacted) }
        if !redactionReasons.isEmpty { try c.encode(redactionReasons, forKey: .redactionReasons) }
        if isInvalidatable { try c.encode(true, forKey: .isInvalidatable) }
    }
}

/// Reasons to redact content, as SwiftUI's `RedactionReasons`. In JSON, an array of names.
public struct DisplayRedactionReasons: OptionSet, Sendable, Hashable {
    public let rawValue: Int

    /// Creates reasons from a raw value.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Everything is a placeholder: text and images become bars.
    public static let placeholder = DisplayRedactionReasons(rawValue: 1 << 0)
    /// Privacy-sensitive content is hidden.
    public static let privacy = DisplayRedactionReasons(rawValue: 1 << 1)
    /// Invalidatable content is dimmed until the pending reload.
    public static let invalidated = DisplayRedactionReasons(rawValue: 1 << 2)

    private static let names: [(DisplayRedactionReasons, String)] = [
        (.placeholder, "placeholder"), (.privacy, "privacy"), (.invalidated, "invalidated"),
    ]

    /// The reasons' names, in a fixed order.
    public var names: [String] { Self.names.filter { contains($0.0) }.map(\.1) }
}

extension DisplayRedactionReasons: Codable {
    public init(from decoder: any Decoder) throws {
        let names = try decoder.singleValueContainer().decode([String].self)
        var reasons: DisplayRedactionReasons = []
        for name in names {
            guard let reason = Self.names.first(where: { $0.1 == name }) else {
                throw DisplayListError(
                    "Unknown redaction reason '\(name)'. Reasons: 'placeholder', 'privacy', 'invalidated'.")
            }
            reasons.insert(reason.0)
        }
        self = reasons
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(names)
    }
}
