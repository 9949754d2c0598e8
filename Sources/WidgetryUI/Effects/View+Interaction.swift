import Foundation

extension EnvironmentValues {
    private struct IsEnabledKey: EnvironmentKey { static let defaultValue = true }

    /// Whether controls in this environment respond to taps; `disabled(true)` turns it off for a view and its
    /// children.
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }
}

/// The kinds of content shape: what `contentShape(_:_:eoFill:)` applies a shape to.
public struct ContentShapeKinds: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The shape for hit-testing.
    public static let interaction = ContentShapeKinds(rawValue: 1 << 0)
    /// The shape for drag previews.
    public static let dragPreview = ContentShapeKinds(rawValue: 1 << 1)
    /// The shape for context menu previews.
    public static let contextMenuPreview = ContentShapeKinds(rawValue: 1 << 2)
    /// The shape for hover effects.
    public static let hoverEffect = ContentShapeKinds(rawValue: 1 << 3)
    /// The shape for the focus effect.
    public static let focusEffect = ContentShapeKinds(rawValue: 1 << 4)
    /// The shape for accessibility.
    public static let accessibility = ContentShapeKinds(rawValue: 1 << 5)
}

extension View {
    /// Adds a condition that controls whether people can interact with this view.
    ///
    /// A disabled `Button` or `Toggle` in a widget draws as before but no longer runs its intent: the host gives it
    /// no hit region. Disabling is inherited; an inner `disabled(false)` cannot enable what an outer one disabled,
    /// as in SwiftUI.
    public func disabled(_ disabled: Bool) -> some View {
        modifier(EnvironmentWritingModifier { $0.isEnabled = $0.isEnabled && !disabled })
    }

    /// Defines the content shape for hit testing.
    ///
    /// A widget's hit regions (buttons, toggles, links) are the frames of the views that carry them, so the shape
    /// changes nothing Widgetry draws or hit-tests; it is accepted so views shared with the app compile.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        modifier(EmptyModifier())
    }

    /// Sets the content shape for a kind of interaction (see ``contentShape(_:eoFill:)``).
    public func contentShape<S: Shape>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> some View {
        modifier(EmptyModifier())
    }

    /// Extends the view out of the safe area on the given edges (the iOS 13 spelling of
    /// ``ignoresSafeArea(_:edges:)``); a widget has no safe area, so nothing moves.
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
        ignoresSafeArea(.all, edges: edges)
    }

    /// Sets the accent color for this view and its children (the iOS 13 spelling of `tint(_:)`).
    public func accentColor(_ accentColor: Color?) -> some View {
        tint(accentColor)
    }
}
