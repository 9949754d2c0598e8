import Foundation
import WidgetryUI

/// The parts of a gauge, arranged as iOS draws each style.
///
/// - Linear styles (`linearCapacity`, the iOS default; `accessoryLinear`; `accessoryLinearCapacity`):
///   the label above a row of minimum label, bar and maximum label, 4 points apart, and the current-value
///   label below. The bar is 4 points tall (6 with the marker dot of `accessoryLinear`) and takes the
///   offered width.
/// - `accessoryCircular` (and `circular`): an open 58×58 ring with a gap at the bottom and a marker at the
///   value; the current-value label in the center, shrinking to fit; the minimum and maximum labels (10 pt) at
///   the ends of the gap, else the label there (never in the center, as Apple documents).
/// - `accessoryCircularCapacity`: a closed 58×58 ring filled up to the value, the current-value label
///   (else the label) in the center.
extension LayoutTreeBuilder {
    static let circularGaugeDiameter: CGFloat = 58
    static let circularGaugeLineWidth: CGFloat = 6

    func gaugeParts(_ gauge: ResolvedGauge, slots: [ResolvedNode], traits: ResolvedTraits) -> LayoutNode {
        let fraction = gauge.fraction
        switch gauge.style {
        case .automatic, .linearCapacity, .accessoryLinearCapacity, .accessoryLinear, .linear:
            let marker = gauge.style == .accessoryLinear || gauge.style == .linear
            let bar = ControlGraphic(
                name: marker ? "Bar(marker)" : "Bar",
                drawing: .bar(fraction: fraction, tint: gauge.tint, showsMarker: marker),
                width: .flexible(ideal: 10), height: .fixed(marker ? 6 : 4))
            let row = LayoutNode.hStack(
                [node(slots[2]), .graphic(bar, traits: traits), node(slots[3])], spacing: 4, traits: traits)
            return .vStack([node(slots[0]), row, node(slots[1])], alignment: .leading, spacing: 4, traits: traits)
        case .accessoryCircular, .circular, .accessoryCircularCapacity:
            let isOpen = gauge.style != .accessoryCircularCapacity
            let diameter = Self.circularGaugeDiameter
            let ring = ControlGraphic(
                name: isOpen ? "Ring(open)" : "Ring",
                drawing: .ring(
                    fraction: fraction, tint: gauge.tint, lineWidth: Self.circularGaugeLineWidth, isOpen: isOpen,
                    showsMarker: isOpen),
                width: .fixed(diameter), height: .fixed(diameter))
            let label = slots[0]
            let current = slots[1]
            // The open ring's center shows the current value only; its label goes in the bottom opening (Apple's
            // `accessoryCircular`). The closed ring has no opening: its label takes the center when there is no value.
            let centerSource = current.isEmptyNode && !isOpen ? label : current
            let center = node(
                centerSource.restylingTexts {
                    $0.lineLimit = 1; $0.minimumScaleFactor = 0.5
                })
            let inner = diameter - 2 * Self.circularGaugeLineWidth - 4
            var result = LayoutNode.graphic(ring, traits: traits)
                .modified(.overlay(alignment: .center), secondary: center.framed(maxWidth: inner, maxHeight: inner))
            guard isOpen else { return result }
            let small: (inout ResolvedText) -> Void = { text in
                text.runs = text.runs.map { run in
                    var run = run
                    run.style.font.base = .system(size: 10)
                    return run
                }
                text.lineLimit = 1
                text.minimumScaleFactor = 0.5
            }
            let minimum = slots[2].restylingTexts(small)
            let maximum = slots[3].restylingTexts(small)
            if !minimum.isEmptyNode || !maximum.isEmptyNode {
                let ends = LayoutNode.hStack(
                    [node(minimum), LayoutNode(.spacer(minLength: 0), traits: traits), node(maximum)], spacing: 0,
                    traits: traits
                ).framed(maxWidth: diameter - 12)
                result = result.modified(.overlay(alignment: .bottom), secondary: ends)
            } else if !label.isEmptyNode {
                let bottom = node(label.restylingTexts(small)).framed(maxWidth: diameter / 2)
                result = result.modified(.overlay(alignment: .bottom), secondary: bottom)
            }
            return result
        }
    }
}
