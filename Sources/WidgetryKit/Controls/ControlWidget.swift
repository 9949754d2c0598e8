/// A control in Control Center, on the Lock Screen or on the Action button: a button or a toggle that performs
/// an App Intent.
///
/// For example:
///
/// ```swift
/// struct OpenCameraControl: ControlWidget {
///     var body: some ControlWidgetConfiguration {
///         StaticControlConfiguration(kind: "OpenCamera") {
///             ControlWidgetButton(action: OpenCameraIntent()) {
///                 Label("Camera", systemImage: "camera.fill")
///             }
///         }
///         .displayName("Open Camera")
///     }
/// }
/// ```
///
/// List controls in a ``WidgetBundle`` next to widgets.
@MainActor @preconcurrency
public protocol ControlWidget {
    /// The type of configuration the control returns.
    associatedtype Body: ControlWidgetConfiguration

    /// Creates the control; WidgetKit instantiates controls itself.
    init()

    /// The configuration: kind, template, value provider and options.
    @ControlWidgetConfigurationBuilder var body: Body { get }
}
