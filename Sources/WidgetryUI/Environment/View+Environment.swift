extension View {
    /// Sets an environment value for this view and its descendants.
    ///
    /// For example, `.environment(\.colorScheme, .dark)`.
    ///
    /// - Parameters:
    ///   - keyPath: The value to set.
    ///   - value: The new value.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modifier(EnvironmentWritingModifier { $0[keyPath: keyPath] = value })
    }

    /// Transforms an environment value for this view and its descendants.
    public func transformEnvironment<V>(
        _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
    ) -> some View {
        modifier(EnvironmentWritingModifier { transform(&$0[keyPath: keyPath]) })
    }
}
