import Foundation

extension ResolvedModifier {
    var summary: String {
        switch self {
        case .padding(.edges(let edges, let length)):
            let amount = length.map { $0.compact } ?? "default"
            return edges == .all ? "Padding(\(amount))" : "Padding(\(edges), \(amount))"
        case .padding(.insets(let insets)): return "Padding\(insets)"
        case .frame(let frame):
            var parts: [String] = []
            if let width = frame.width { parts.append("width: \(width.compact)") }
            if let height = frame.height { parts.append("height: \(height.compact)") }
            parts.append("alignment: \(frame.alignment)")
            return "Frame(\(parts.joined(separator: ", ")))"
        case .flexibleFrame(let frame):
            let values: [(String, CGFloat?)] = [
                ("minWidth", frame.minWidth), ("idealWidth", frame.idealWidth), ("maxWidth", frame.maxWidth),
                ("minHeight", frame.minHeight), ("idealHeight", frame.idealHeight), ("maxHeight", frame.maxHeight),
            ]
            let parts = values.compactMap { name, value in value.map { "\(name): \($0.compact)" } }
            return "Frame(\((parts + ["alignment: \(frame.alignment)"]).joined(separator: ", ")))"
        case .fixedSize(let horizontal, let vertical):
            return "FixedSize(horizontal: \(horizontal), vertical: \(vertical))"
        case .layoutPriority(let priority): return "LayoutPriority(\(priority.compact))"
        case .layoutDirection(let direction): return "LayoutDirection(\(direction))"
        case .aspectRatio(let ratio, let mode): return "AspectRatio(\(ratio.map { "\($0.compact), " } ?? "")\(mode))"
        case .offset(let size): return "Offset(x: \(size.width.compact), y: \(size.height.compact))"
        case .position(let point): return "Position(x: \(point.x.compact), y: \(point.y.compact))"
        case .alignmentGuide(let guide):
            return "AlignmentGuide(\(guide.guide) = \(guide.widthFactor.compact)×width + "
                + "\(guide.heightFactor.compact)×height + \(guide.constant.compact)\(guide.isExact ? "" : ", approximate"))"
        case .overlay(let alignment): return "Overlay(alignment: \(alignment))"
        case .background(let alignment): return "Background(alignment: \(alignment))"
        case .hidden: return "Hidden"
        case .gridCellColumns(let count): return "GridCellColumns(\(count))"
        case .zIndex(let value): return "ZIndex(\(value.compact))"
        case .opacity(let opacity): return "Opacity(\(opacity.compact))"
        case .clipShape(let geometry, _): return "ClipShape(\(geometry.summary))"
        case .mask(let alignment): return "Mask(alignment: \(alignment))"
        case .shadow(let shadow):
            return
                "Shadow(\(shadow.color), radius: \(shadow.radius.compact), x: \(shadow.x.compact), y: \(shadow.y.compact))"
        case .rotation(let angle, let anchor): return "Rotation(\(angle), anchor: \(anchor))"
        case .scale(let size, let anchor):
            return "Scale(\(size.width.compact), \(size.height.compact), anchor: \(anchor))"
        case .blur(let radius, let isOpaque): return "Blur(radius: \(radius.compact)\(isOpaque ? ", opaque" : ""))"
        case .grayscale(let amount): return "Grayscale(\(amount.compact))"
        case .saturation(let amount): return "Saturation(\(amount.compact))"
        case .brightness(let amount): return "Brightness(\(amount.compact))"
        case .contrast(let amount): return "Contrast(\(amount.compact))"
        case .colorMultiply(let color): return "ColorMultiply(\(color))"
        case .hueRotation(let angle): return "HueRotation(\(angle))"
        case .colorInvert: return "ColorInvert"
        case .luminanceToAlpha: return "LuminanceToAlpha"
        case .linearTransform(let a, let b, let c, let d, let anchor):
            return "LinearTransform(\(a.compact), \(b.compact), \(c.compact), \(d.compact), anchor: \(anchor))"
        case .blendMode(let mode): return "BlendMode(\(mode.rawValue))"
        case .containerShape(let geometry): return "ContainerShape(\(geometry.summary))"
        case .widgetURL(let url): return "WidgetURL(\(url?.absoluteString ?? "nil"))"
        case .containerBackground(let placement, let alignment):
            return "ContainerBackground(for: \(placement)" + (alignment == .center ? ")" : ", alignment: \(alignment))")
        case .widgetLabel: return "WidgetLabel"
        case .activityBackgroundTint(let color): return "ActivityBackgroundTint(\(color?.description ?? "default"))"
        case .activitySystemActionForegroundColor(let color):
            return "ActivitySystemActionForegroundColor(\(color?.description ?? "default"))"
        case .accessibility(let accessibility): return "Accessibility(\(accessibility.summary))"
        case .identity(let id): return "ID(\(id))"
        case .coordinateSpace(let name): return "CoordinateSpace(\(name))"
        case .animation(let animation): return "Animation(\(animation?.description ?? "none"))"
        case .transition(let transition): return "Transition(\(transition))"
        case .contentTransition(let transition): return "ContentTransition(\(transition))"
        }
    }
}

extension ResolvedAccessibility {
    var summary: String {
        var parts: [String] = []
        if let label { parts.append("label: \"\(label)\"") }
        if let hint { parts.append("hint: \"\(hint)\"") }
        if let value { parts.append("value: \"\(value)\"") }
        if let identifier { parts.append("identifier: \"\(identifier)\"") }
        if let isHidden { parts.append("hidden: \(isHidden)") }
        if let childBehavior { parts.append("children: \(childBehavior)") }
        return parts.joined(separator: ", ")
    }
}
