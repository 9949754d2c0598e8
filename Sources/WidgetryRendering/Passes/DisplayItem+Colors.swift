import WidgetryDisplayList

extension DisplayItem {
    /// The item with every color it draws with replaced, not descending into a group's children (a group's own
    /// shadow color is mapped).
    func mappingColors(_ transform: (DisplayColor) throws -> DisplayColor) rethrows -> DisplayItem {
        switch self {
        case .fill(var fill):
            fill.paint = try fill.paint.mapColors(transform)
            return .fill(fill)
        case .stroke(var stroke):
            stroke.paint = try stroke.paint.mapColors(transform)
            return .stroke(stroke)
        case .text(var text):
            text.paint = try text.paint.mapColors(transform)
            text.paragraph = try text.paragraph.mappingColors(transform)
            return .text(text)
        case .dynamicText(var text):
            text.paint = try text.paint.mapColors(transform)
            text.paragraph = try text.paragraph.mappingColors(transform)
            return .dynamicText(text)
        case .image(var image):
            if case .symbol(var symbol) = image.content {
                symbol.paints = try symbol.paints.map { try $0.mapColors(transform) }
                image.content = .symbol(symbol)
            }
            switch image.filter {
            case .alphaMask(let color): image.filter = .alphaMask(try transform(color))
            case .luminanceMask(let color): image.filter = .luminanceMask(try transform(color))
            case .desaturated, nil: break
            }
            return .image(image)
        case .group(var group):
            if var shadow = group.shadow {
                shadow.color = try transform(shadow.color)
                group.shadow = shadow
            }
            return .group(group)
        }
    }
}

extension DisplayParagraph {
    /// The paragraph with every run's color and decoration colors replaced.
    func mappingColors(_ transform: (DisplayColor) throws -> DisplayColor) rethrows -> DisplayParagraph {
        var copy = self
        copy.runs = try runs.map { run in
            var run = run
            run.color = try run.color.map(transform)
            if let color = run.underline?.color { run.underline?.color = try transform(color) }
            if let color = run.strikethrough?.color { run.strikethrough?.color = try transform(color) }
            return run
        }
        return copy
    }
}
