import Foundation

/// One modifier applied to a ``Text`` value.
enum TextModifier: Equatable, Sendable {
    case font(Font?)
    case weight(Font.Weight?)
    case design(Font.Design?)
    case width(Font.Width?)
    case italic(Bool)
    case monospaced(Bool)
    case monospacedDigit
    case foreground(AnyShapeStyle?)
    case kerning(CGFloat)
    case tracking(CGFloat)
    case baselineOffset(CGFloat)
    case underline(Text.LineStyle?)
    case strikethrough(Text.LineStyle?)
    case scale(Text.Scale)
}
