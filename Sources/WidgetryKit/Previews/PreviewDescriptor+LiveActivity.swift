import WidgetryUI

extension PreviewDescriptor {
    /// `#Preview(_:as:using:widget:contentStates:)`; the macro expands into a call to this, which is public only
    /// for that reason.
    @MainActor
    public static func _preview<W: Widget, Attributes: ActivityAttributes>(
        fileID: String, line: Int, _ name: String? = nil, as viewKind: ActivityPreviewViewKind,
        using attributes: Attributes,
        widget: @escaping @MainActor () -> W,
        @PreviewActivityBuilder<Attributes> contentStates: @escaping @MainActor () async -> [Attributes.ContentState]
    ) -> PreviewDescriptor {
        let described = widget().body.widgetDescriptors.first
        let states = UncheckedSendableBox(contentStates)
        let title = PreviewDescriptor.title(name: name, fileID: fileID, line: line)
        return PreviewDescriptor(
            name: name, fileID: fileID, line: line, kind: .liveActivity, family: nil, activityViewKind: viewKind,
            widget: described
        ) {
            guard let activity = described?.activity else {
                throw WidgetError.previewWithoutActivity(title, kind: described?.kind)
            }
            let attributesType = String(reflecting: Attributes.self)
            guard activity.attributesTypeName == attributesType else {
                throw WidgetError.previewAttributesMismatch(title, attributesType: attributesType, activity: activity)
            }
            return try await states.value().map { state in
                let input = try LiveActivityViewInput(attributes: attributes, state: state)
                let view = UncheckedSendableBox(try activity.view(for: viewKind, input: input))
                return PreviewStep(contentState: state, activityInput: input) { view.value }
            }
        }
    }
}

extension ActivityDescriptor {
    /// The view of a preview's presentation; the compact one puts the leading and trailing views on either side.
    @MainActor
    func view(for kind: ActivityPreviewViewKind, input: LiveActivityViewInput) throws -> AnyView {
        switch kind {
        case .content: return try view(for: .lockScreen, input: input)
        case .dynamicIsland(.expanded): return try view(for: .expanded, input: input)
        case .dynamicIsland(.minimal): return try view(for: .minimal, input: input)
        case .dynamicIsland(.compact):
            let island = try dynamicIsland(for: input)
            return AnyView(
                HStack(spacing: 0) {
                    island.compactLeading
                    Spacer(minLength: 0)
                    island.compactTrailing
                })
        }
    }
}
