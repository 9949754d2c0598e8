import Foundation
import WidgetryUI

/// The bodies of buttons and toggles, as iOS draws their built-in styles.
///
/// - Buttons: `bordered` pads the label by 7 points vertically and 12 horizontally over a rounded
///   rectangle (radius 8) of the tint at 15% opacity; `borderedProminent` the same over the opaque tint;
///   `automatic`, `borderless`, `plain` and custom styles draw the label alone.
/// - Toggles: `switch` (and `automatic`, the iOS default) is the label, a spacer and a 51×31 switch, so it
///   takes the offered width; `button` looks like a bordered button whose background is stronger when on;
///   custom styles draw their body alone.
extension LayoutTreeBuilder {
    static let switchSize = CGSize(width: 51, height: 31)

    func buttonBody(_ button: ResolvedButton, label: LayoutNode) -> LayoutNode {
        switch button.style {
        case .bordered: bordered(label, paint: button.tint.multiplyingOpacity(by: 0.15))
        case .borderedProminent: bordered(label, paint: button.tint)
        case .automatic, .borderless, .plain, .custom: label
        }
    }

    func toggleBody(_ toggle: ResolvedToggle, label: LayoutNode) -> LayoutNode {
        switch toggle.style {
        case .automatic, .switch:
            let knob = ControlGraphic(
                name: "Switch(\(toggle.isOn ? "on" : "off"))",
                drawing: .toggleSwitch(isOn: toggle.isOn, tint: toggle.tint),
                width: .fixed(Self.switchSize.width), height: .fixed(Self.switchSize.height))
            let graphic = LayoutNode.graphic(knob, traits: label.traits)
            guard !label.isEmpty else { return graphic }
            return .hStack(
                [label, LayoutNode(.spacer(minLength: nil), traits: label.traits), graphic], spacing: nil,
                traits: label.traits)
        case .button:
            return bordered(label, paint: toggle.tint.multiplyingOpacity(by: toggle.isOn ? 0.3 : 0.1))
        case .custom:
            return label
        }
    }

    private func bordered(_ label: LayoutNode, paint: ResolvedPaint) -> LayoutNode {
        label.padded(top: 7, leading: 12, bottom: 7, trailing: 12)
            .modified(
                .background(alignment: .center),
                secondary: .roundedFill(paint, cornerRadius: 8, traits: label.traits))
    }
}
