import Foundation
import WidgetryUI

/// Padding: the content is proposed the proposal minus the insets (never below 0; unspecified stays
/// unspecified) and the padded view is the content's size plus the insets. `padding()` without a length
/// insets by the platform's 16 points (``LayoutOptions/defaultPadding``).
extension LayoutPass {
    func resolvedInsets(_ padding: ResolvedPadding) -> EdgeInsets {
        switch padding {
        case .insets(let insets):
            return insets
        case .edges(let edges, let length):
            let value = length ?? options.defaultPadding
            return EdgeInsets(
                top: edges.contains(.top) ? value : 0, leading: edges.contains(.leading) ? value : 0,
                bottom: edges.contains(.bottom) ? value : 0, trailing: edges.contains(.trailing) ? value : 0)
        }
    }

    static func inset(_ proposal: ProposedViewSize, by insets: EdgeInsets) -> ProposedViewSize {
        ProposedViewSize(
            width: proposal.width.map { max(0, $0 - insets.leading - insets.trailing) },
            height: proposal.height.map { max(0, $0 - insets.top - insets.bottom) })
    }
}
