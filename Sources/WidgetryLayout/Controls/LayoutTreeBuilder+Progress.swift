import Foundation
import WidgetryUI

/// The parts of a progress view, arranged as iOS draws each style.
///
/// - Linear (`linear`, and `automatic` with a value or a timer interval): the label above a 4-point bar that
///   takes the offered width, the current-value label below, 4 points apart. A timer interval's bar is
///   drawn at its progress at the layout's `now` (emptying when it counts down).
/// - Circular (`circular`, and `automatic` without a value): a 20×20 spinner, or a 20×20 ring filled up to
///   a known value, with the label and current-value label below it, 8 points apart.
extension LayoutTreeBuilder {
    func progressParts(_ progress: ResolvedProgress, slots: [ResolvedNode], traits: ResolvedTraits) -> LayoutNode {
        let fraction = Self.fraction(of: progress.kind, now: now)
        let isCircular: Bool
        switch (progress.style, progress.kind) {
        case (.circular, _), (.automatic, .indeterminate): isCircular = true
        default: isCircular = false
        }
        if isCircular {
            let graphic: ControlGraphic
            if let fraction {
                graphic = ControlGraphic(
                    name: "Ring",
                    drawing: .ring(
                        fraction: fraction, tint: progress.tint, lineWidth: 3, isOpen: false, showsMarker: false),
                    width: .fixed(20), height: .fixed(20))
            } else {
                graphic = ControlGraphic(name: "Spinner", drawing: .spinner, width: .fixed(20), height: .fixed(20))
            }
            return .vStack(
                [.graphic(graphic, traits: traits), node(slots[0]), node(slots[1])], spacing: 8, traits: traits)
        }
        let bar = ControlGraphic(
            name: "Bar", drawing: .bar(fraction: fraction ?? 0, tint: progress.tint, showsMarker: false),
            width: .flexible(ideal: 10), height: .fixed(4))
        return .vStack(
            [node(slots[0]), .graphic(bar, traits: traits), node(slots[1])], alignment: .leading, spacing: 4,
            traits: traits)
    }

    /// How full a progress view is at a moment, from 0 to 1, or `nil` when unknown.
    static func fraction(of kind: ResolvedProgress.Kind, now: Date) -> Double? {
        switch kind {
        case .determinate(let fraction): return min(max(fraction, 0), 1)
        case .indeterminate: return nil
        case .timer(let range, let countsDown):
            let total = range.upperBound.timeIntervalSince(range.lowerBound)
            guard total > 0 else { return countsDown ? 0 : 1 }
            let elapsed = min(max(now.timeIntervalSince(range.lowerBound), 0), total)
            return countsDown ? 1 - elapsed / total : elapsed / total
        }
    }
}
