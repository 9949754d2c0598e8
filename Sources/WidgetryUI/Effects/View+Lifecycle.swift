extension View {
    /// Adds an action to perform when this view appears.
    ///
    /// A widget's view appears once for each snapshot: the action runs once each time the view resolves,
    /// synchronously on the main actor, after the view's content resolved. What it changes (a `@State` value,
    /// say) is not drawn: the snapshot is already taken, as on iOS. Use the timeline entry for what to show.
    ///
    /// - Parameter action: The action to perform; `nil` does nothing.
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        modifier(LifecycleModifier(onResolved: action))
    }

    /// Adds an action to perform when this view disappears.
    ///
    /// A widget's view is drawn from a snapshot and never disappears from a running view hierarchy, so the
    /// action never runs, as on iOS.
    ///
    /// - Parameter action: The action that would run when the view disappears.
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        modifier(LifecycleModifier(onResolved: nil))
    }

    /// Adds an asynchronous task to perform when this view appears.
    ///
    /// In a widget the task starts once each time the view resolves, after its content resolved, and nothing
    /// waits for it: the snapshot is drawn without its results, as on iOS, where the system may suspend the
    /// extension at any time. Fetch data in the timeline provider instead.
    ///
    /// - Parameters:
    ///   - priority: The task priority to use when creating the task.
    ///   - action: The action to perform.
    public func task(
        priority: TaskPriority = .userInitiated, @_inheritActorContext _ action: @escaping @Sendable () async -> Void
    ) -> some View {
        modifier(LifecycleModifier(onResolved: { Task(priority: priority, operation: action) }))
    }

    /// Adds a task to perform when this view appears or when a value changes.
    ///
    /// A widget's view is resolved from a snapshot, so `id` changes only between resolutions: the task starts
    /// once each time the view resolves, as ``task(priority:_:)`` does.
    public func task<T: Equatable>(
        id value: T, priority: TaskPriority = .userInitiated,
        @_inheritActorContext _ action: @escaping @Sendable () async -> Void
    ) -> some View {
        task(priority: priority, action)
    }

    /// Adds an action to perform when a value changes.
    ///
    /// Values change only between snapshots, which are resolved separately, so the action never runs, as in an
    /// iOS widget.
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View {
        modifier(LifecycleModifier(onResolved: nil))
    }

    /// Adds an action to perform when a value changes, given the old and new values.
    ///
    /// Values change only between snapshots, so the action runs only when `initial` asks for a first call,
    /// once per resolution, with the value as both old and new value.
    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
    ) -> some View {
        modifier(LifecycleModifier(onResolved: initial ? { action(value, value) } : nil))
    }

    /// Adds an action to perform when a value changes.
    ///
    /// Values change only between snapshots, so the action runs only when `initial` asks for a first call.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void)
        -> some View
    {
        modifier(LifecycleModifier(onResolved: initial ? action : nil))
    }
}

/// Runs an action once the content resolved: `onAppear`, `task` and the first call of `onChange(initial:)`.
struct LifecycleModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never

    let onResolved: (() -> Void)?

    func _resolve(content: ContentResolver, in context: ResolveContext) -> [ResolvedNode] {
        let nodes = content.resolve(context)
        if let onResolved, !GeometryContentRebuild.isActive {
            EnvironmentScope.$current.withValue(context.environment) { onResolved() }
        }
        return nodes
    }
}
