import Foundation

/// An interactive area of a widget: a link, a button, a toggle or the whole widget's URL.
///
/// Regions are in the list's root coordinates. When regions overlap, the one with the highest ``zIndex`` wins;
/// equal indices go to the later region.
public struct HitRegion: Codable, Sendable, Equatable {
    /// The area, in root coordinates.
    public var frame: CGRect
    /// What a tap does.
    public var action: HitAction
    /// The stacking order: higher is on top.
    public var zIndex: Int

    /// Creates a hit region.
    ///
    /// - Parameters:
    ///   - frame: The area, in root coordinates.
    ///   - action: What a tap does.
    ///   - zIndex: The stacking order: higher is on top.
    public init(frame: CGRect, action: HitAction, zIndex: Int = 0) {
        self.frame = frame
        self.action = action
        self.zIndex = zIndex
    }
}

extension DisplayList {
    /// The action a tap at a point triggers, if any: the topmost region containing it.
    ///
    /// - Parameter point: The tapped point, in root coordinates.
    public func hitTest(_ point: CGPoint) -> HitAction? {
        var best: (index: Int, region: HitRegion)?
        for (index, region) in hitRegions.enumerated() where region.frame.contains(point) {
            if best == nil || region.zIndex >= best!.region.zIndex { best = (index, region) }
        }
        return best?.region.action
    }
}
