import Foundation
import WidgetryUI

/// Modifier names and settings for the dump.
enum ModifierNames {
    static func describe(_ modifier: ResolvedModifier) -> (String, String) {
        let n = LayoutFormat.number
        switch modifier {
        case .padding(.edges(let edges, let length)):
            return ("Padding", (edges == .all ? "" : "\(edges) ") + (length.map(n) ?? "default"))
        case .padding(.insets(let insets)): return ("Padding", insets.description)
        case .frame(let frame):
            let parts = [frame.width.map { "width: \(n($0))" }, frame.height.map { "height: \(n($0))" }]
            return ("Frame", (parts.compactMap { $0 } + ["alignment: \(frame.alignment)"]).joined(separator: ", "))
        case .flexibleFrame(let frame):
            let values: [(String, CGFloat?)] = [
                ("minWidth", frame.minWidth), ("idealWidth", frame.idealWidth), ("maxWidth", frame.maxWidth),
                ("minHeight", frame.minHeight), ("idealHeight", frame.idealHeight), ("maxHeight", frame.maxHeight),
            ]
            let parts = values.compactMap { name, value in value.map { "\(name): \(n($0))" } }
            return ("Frame", (parts + ["alignment: \(frame.alignment)"]).joined(separator: ", "))
        case .fixedSize(let horizontal, let vertical):
            return ("FixedSize", "horizontal: \(horizontal), vertical: \(vertical)")
        case .layoutPriority(let priority): return ("LayoutPriority", n(priority))
        case .layoutDirection(let direction): return ("LayoutDirection", "\(direction)")
        case .aspectRatio(let ratio, let mode): return ("AspectRatio", (ratio.map { "\(n($0)), " } ?? "") + "\(mode)")
        case .offset(let size): return ("Offset", "x: \(n(size.width)), y: \(n(size.height))")
        case .position(let point): return ("Position", "x: \(n(point.x)), y: \(n(point.y))")
        case .alignmentGuide(let guide): return ("AlignmentGuide", guide.guide.description)
        case .overlay(let alignment): return ("Overlay", "\(alignment)")
        case .background(let alignment): return ("Background", "\(alignment)")
        case .mask: return ("Mask", "")
        case .hidden: return ("Hidden", "")
        case .gridCellColumns(let count): return ("GridCellColumns", "\(count)")
        case .zIndex(let value): return ("ZIndex", n(value))
        case .opacity(let value): return ("Opacity", n(value))
        case .clipShape: return ("ClipShape", "")
        case .shadow(let shadow): return ("Shadow", "radius: \(n(shadow.radius))")
        case .rotation(let angle, _): return ("Rotation", "\(n(angle.degrees))°")
        case .scale(let scale, _): return ("Scale", "\(n(scale.width))×\(n(scale.height))")
        case .blur(let radius, _): return ("Blur", n(radius))
        case .grayscale(let amount): return ("Grayscale", n(amount))
        case .saturation(let amount): return ("Saturation", n(amount))
        case .brightness(let amount): return ("Brightness", n(amount))
        case .contrast(let amount): return ("Contrast", n(amount))
        case .colorMultiply(let color): return ("ColorMultiply", color.description)
        case .hueRotation(let angle): return ("HueRotation", "\(n(angle.degrees))°")
        case .colorInvert: return ("ColorInvert", "")
        case .luminanceToAlpha: return ("LuminanceToAlpha", "")
        case .linearTransform(let a, let b, let c, let d, _):
            return ("LinearTransform", "\(n(a)) \(n(b)) \(n(c)) \(n(d))")
        case .blendMode(let mode): return ("BlendMode", mode.rawValue)
        case .containerShape: return ("ContainerShape", "")
        case .widgetURL(let url): return ("WidgetURL", url?.absoluteString ?? "nil")
        case .containerBackground(let placement, _): return ("ContainerBackground", "for: \(placement)")
        case .widgetLabel: return ("WidgetLabel", "")
        case .activityBackgroundTint: return ("ActivityBackgroundTint", "")
        case .activitySystemActionForegroundColor: return ("ActivitySystemActionForegroundColor", "")
        case .accessibility: return ("Accessibility", "")
        case .identity(let id): return ("ID", id)
        case .coordinateSpace(let name): return ("CoordinateSpace", name.description)
        case .animation: return ("Animation", "")
        case .transition: return ("Transition", "")
        case .contentTransition: return ("ContentTransition", "")
        }
    }
}
