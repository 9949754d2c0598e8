import Foundation
import WidgetryDisplayList

/// How a pixel of a panel is reduced to the panel's few grays, by what drew it.
///
/// Text and thin strokes are lines: a dither would break their edges into dots, so they are drawn by threshold
/// (on a 1-bit panel anything at least a quarter inked is solid black, so secondary and tertiary text stay solid).
/// Solid shapes at least ``PanelTone/areaThickness`` points thick are areas: a regular pattern (an ordered dither)
/// gives their gray an even texture, so a light progress track stays visible and distinct from its fill. Bitmaps and
/// gradients are pictures, the only pixels whose error is diffused.
public enum PanelTone: UInt8, Sendable, Hashable, CaseIterable {
    /// Text, symbols, strokes and thin shapes: threshold.
    case line
    /// Solid shapes: ordered dither.
    case area
    /// Bitmaps and gradients: error diffusion.
    case picture

    /// The thinnest solid shape, in points, drawn as an area rather than a line.
    public static let areaThickness = 3.0

    /// The lightness under which a line pixel is black on a two-level panel: a quarter inked.
    public static let lineThreshold: Float = 0.75

    /// The items of a display list that draw pixels of a tone, each painted opaque white (its coverage), without
    /// container backgrounds (paper has none); `nil` for ``line``, which is what neither of the others covers.
    ///
    /// - Parameter list: The widget's display list.
    public func mask(of list: DisplayList) -> DisplayList? {
        guard self != .line else { return nil }
        let tone = self
        let white = DisplayColor(white: 1, opacity: 1)
        return list.mappingItems { item in
            switch item {
            case .group(let group):
                return group.semantics.isContainerBackground ? [] : [item]
            case .fill(var fill):
                let isGradient: Bool
                if case .color = fill.paint { isGradient = false } else { isGradient = true }
                let thick = min(fill.frame.width, fill.frame.height) >= Self.areaThickness
                guard isGradient ? tone == .picture : (tone == .area && thick && fill.trim == nil) else { return [] }
                fill.paint = .color(white)
                return [.fill(fill)]
            case .image(var image):
                guard tone == .picture, case .named = image.content else { return [] }
                image.filter = .alphaMask(white)
                return [.image(image)]
            case .stroke, .text, .dynamicText:
                return []
            }
        }
    }
}
