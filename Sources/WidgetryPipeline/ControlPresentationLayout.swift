import Foundation
import WidgetryDisplayList
import WidgetryKit
import WidgetryLayout
import WidgetryUI

/// How a control is drawn in Control Center: in one of its three sizes, on the panel's dark material, its symbol
/// in a circle filled with its tint when a toggle is on, its title and its value text beside or below.
///
/// The server's `GET /api/controls/{id}/render.{format}` and the CLI share it. For example:
///
/// ```swift
/// let (spec, list) = try await ControlPresentationLayout.displayList(
///     control, value: nil, size: .medium, request: WidgetRenderSpec(family: .systemSmall), pipeline: pipeline)
/// let png = try pipeline.paint(list, request: spec, format: .png)
/// ```
public enum ControlPresentationLayout {
    /// The sizes Control Center shows a control in.
    public enum Size: String, CaseIterable, Sendable, Hashable {
        /// One cell: the symbol alone in a circle.
        case small
        /// Two cells wide: the symbol, then the title and the value text.
        case medium
        /// Two cells by two: the symbol at the top, the title and the value text at the bottom.
        case large
    }

    /// A cell of Control Center's grid on an iPhone, in points, and the gap between cells.
    public static let cell = 68.0
    /// The gap between Control Center's cells, in points.
    public static let gap = 16.0

    /// A size in points: 68 × 68, 152 × 68 and 152 × 152.
    public static func size(of size: Size) -> CGSize {
        switch size {
        case .small: CGSize(width: cell, height: cell)
        case .medium: CGSize(width: cell * 2 + gap, height: cell)
        case .large: CGSize(width: cell * 2 + gap, height: cell * 2 + gap)
        }
    }

    /// A control laid out in a size, drawn dark as Control Center is.
    ///
    /// - Parameters:
    ///   - control: The control's descriptor.
    ///   - value: The value its provider returned; `nil` for its preview value.
    ///   - configuration: Its configuration, for controls people configure.
    ///   - size: The size to draw.
    ///   - request: The device, scale and time; its size and color scheme are replaced.
    ///   - pipeline: The pipeline that lays out.
    /// - Returns: The request as laid out, and the display list.
    /// - throws: ``ControlError`` or `IntentError` when the value or configuration does not fit the control.
    public static func displayList(
        _ control: ControlDescriptor, value: AnyControlValue?, configuration: WidgetConfigurationValues? = nil,
        size: Size, request: WidgetRenderSpec, pipeline: WidgetPipeline
    ) async throws -> (request: WidgetRenderSpec, list: DisplayList) {
        var request = request
        request.sizeOverride = Self.size(of: size)
        request.colorScheme = .dark
        let spec = request
        let list = try await layOut(control, value: value, configuration: configuration, size: size, spec, pipeline)
        return (spec, list)
    }

    /// Resolves and lays out on the main actor, where the template's views live.
    @MainActor
    private static func layOut(
        _ control: ControlDescriptor, value: AnyControlValue?, configuration: WidgetConfigurationValues?,
        size: Size, _ spec: WidgetRenderSpec, _ pipeline: WidgetPipeline
    ) async throws -> DisplayList {
        let template = try await control.template(for: value, configuration: configuration)
        let tree = ViewResolver.resolve(view(template, size: size), in: WidgetPipeline.environment(for: spec))
        // The control's own shape and no widget background: the panel shows through around a capsule.
        let frame = Self.size(of: size)
        let container = WidgetContainer(
            size: frame, marginsDisabled: true,
            outline: size == .small ? .circle : .roundedRectangle(cornerRadius: size == .medium ? frame.height / 2 : 34)
        )
        return pipeline.layout(tree, in: container, now: spec.now)
    }

    /// The text under a control's title: its value label, or "On"/"Off" for a toggle without one.
    @MainActor
    static func valueText(_ template: ControlTemplateInstance) -> AnyView? {
        if let label = template.valueLabel { return label }
        guard template.kind == .toggle else { return nil }
        return AnyView(Text(template.isOn == true ? "On" : "Off"))
    }

    /// A control's view in a size.
    @MainActor
    public static func view(_ template: ControlTemplateInstance, size: Size) -> AnyView {
        let isOn = template.isOn == true
        let tint = template.tint ?? .blue
        let material = Color.white.opacity(0.16)
        let symbol = ZStack {
            Circle().fill(isOn ? tint : material)
            template.label.labelStyle(.iconOnly)
                .font(.system(size: size == .small ? 24 : 20, weight: .semibold))
                .foregroundStyle(Color.white)
        }
        let title = template.label.labelStyle(.titleOnly)
            .font(.system(size: 13, weight: .semibold))
            .foregroundStyle(Color.white)
            .lineLimit(1)
        let value = valueText(template).map {
            $0.font(.system(size: 13)).foregroundStyle(Color.white.opacity(0.7)).lineLimit(1)
        }
        let frame = Self.size(of: size)
        switch size {
        case .small:
            return AnyView(symbol.frame(width: frame.width, height: frame.height))
        case .medium:
            return AnyView(
                HStack(spacing: 10) {
                    symbol.frame(width: 48, height: 48)
                    VStack(alignment: .leading, spacing: 1) {
                        title
                        if let value { value }
                    }
                    Spacer(minLength: 0)
                }
                .padding(.horizontal, 10)
                .frame(width: frame.width, height: frame.height)
                .background(RoundedRectangle(cornerRadius: frame.height / 2, style: .continuous).fill(material)))
        case .large:
            return AnyView(
                VStack(alignment: .leading, spacing: 1) {
                    symbol.frame(width: 48, height: 48)
                    Spacer(minLength: 0)
                    title
                    if let value { value }
                }
                .padding(14)
                .frame(width: frame.width, height: frame.height, alignment: .leading)
                .background(RoundedRectangle(cornerRadius: 34, style: .continuous).fill(material)))
        }
    }
}
