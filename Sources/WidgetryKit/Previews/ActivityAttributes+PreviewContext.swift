import WidgetryUI

extension ActivityAttributes {
    /// A preview of this Live Activity in one presentation, drawn by the activity's `ActivityConfiguration`.
    ///
    /// For example:
    ///
    /// ```swift
    /// struct DeliveryActivityPreviews: PreviewProvider {
    ///     static let attributes = DeliveryAttributes(orderNumber: 1234, restaurantName: "Pizza Palace")
    ///     static var previews: some View {
    ///         attributes.previewContext(.init(driverName: "Anne"), viewKind: .content)
    ///         attributes.previewContext(.init(driverName: "Anne"), viewKind: .dynamicIsland(.compact))
    ///     }
    /// }
    /// ```
    ///
    /// The configuration is found by the attributes type once a bundle or widget that declares it has been
    /// described; until then the preview shows a message saying so.
    ///
    /// - Parameters:
    ///   - contentState: The activity's dynamic data.
    ///   - isStale: Whether the content is out of date.
    ///   - viewKind: The presentation to show.
    @MainActor
    public func previewContext(
        _ contentState: ContentState, isStale: Bool = false, viewKind: ActivityPreviewViewKind
    ) -> some View {
        _ActivityPreviewContextView(attributes: self, state: contentState, isStale: isStale, viewKind: viewKind)
    }
}

/// A Live Activity preview made with `previewContext(_:isStale:viewKind:)`: it draws the presentation through the
/// activity's configuration, and the preview registry reads its view kind.
@MainActor @preconcurrency
public struct _ActivityPreviewContextView<Attributes: ActivityAttributes>: View {
    let attributes: Attributes
    let state: Attributes.ContentState
    let isStale: Bool
    let viewKind: ActivityPreviewViewKind

    public var body: AnyView {
        do {
            return try presentation()
        } catch {
            return AnyView(Text(verbatim: String(describing: error)).font(.caption).foregroundStyle(.red))
        }
    }

    /// The presentation, drawn by the activity configuration declared for `Attributes`.
    /// - throws: `WidgetError` when no configuration for `Attributes` has been
    ///   declared yet, or ``LiveActivityError`` when the values do not encode.
    func presentation() throws -> AnyView {
        let typeName = String(reflecting: Attributes.self)
        guard let activity = ActivityDescriptorRegistry.activity(attributesTypeName: typeName) else {
            throw WidgetError.previewActivityNotDeclared(
                attributesType: ActivityJSON.typeName(Attributes.self), viewKind: viewKind)
        }
        let input = try LiveActivityViewInput(attributes: attributes, state: state, isStale: isStale)
        return try activity.view(for: viewKind, input: input)
    }
}

extension _ActivityPreviewContextView: PreviewMarker {
    var markedContent: Any { self }
    var markedFamily: WidgetFamily? { nil }
    var isContext: Bool { true }
    var markedName: String? { nil }
    var markedActivityViewKind: ActivityPreviewViewKind? { viewKind }
    func erased() -> AnyView { AnyView(self) }
}

/// The Live Activities declared in this process, by attributes type, for `previewContext(_:isStale:viewKind:)`.
@MainActor
enum ActivityDescriptorRegistry {
    private static var activities: [String: ActivityDescriptor] = [:]

    /// Remembers an activity; a later declaration for the same attributes type replaces it.
    static func register(_ activity: ActivityDescriptor) {
        activities[activity.attributesTypeName] = activity
    }

    /// The activity declared for an attributes type, by its full name.
    static func activity(attributesTypeName: String) -> ActivityDescriptor? {
        activities[attributesTypeName]
    }
}
