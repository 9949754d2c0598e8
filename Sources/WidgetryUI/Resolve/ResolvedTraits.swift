/// The marks in effect at a node that tell a renderer how to treat its content.
public struct ResolvedTraits: Hashable, Sendable {
    /// The redaction reasons in effect (from `redacted(reason:)` and the host), cleared by `unredacted()`.
    public var redactionReasons: RedactionReasons
    /// Whether the content is marked `privacySensitive()`.
    public var isPrivacySensitive: Bool
    /// Whether the content is marked `invalidatableContent()`.
    public var isInvalidatable: Bool
    /// Whether the content is in the accented group (`widgetAccentable()`), tinted in accented mode.
    public var isWidgetAccentable: Bool

    /// Creates traits; the defaults mark nothing.
    public init(
        redactionReasons: RedactionReasons = [], isPrivacySensitive: Bool = false, isInvalidatable: Bool = false,
        isWidgetAccentable: Bool = false
    ) {
        self.redactionReasons = redactionReasons
        self.isPrivacySensitive = isPrivacySensitive
        self.isInvalidatable = isInvalidatable
        self.isWidgetAccentable = isWidgetAccentable
    }

    /// Whether a renderer should draw this content as redacted: always for placeholders, and for
    /// privacy-sensitive content when the privacy reason is in effect.
    public var isRedacted: Bool {
        redactionReasons.contains(.placeholder) || (redactionReasons.contains(.privacy) && isPrivacySensitive)
    }

    /// Whether a renderer should show this content as invalidated (pending an interactive update).
    public var isInvalidated: Bool { redactionReasons.contains(.invalidated) && isInvalidatable }
}
