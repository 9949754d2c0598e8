/// A type the `#Preview` macros generate, one per preview; ``PreviewRegistry`` finds them at run time.
///
/// Not API: only macro expansions conform to it.
@MainActor @preconcurrency
public protocol _PreviewRegistrant {
    /// Describes the preview the macro was written for.
    static func _makePreview() -> PreviewDescriptor
}
