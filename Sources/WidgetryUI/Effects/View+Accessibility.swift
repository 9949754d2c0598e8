extension View {
    /// Adds a label that describes the view to assistive technologies.
    public func accessibilityLabel(_ label: Text) -> some View {
        modifier(NodeModifier(modifier: .accessibility(ResolvedAccessibility(label: label.plainDescription))))
    }

    /// Adds a label that describes the view to assistive technologies.
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View {
        accessibilityLabel(Text(labelKey))
    }

    /// Adds a label that describes the view to assistive technologies.
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View { accessibilityLabel(Text(label)) }

    /// Describes what happens when the view is activated.
    public func accessibilityHint(_ hint: Text) -> some View {
        modifier(NodeModifier(modifier: .accessibility(ResolvedAccessibility(hint: hint.plainDescription))))
    }

    /// Describes what happens when the view is activated.
    public func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View { accessibilityHint(Text(hintKey)) }

    /// Adds a textual value, such as a gauge's percentage.
    public func accessibilityValue(_ value: Text) -> some View {
        modifier(NodeModifier(modifier: .accessibility(ResolvedAccessibility(value: value.plainDescription))))
    }

    /// Adds a textual value, such as a gauge's percentage.
    public func accessibilityValue(_ valueKey: LocalizedStringKey) -> some View { accessibilityValue(Text(valueKey)) }

    /// Hides the view from assistive technologies.
    public func accessibilityHidden(_ hidden: Bool) -> some View {
        modifier(NodeModifier(modifier: .accessibility(ResolvedAccessibility(isHidden: hidden))))
    }

    /// Sets an identifier for UI tests.
    public func accessibilityIdentifier(_ identifier: String) -> some View {
        modifier(NodeModifier(modifier: .accessibility(ResolvedAccessibility(identifier: identifier))))
    }

    /// Makes the view an accessibility element, and says what becomes of its children's.
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        modifier(NodeModifier(modifier: .accessibility(ResolvedAccessibility(childBehavior: children.description))))
    }
}
