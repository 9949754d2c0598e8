import Foundation
import WidgetryHost
import WidgetryKit

/// A widget kind as the gallery shows it: names, description, families with their sizes and previews, and the
/// edit form of configurable widgets.
struct WidgetJSON: Encodable, Sendable {
    /// A family the widget supports.
    struct Family: Encodable, Sendable {
        let family: String
        let size: SizeJSON
        /// Where widgets of the family are placed: `homeScreen` or `lockScreen`.
        let placement: String
        /// The gallery's `isPreview` snapshot, as PNG.
        let preview: String
    }

    let kind: String
    let displayName: String
    let description: String
    let families: [Family]
    let configurable: Bool
    let form: ConfigurationForm?

    /// The gallery entry of a widget.
    ///
    /// - Parameters:
    ///   - widget: The widget.
    ///   - device: The host's device, whose sizes families take and which leaves out the families it does not show.
    ///   - withForm: Whether to build the edit form (which asks entity queries).
    ///   - deadline: How long each entity query may take.
    static func make(
        _ widget: WidgetDescriptor, device: DeviceProfile, withForm: Bool, deadline: Duration
    ) async -> WidgetJSON {
        let kind = widget.kind.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? widget.kind
        // An iPhone has no systemExtraLarge: the gallery lists it for an iPad profile only.
        let families = device.shownFamilies(of: widget).map { family in
            Family(
                family: family.rawValue, size: SizeJSON(device.size(of: family)),
                placement: WidgetPlacement.default(for: family).rawValue,
                preview: "/api/widgets/\(kind)/preview.png?family=\(family.rawValue)")
        }
        var form: ConfigurationForm?
        if withForm, widget.isConfigurable, let schema = widget.intent {
            form = await ConfigurationForm.make(for: schema, deadline: deadline)
        }
        return WidgetJSON(
            kind: widget.kind, displayName: displayName(of: widget), description: widget.description,
            families: families, configurable: widget.isConfigurable, form: form)
    }

    /// The name people see: the configured display name, or the kind.
    static func displayName(of widget: WidgetDescriptor) -> String {
        widget.displayName.isEmpty ? widget.kind : widget.displayName
    }
}
