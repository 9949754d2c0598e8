import WidgetryUI

extension DynamicIsland {
    /// The insets of a presentation: `insets` with the edges that ``contentMargins(_:_:for:)`` set for its mode
    /// replaced, in the order the modifiers were applied (a `nil` length keeps the default).
    ///
    /// For the whole compact row (``DynamicIslandMode/compact``), the leading edge comes from the margins set for
    /// ``DynamicIslandMode/compactLeading``, the trailing edge from those set for
    /// ``DynamicIslandMode/compactTrailing``, and the top and bottom from either.
    package func contentMarginInsets(for mode: DynamicIslandMode, default insets: EdgeInsets) -> EdgeInsets {
        var result = insets
        for margin in contentMargins {
            guard let length = margin.length else { continue }
            var edges = margin.edges
            if margin.mode == mode {
                // As set.
            } else if mode == .compact && margin.mode == .compactLeading {
                edges.remove(.trailing)
            } else if mode == .compact && margin.mode == .compactTrailing {
                edges.remove(.leading)
            } else {
                continue
            }
            if edges.contains(.top) { result.top = length }
            if edges.contains(.leading) { result.leading = length }
            if edges.contains(.bottom) { result.bottom = length }
            if edges.contains(.trailing) { result.trailing = length }
        }
        return result
    }
}
