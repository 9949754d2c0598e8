import Foundation
import WidgetryDisplayList

extension DisplayPass {
    /// Renders the accented mode: the container background removed, the accent group (`widgetAccentable()`) in
    /// one color, everything else in another, opacity kept.
    ///
    /// Every color becomes the group's color with the original opacity (so hierarchical levels stay distinct).
    /// Bitmaps follow their `widgetAccentedRenderingMode`: `.fullColor` keeps its colors, `.accented` takes the
    /// accent color through its alpha, `.accentedDesaturated` through its luminance, and `.desaturated` (the default)
    /// takes the group's color through its luminance. Symbols are colored like text.
    ///
    /// - Parameters:
    ///   - accent: The accent group's color.
    ///   - primary: The primary group's color, white on iOS.
    ///   - background: A color for the container background's shapes instead of removing them, or `nil` to remove.
    ///   - contentShadow: A shadow below everything but the container background (clear glass's legibility
    ///     shadow), or `nil` for none. Shadows the widget drew itself are removed either way.
    public static func accented(
        accent: DisplayColor,
        primary: DisplayColor = .white,
        background: DisplayColor? = nil,
        contentShadow: DisplayShadow? = nil
    ) -> DisplayPass {
        DisplayPass(name: "accented") { list in
            var copy = list
            copy.items = accentItems(
                list.items, inAccentGroup: false, accent: accent, primary: primary, background: background)
            if let contentShadow { copy.items = shadowingContent(copy.items, with: contentShadow) }
            return copy
        }
    }

    /// The items with everything but the container background in one group casting a shadow: the background first
    /// (it is drawn below the content), the content after it in its order.
    static func shadowingContent(_ items: [DisplayItem], with shadow: DisplayShadow) -> [DisplayItem] {
        var plate: [DisplayItem] = []
        var content: [DisplayItem] = []
        for item in items {
            if case .group(let group) = item, group.semantics.isContainerBackground {
                plate.append(item)
            } else {
                content.append(item)
            }
        }
        guard !content.isEmpty else { return items }
        return plate + [.group(DisplayGroup(items: content, shadow: shadow))]
    }

    private static func accentItems(
        _ items: [DisplayItem],
        inAccentGroup: Bool,
        accent: DisplayColor,
        primary: DisplayColor,
        background: DisplayColor?
    ) -> [DisplayItem] {
        items.compactMap { item -> DisplayItem? in
            let tint = inAccentGroup ? accent : primary
            switch item {
            case .group(var group):
                if group.semantics.isContainerBackground {
                    guard let background else { return nil }
                    return repaintBackground(item, with: background)
                }
                let accentGroup = group.semantics.widgetAccentable ?? inAccentGroup
                group.items = accentItems(
                    group.items, inAccentGroup: accentGroup, accent: accent, primary: primary, background: background)
                group.shadow = nil
                return .group(group)
            case .image(var image):
                if case .named = image.content {
                    switch image.accentedRenderingMode {
                    case .fullColor: break
                    case .accented: image.filter = .alphaMask(accent)
                    case .accentedDesaturated: image.filter = .luminanceMask(accent)
                    case .desaturated, nil: image.filter = .luminanceMask(tint)
                    }
                    return .image(image)
                }
                if image.accentedRenderingMode == .fullColor { return item }
                let symbolTint = image.accentedRenderingMode == .accented ? accent : tint
                return DisplayItem.image(image).mappingColors { flatten($0, into: symbolTint) }
            case .text(var text):
                // Emoji keep their own colors through any text color: like full-color bitmaps, they are shown
                // through their luminance in the group's tint.
                if text.paragraph.runs.contains(where: { $0.string.unicodeScalars.contains(where: isColorGlyph) }) {
                    text.glyphFilter = .luminanceMask(tint)
                }
                return DisplayItem.text(text).mappingColors { flatten($0, into: tint) }
            default:
                return item.mappingColors { flatten($0, into: tint) }
            }
        }
    }

    /// Whether a character is drawn from a color font (emoji presentation, or a pictograph past Latin-1).
    static func isColorGlyph(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isEmojiPresentation || (scalar.value > 0x2100 && scalar.properties.isEmoji)
    }

    /// The tint with the color's opacity: one hue, the original's transparency.
    static func flatten(_ color: DisplayColor, into tint: DisplayColor) -> DisplayColor {
        var result = tint.fixed
        result.opacity = tint.opacity * color.opacity
        result.level = color.level
        return result
    }

    /// A container background with every color replaced by one.
    static func repaintBackground(_ item: DisplayItem, with color: DisplayColor) -> DisplayItem {
        var list = DisplayList(size: .zero, items: [item])
        list = list.mappingItems { [$0.mappingColors { _ in color }] }
        return list.items[0]
    }
}
