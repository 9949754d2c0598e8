import Foundation
import WidgetryUI

/// A part a built-in control draws itself: a gauge's bar or ring, a spinner, a toggle's switch.
///
/// Each dimension is fixed (a switch is 51×31) or flexible (a bar takes the width it is offered, and its
/// ideal width when offered none).
struct ControlGraphic {
    /// What is drawn.
    enum Drawing {
        /// A horizontal capsule track; `showsMarker` draws a dot at the fraction instead of filling up to it.
        case bar(fraction: Double, tint: ResolvedPaint, showsMarker: Bool)
        /// A circular track; `isOpen` leaves a gap at the bottom, `showsMarker` draws a dot at the fraction
        /// instead of filling the arc up to it.
        case ring(fraction: Double, tint: ResolvedPaint, lineWidth: CGFloat, isOpen: Bool, showsMarker: Bool)
        /// An activity indicator: eight spokes of fading opacity.
        case spinner
        /// A switch: a capsule, tinted when on, with a white knob at the end of its state.
        case toggleSwitch(isOn: Bool, tint: ResolvedPaint)
    }

    /// How long a graphic is along one axis.
    enum Length {
        case fixed(CGFloat)
        /// Takes the proposed length; `ideal` when none is proposed.
        case flexible(ideal: CGFloat)

        func resolve(_ proposal: CGFloat?) -> CGFloat {
            switch self {
            case .fixed(let length): length
            case .flexible(let ideal): proposal ?? ideal
            }
        }
    }

    var name: String
    var drawing: Drawing
    var width: Length
    var height: Length

    /// The graphic's size for a proposal.
    func size(for proposal: ProposedViewSize) -> CGSize {
        CGSize(width: width.resolve(proposal.width), height: height.resolve(proposal.height))
    }
}
