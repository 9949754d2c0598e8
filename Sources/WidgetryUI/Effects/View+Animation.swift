extension View {
    /// Animates changes to the view when a value changes; recorded for renderers that animate.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        modifier(NodeModifier(modifier: .animation(animation)))
    }

    /// Sets how the view appears and disappears between entries.
    public func transition(_ t: AnyTransition) -> some View {
        modifier(NodeModifier(modifier: .transition(t)))
    }

    /// Sets how the view's content changes between entries, such as `.numericText()`.
    public func contentTransition(_ transition: ContentTransition) -> some View {
        modifier(NodeModifier(modifier: .contentTransition(transition)))
    }

    /// Gives the view an explicit identity.
    public func id<ID: Hashable>(_ id: ID) -> some View {
        modifier(NodeModifier(modifier: .identity(String(describing: id))))
    }
}
