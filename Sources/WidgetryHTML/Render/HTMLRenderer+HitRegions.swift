import Foundation
import WidgetryDisplayList

extension HTMLRenderer {
    /// URL schemes that never become `href`s, whatever the painter allows.
    static let blockedURLSchemes: Set<String> = ["javascript", "vbscript", "data"]

    /// Hit regions as real elements on top of the drawing, lowest `zIndex` first (later ones win ties, as in
    /// `DisplayList.hitTest`): `<a>` for URLs, `<button>` for intents, `<button role="switch">` for toggles.
    mutating func drawHitRegions(_ regions: [HitRegion]) {
        let ordered = regions.enumerated().sorted { ($0.element.zIndex, $0.offset) < ($1.element.zIndex, $1.offset) }
        for (_, region) in ordered where Self.isFinite(region.frame) {
            var style = CSSStyle()
            style.setBox(region.frame)
            style.set("display", "block")
            style.set("background", "none")
            style.set("border", "0")
            style.set("padding", "0")
            style.set("margin", "0")
            style.set("cursor", "pointer")
            style.set("-webkit-tap-highlight-color", "transparent")
            let label = accessibleName(for: region.frame)
            switch region.action {
            case .openURL(let url, let source):
                let string = url.absoluteString
                let scheme = url.scheme?.lowercased() ?? ""
                let allowed =
                    painter.allowedURLSchemes.contains { $0.lowercased() == scheme }
                    && !Self.blockedURLSchemes.contains(scheme)
                var attributes: [(String, String?)] = [("class", "wgt-hit wgt-link")]
                if allowed {
                    attributes += [("href", string), ("target", painter.linkTarget), ("rel", "noopener noreferrer")]
                } else {
                    attributes += [("role", "link"), ("tabindex", "0")]
                }
                attributes += [("data-url", string), ("data-source", source.rawValue), ("aria-label", label)]
                markup.element("a", attributes, style: style)
            case .button(let intent):
                style.set("-webkit-appearance", "none")
                style.set("appearance", "none")
                markup.element(
                    "button",
                    [("type", "button"), ("class", "wgt-hit wgt-button")] + Self.intentAttributes(intent)
                        + [("aria-label", label)],
                    style: style)
            case .toggle(let intent, let isOn):
                style.set("-webkit-appearance", "none")
                style.set("appearance", "none")
                markup.element(
                    "button",
                    [
                        ("type", "button"), ("class", "wgt-hit wgt-toggle"), ("role", "switch"),
                        ("aria-checked", isOn ? "true" : "false"),
                    ] + Self.intentAttributes(intent)
                        + [("data-is-on", isOn ? "true" : "false"), ("aria-label", label)],
                    style: style)
            }
        }
    }

    /// `data-intent` and `data-parameters` (JSON with sorted keys).
    static func intentAttributes(_ intent: IntentInvocation) -> [(String, String?)] {
        [("data-intent", intent.type), ("data-parameters", json(intent.parameters))]
    }

    /// A JSON value as compact JSON with sorted keys.
    static func json(_ value: DisplayJSON) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(value) else { return "null" }
        return String(decoding: data, as: UTF8.self)
    }

    /// The text drawn inside a region (centers inside its frame), joined with spaces, or `nil` when there is none.
    func accessibleName(for frame: CGRect) -> String? {
        let inside = texts.filter { frame.contains(CGPoint(x: $0.frame.midX, y: $0.frame.midY)) }.map(\.string)
        let name = inside.joined(separator: " ").trimmingCharacters(in: .whitespacesAndNewlines)
        return name.isEmpty ? nil : name
    }
}
