/// The Live Activity presentations a preview can show.
///
/// For example: `#Preview("Island", as: .dynamicIsland(.expanded), using: attributes) { … } contentStates: { … }`.
public enum ActivityPreviewViewKind: Sendable, Hashable {
    /// The presentation on the Lock Screen, and as a banner on devices without the Dynamic Island.
    case content
    /// A presentation in the Dynamic Island.
    case dynamicIsland(DynamicIslandPreviewViewState)

    /// The presentations of a Live Activity in the Dynamic Island.
    public enum DynamicIslandPreviewViewState: Sendable, Hashable {
        /// The compact presentation: leading and trailing views beside the camera.
        case compact
        /// The expanded presentation, shown when a person touches and holds the island.
        case expanded
        /// The minimal presentation, shown when several activities share the island.
        case minimal
    }
}

extension ActivityPreviewViewKind {
    /// The kind as code writes it, such as `.dynamicIsland(.compact)`, for messages.
    var sourceDescription: String {
        switch self {
        case .content: ".content"
        case .dynamicIsland(.compact): ".dynamicIsland(.compact)"
        case .dynamicIsland(.expanded): ".dynamicIsland(.expanded)"
        case .dynamicIsland(.minimal): ".dynamicIsland(.minimal)"
        }
    }
}
