extension View {
    /// Sets the unique tag value of this view, for a picker or tab view's selection.
    ///
    /// Widgets have no pickers or tab views, so a tag changes nothing that is drawn, as in an iOS widget.
    ///
    /// - Parameters:
    ///   - tag: The value that identifies this view in a selection.
    ///   - includeOptional: Whether the tag also matches an optional selection of the same type.
    public func tag<V: Hashable>(_ tag: V, includeOptional: Bool = true) -> some View { self }
}
