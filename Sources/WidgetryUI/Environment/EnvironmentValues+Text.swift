import Foundation

extension EnvironmentValues {
    private struct FontKey: EnvironmentKey { static let defaultValue: Font? = nil }
    private struct LineLimitKey: EnvironmentKey { static let defaultValue: Int? = nil }
    private struct MultilineTextAlignmentKey: EnvironmentKey { static let defaultValue = TextAlignment.leading }
    private struct TruncationModeKey: EnvironmentKey { static let defaultValue = Text.TruncationMode.tail }
    private struct MinimumScaleFactorKey: EnvironmentKey { static let defaultValue: CGFloat = 1 }
    private struct AllowsTighteningKey: EnvironmentKey { static let defaultValue = false }
    private struct LineSpacingKey: EnvironmentKey { static let defaultValue: CGFloat = 0 }
    private struct TextCaseKey: EnvironmentKey { static let defaultValue: Text.Case? = nil }
    private struct ImageScaleKey: EnvironmentKey { static let defaultValue = Image.Scale.medium }
    private struct SymbolRenderingModeKey: EnvironmentKey { static let defaultValue: SymbolRenderingMode? = nil }

    /// The default font of text in this environment; `nil` means `.body`.
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }

    /// The maximum number of lines text may occupy; `nil` for no limit.
    public var lineLimit: Int? {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue }
    }

    /// How lines of multiline text align.
    public var multilineTextAlignment: TextAlignment {
        get { self[MultilineTextAlignmentKey.self] }
        set { self[MultilineTextAlignmentKey.self] = newValue }
    }

    /// Where text that doesn't fit is truncated.
    public var truncationMode: Text.TruncationMode {
        get { self[TruncationModeKey.self] }
        set { self[TruncationModeKey.self] = newValue }
    }

    /// The smallest scale text may shrink to in order to fit.
    public var minimumScaleFactor: CGFloat {
        get { self[MinimumScaleFactorKey.self] }
        set { self[MinimumScaleFactorKey.self] = newValue }
    }

    /// Whether text may tighten its letter spacing to fit.
    public var allowsTightening: Bool {
        get { self[AllowsTighteningKey.self] }
        set { self[AllowsTighteningKey.self] = newValue }
    }

    /// Extra space between lines of text, in points.
    public var lineSpacing: CGFloat {
        get { self[LineSpacingKey.self] }
        set { self[LineSpacingKey.self] = newValue }
    }

    /// A capitalization applied to text.
    public var textCase: Text.Case? {
        get { self[TextCaseKey.self] }
        set { self[TextCaseKey.self] = newValue }
    }

    /// The relative size of symbol images.
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }

    /// How symbol layers are colored; `nil` means monochrome.
    public var symbolRenderingMode: SymbolRenderingMode? {
        get { self[SymbolRenderingModeKey.self] }
        set { self[SymbolRenderingModeKey.self] = newValue }
    }
}
