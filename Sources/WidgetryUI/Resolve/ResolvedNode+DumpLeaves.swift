extension ResolvedText {
    var summary: String {
        let styles = Set(runs.map(\.style))
        var text: String
        if styles.count <= 1 {
            text = "Text " + runs.map(\.content.summary).joined(separator: " + ")
            if let style = styles.first { text += " (\(style.summary))" }
        } else {
            text = "Text " + runs.map { "\($0.content.summary) (\($0.style.summary))" }.joined(separator: " + ")
        }
        var settings: [String] = []
        if let lineLimit { settings.append("lineLimit: \(lineLimit)" + (lineLimitReservesSpace ? " reserved" : "")) }
        if multilineTextAlignment != .leading { settings.append("alignment: \(multilineTextAlignment)") }
        if truncationMode != .tail { settings.append("truncation: \(truncationMode)") }
        if minimumScaleFactor != 1 { settings.append("minimumScaleFactor: \(minimumScaleFactor.compact)") }
        if allowsTightening { settings.append("allowsTightening") }
        if lineSpacing != 0 { settings.append("lineSpacing: \(lineSpacing.compact)") }
        if let textCase { settings.append("textCase: \(textCase)") }
        return settings.isEmpty ? text : text + " [" + settings.joined(separator: ", ") + "]"
    }
}

extension ResolvedText.Run.Content {
    var summary: String {
        switch self {
        case .string(let string): "\"\(string)\""
        case .date(let date): "{\(date)}"
        case .image(let image): "{Image(\(image.source))}"
        }
    }
}

extension ResolvedTextStyle {
    var summary: String {
        var parts = [font.description, foreground.description]
        if kerning != 0 { parts.append("kerning \(kerning.compact)") }
        if tracking != 0 { parts.append("tracking \(tracking.compact)") }
        if baselineOffset != 0 { parts.append("baselineOffset \(baselineOffset.compact)") }
        if let underline { parts.append("underline \(underline.pattern)") }
        if let strikethrough { parts.append("strikethrough \(strikethrough.pattern)") }
        return parts.joined(separator: ", ")
    }
}

extension ResolvedImage {
    var summary: String {
        var parts: [String] = []
        if isResizable { parts.append("resizable") }
        if let renderingMode { parts.append("renderingMode: \(renderingMode)") }
        if let symbolRenderingMode { parts.append("symbolRenderingMode: \(symbolRenderingMode)") }
        if scale != .medium { parts.append("scale: \(scale)") }
        if let accentedRenderingMode { parts.append("accentedRenderingMode: \(accentedRenderingMode)") }
        if !paletteForeground.isEmpty { parts.append("palette: \(paletteForeground)") }
        parts.append(font.description)
        parts.append(foreground.description)
        return "Image(\(source)) (" + parts.joined(separator: ", ") + ")"
    }
}

extension ResolvedShape {
    var summary: String {
        let drawingText = drawings.map { drawing -> String in
            switch drawing {
            case .fill(let paint, _): "fill \(paint)"
            case .stroke(let paint, let style): "stroke \(paint) (\(style))"
            case .strokeBorder(let paint, let style): "strokeBorder \(paint) (\(style))"
            }
        }
        return "Shape \(geometry.summary) " + drawingText.joined(separator: ", ")
    }
}

extension ResolvedShapeGeometry {
    var summary: String {
        var text: String
        switch kind {
        case .rectangle: text = "rectangle"
        case .roundedRectangle(let size, let style):
            text =
                "roundedRectangle(\(size.width.compact)"
                + (size.width == size.height ? "" : "×\(size.height.compact)") + ", \(style))"
        case .circle: text = "circle"
        case .ellipse: text = "ellipse"
        case .capsule(let style): text = "capsule(\(style))"
        case .containerRelative: text = "containerRelative"
        case .path(let path): text = "path(\(path.boundingRect))"
        case .custom(let shape): text = "custom(\(shape.typeName))"
        }
        for transform in transforms {
            switch transform {
            case .trim(let from, let to): text += ".trim(\(from.compact), \(to.compact))"
            case .inset(let amount): text += ".inset(\(amount.compact))"
            case .offset(let size): text += ".offset(\(size.width.compact), \(size.height.compact))"
            case .rotation(let angle, let anchor): text += ".rotation(\(angle), \(anchor))"
            case .scale(let size, let anchor):
                text += ".scale(\(size.width.compact), \(size.height.compact), \(anchor))"
            case .stroke(let style): text += ".stroke(\(style))"
            }
        }
        return text
    }
}
