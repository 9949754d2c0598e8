/// The environment of the view whose `body` is being evaluated.
package enum EnvironmentScope {
    /// Set by the resolver around each `body` evaluation.
    @TaskLocal package static var current: EnvironmentValues?
}
