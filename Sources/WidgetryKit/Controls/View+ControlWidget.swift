import WidgetryIntents
import WidgetryUI

extension View {
    /// Sets the hint shown next to the Action button for the control this view labels.
    ///
    /// For example: `Label("Garage", systemImage: "door.garage.closed").controlWidgetActionHint("Open Garage")`.
    /// The host reads it as ``ControlTemplateInstance/actionHint``.
    /// - Parameter hint: The hint.
    public func controlWidgetActionHint(_ hint: Text) -> some View {
        _ControlWidgetAnnotationView(content: self, actionHint: hint._plainText, status: nil)
    }

    /// Sets the hint shown next to the Action button for the control this view labels, from a localized key.
    public func controlWidgetActionHint(_ hintKey: LocalizedStringKey) -> some View {
        _ControlWidgetAnnotationView(content: self, actionHint: hintKey._plainText, status: nil)
    }

    /// Sets the hint shown next to the Action button for the control this view labels, from a string resource.
    @_disfavoredOverload
    public func controlWidgetActionHint(_ hint: LocalizedStringResource) -> some View {
        _ControlWidgetAnnotationView(content: self, actionHint: String(localized: hint), status: nil)
    }

    /// Sets the hint shown next to the Action button for the control this view labels, from a string shown as is.
    @_disfavoredOverload
    public func controlWidgetActionHint<S: StringProtocol>(_ hint: S) -> some View {
        _ControlWidgetAnnotationView(content: self, actionHint: String(hint), status: nil)
    }

    /// Sets the status Control Center shows when the control this view labels changes state.
    ///
    /// For example: `Image(systemName: "moon").controlWidgetStatus(isOn ? "Until this evening" : "Off")`.
    /// The host reads it as ``ControlTemplateInstance/status``.
    /// - Parameter status: The status.
    public func controlWidgetStatus(_ status: Text) -> some View {
        _ControlWidgetAnnotationView(content: self, actionHint: nil, status: status._plainText)
    }

    /// Sets the status Control Center shows when the control changes state, from a localized key.
    public func controlWidgetStatus(_ statusKey: LocalizedStringKey) -> some View {
        _ControlWidgetAnnotationView(content: self, actionHint: nil, status: statusKey._plainText)
    }

    /// Sets the status Control Center shows when the control changes state, from a string resource.
    @_disfavoredOverload
    public func controlWidgetStatus(_ status: LocalizedStringResource) -> some View {
        _ControlWidgetAnnotationView(content: self, actionHint: nil, status: String(localized: status))
    }

    /// Sets the status Control Center shows when the control changes state, from a string shown as it is.
    @_disfavoredOverload
    public func controlWidgetStatus<S: StringProtocol>(_ status: S) -> some View {
        _ControlWidgetAnnotationView(content: self, actionHint: nil, status: String(status))
    }
}

/// A control's label marked with an action hint or a status; it draws as its content.
public struct _ControlWidgetAnnotationView<Content: View>: View {
    let content: Content
    let actionHint: String?
    let status: String?

    public var body: Content { content }
}

/// What a control reads from `controlWidgetActionHint(_:)` and `controlWidgetStatus(_:)`, whatever the content.
@MainActor
protocol ControlWidgetAnnotation {
    var actionHint: String? { get }
    var status: String? { get }
    var annotatedContent: Any { get }
}

extension _ControlWidgetAnnotationView: ControlWidgetAnnotation {
    var annotatedContent: Any { content }
}

/// A bounded walk over a template's stored values that finds the first action hint and status in it.
@MainActor
struct ControlAnnotationScan {
    static let maximumDepth = 16
    static let maximumValues = 2_000

    private(set) var actionHint: String?
    private(set) var status: String?
    private var visited = 0

    init(_ value: Any) {
        collect(value, depth: 0)
    }

    private mutating func collect(_ value: Any, depth: Int) {
        visited += 1
        guard depth <= Self.maximumDepth, visited <= Self.maximumValues else { return }
        if actionHint != nil, status != nil { return }
        if let annotation = value as? any ControlWidgetAnnotation {
            actionHint = actionHint ?? annotation.actionHint
            status = status ?? annotation.status
            collect(annotation.annotatedContent, depth: depth + 1)
            return
        }
        for child in Mirror(reflecting: value).children {
            collect(child.value, depth: depth + 1)
        }
    }
}
