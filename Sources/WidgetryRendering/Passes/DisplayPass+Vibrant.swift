import Foundation
import WidgetryDisplayList

extension DisplayPass {
    /// Renders the vibrant mode of the Lock Screen: the container background removed, content desaturated with its
    /// luminance as opacity.
    ///
    /// Every color becomes `color` with opacity `luminance × opacity`; colors from hierarchical styles
    /// (`.primary` … `.quaternary`) count as fully luminous, so their levels keep their opacities. Bitmaps take
    /// `color` through their luminance, unless marked `.fullColor`. Shadows are dropped.
    ///
    /// - Parameters:
    ///   - color: The color content takes, white on iOS.
    ///   - background: A color for the container background's shapes instead of removing them, or `nil` to remove.
    ///   - includingFullColor: Whether `.fullColor` bitmaps and emoji take `color` through their luminance too, as
    ///     StandBy's night mode draws everything in red.
    public static func vibrant(
        color: DisplayColor = .white, background: DisplayColor? = nil, includingFullColor: Bool = false
    ) -> DisplayPass {
        DisplayPass(name: "vibrant") { list in
            var copy = list
            copy.items = vibrantItems(
                list.items, color: color, background: background, includingFullColor: includingFullColor)
            return copy
        }
    }

    private static func vibrantItems(
        _ items: [DisplayItem], color: DisplayColor, background: DisplayColor?, includingFullColor: Bool
    ) -> [DisplayItem] {
        items.compactMap { item -> DisplayItem? in
            switch item {
            case .group(var group):
                if group.semantics.isContainerBackground {
                    guard let background else { return nil }
                    return repaintBackground(item, with: background)
                }
                group.items = vibrantItems(
                    group.items, color: color, background: background, includingFullColor: includingFullColor)
                group.shadow = nil
                return .group(group)
            case .image(var image):
                if case .named = image.content {
                    if image.accentedRenderingMode != .fullColor || includingFullColor {
                        image.filter = .luminanceMask(color)
                    }
                    return .image(image)
                }
                return DisplayItem.image(image).mappingColors { vibrantColor(for: $0, color: color) }
            case .text(var text) where includingFullColor:
                // Emoji keep their own colors through any text color; here they too are drawn by their luminance.
                if text.paragraph.runs.contains(where: { $0.string.unicodeScalars.contains(where: isColorGlyph) }) {
                    text.glyphFilter = .luminanceMask(color)
                }
                return DisplayItem.text(text).mappingColors { vibrantColor(for: $0, color: color) }
            default:
                return item.mappingColors { vibrantColor(for: $0, color: color) }
            }
        }
    }

    /// `color` with the original's luminance times its opacity as opacity.
    static func vibrantColor(for original: DisplayColor, color: DisplayColor) -> DisplayColor {
        let luminance = original.level == nil ? min(max(original.luminance, 0), 1) : 1
        var result = color.fixed
        result.opacity = color.opacity * luminance * original.opacity
        result.level = original.level
        return result
    }
}
