import Foundation

/// A font resolved for one environment, still symbolic: a text style or size plus traits.
public struct ResolvedFont: Hashable, Sendable, CustomStringConvertible {
    /// Where the font's size comes from.
    public enum Base: Hashable, Sendable {
        /// A Dynamic Type text style of the system font.
        case textStyle(Font.TextStyle)
        /// The system font at a fixed size in points.
        case system(size: CGFloat)
        /// A named font; `relativeTo` is the style it scales with, `nil` for a fixed size.
        case custom(name: String, size: CGFloat, relativeTo: Font.TextStyle?)
    }

    public var base: Base
    /// An explicit weight; `nil` means the base's default (see ``effectiveWeight``).
    public var weight: Font.Weight?
    /// An explicit design; `nil` means the default design.
    public var design: Font.Design?
    public var isItalic: Bool
    /// Whether digits are fixed-width.
    public var isMonospacedDigit: Bool
    /// Whether every character is fixed-width.
    public var isMonospaced: Bool
    /// An explicit width (`fontWidth(_:)`); `nil` means standard.
    public var width: Font.Width?
    /// The Dynamic Type size text styles scale with.
    public var dynamicTypeSize: DynamicTypeSize

    /// Creates a resolved font.
    public init(
        base: Base, weight: Font.Weight? = nil, design: Font.Design? = nil, isItalic: Bool = false,
        isMonospacedDigit: Bool = false, isMonospaced: Bool = false, width: Font.Width? = nil,
        dynamicTypeSize: DynamicTypeSize = .large
    ) {
        self.base = base
        self.weight = weight
        self.design = design
        self.isItalic = isItalic
        self.isMonospacedDigit = isMonospacedDigit
        self.isMonospaced = isMonospaced
        self.width = width
        self.dynamicTypeSize = dynamicTypeSize
    }

    /// The size in points: iOS's table for text styles at the Dynamic Type size, else the fixed size
    /// (scaled like its relative style for custom fonts).
    public var pointSize: CGFloat {
        switch base {
        case .textStyle(let style):
            return ResolvedFont.size(of: style, at: dynamicTypeSize)
        case .system(let size):
            return size
        case .custom(_, let size, let relativeTo):
            guard let style = relativeTo else { return size }
            return size * ResolvedFont.size(of: style, at: dynamicTypeSize) / ResolvedFont.size(of: style, at: .large)
        }
    }

    /// The weight to draw with: the explicit weight, or semibold for `.headline`, regular otherwise.
    public var effectiveWeight: Font.Weight {
        if let weight { return weight }
        if case .textStyle(.headline) = base { return .semibold }
        return .regular
    }

    public var description: String {
        var parts: [String]
        switch base {
        case .textStyle(let style): parts = [style.description]
        case .system(let size): parts = ["system \(size.compact)"]
        case .custom(let name, let size, let relativeTo):
            parts = ["'\(name)' \(size.compact)" + (relativeTo.map { " relativeTo \($0)" } ?? " fixed")]
        }
        if let weight { parts.append(weight.description) }
        if let design, design != .default { parts.append(design.description) }
        if isItalic { parts.append("italic") }
        if isMonospacedDigit { parts.append("monospacedDigit") }
        if isMonospaced { parts.append("monospaced") }
        if let width, width != .standard { parts.append("width \(width)") }
        if dynamicTypeSize != .large { parts.append(dynamicTypeSize.description) }
        return parts.joined(separator: " ")
    }

    /// iOS text-style sizes for xSmall … xxxLarge, then accessibility1 … accessibility5.
    private static let sizes: [Font.TextStyle: [CGFloat]] = [
        .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        .title: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        .caption: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
    ]

    private static func size(of style: Font.TextStyle, at size: DynamicTypeSize) -> CGFloat {
        sizes[style]?[size.rawValue] ?? 17
    }
}
