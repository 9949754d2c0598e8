extension View {
    /// Adds a reason to redact this view's content, such as `.placeholder`.
    ///
    /// The reasons are recorded on every node below (``ResolvedTraits/redactionReasons``); renderers draw
    /// redacted content as neutral blocks.
    public func redacted(reason: RedactionReasons) -> some View {
        modifier(EnvironmentWritingModifier { $0.redactionReasons.formUnion(reason) })
    }

    /// Removes every reason to redact this view's content.
    public func unredacted() -> some View {
        modifier(EnvironmentWritingModifier { $0.redactionReasons = [] })
    }

    /// Marks this view's content as sensitive, to be redacted when the privacy reason is in effect
    /// (for example, while the device is locked).
    public func privacySensitive(_ sensitive: Bool = true) -> some View {
        modifier(EnvironmentWritingModifier { $0._isPrivacySensitive = sensitive })
    }

    /// Marks this view's content as showing data that an interactive intent may change, so the system
    /// can show it as invalidated until the widget reloads.
    public func invalidatableContent(_ invalidatable: Bool = true) -> some View {
        modifier(EnvironmentWritingModifier { $0._isInvalidatable = invalidatable })
    }
}
