import Foundation

/// An explicit alignment guide: which guide, and its value as a function of the view's size.
///
/// SwiftUI takes a closure; a resolved tree holds values only, so Widgetry samples the closure while
/// resolving and records it as `widthFactor × width + heightFactor × height + constant`. That is exact for
/// the closures guides are written with (`d[.bottom]`, `d.height / 2`, `d[.top] - 8`, constants); a closure
/// that is not linear in the size is linearized around a 100×100 view and ``isExact`` is `false`. Guides
/// the closure reads from the view's own explicit guides see their defaults.
public struct ResolvedAlignmentGuide: Hashable, Sendable {
    /// The guide being set.
    public var guide: AlignmentKey
    public var widthFactor: CGFloat
    public var heightFactor: CGFloat
    public var constant: CGFloat
    /// Whether the linear form reproduced the closure at every sampled size.
    public var isExact: Bool

    /// Creates a resolved guide.
    public init(guide: AlignmentKey, widthFactor: CGFloat, heightFactor: CGFloat, constant: CGFloat, isExact: Bool) {
        self.guide = guide
        self.widthFactor = widthFactor
        self.heightFactor = heightFactor
        self.constant = constant
        self.isExact = isExact
    }

    /// The guide's value for a view of the given size.
    public func value(width: CGFloat, height: CGFloat) -> CGFloat {
        widthFactor * width + heightFactor * height + constant
    }

    /// Samples a guide closure into its linear form.
    init(guide: AlignmentKey, sampling compute: (ViewDimensions) -> CGFloat) {
        func at(_ w: CGFloat, _ h: CGFloat) -> CGFloat { compute(ViewDimensions(width: w, height: h)) }
        let base = at(100, 100)
        let widthFactor = at(101, 100) - base
        let heightFactor = at(100, 101) - base
        let constant = base - 100 * widthFactor - 100 * heightFactor
        let samples: [(CGFloat, CGFloat)] = [(0, 0), (37, 211), (500, 3), (1024, 768)]
        let isExact = samples.allSatisfy { w, h in
            abs(at(w, h) - (widthFactor * w + heightFactor * h + constant)) < 1e-6
        }
        self.init(
            guide: guide, widthFactor: widthFactor, heightFactor: heightFactor, constant: constant, isExact: isExact)
    }
}
