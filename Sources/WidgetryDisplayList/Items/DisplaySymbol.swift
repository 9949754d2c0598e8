import Foundation

/// An SF Symbol at its resolved font: what `Image(systemName:)` draws and a ``TextEngine`` measures.
///
/// For example, `Image(systemName: "sun.max.fill").font(.title2).foregroundStyle(.yellow)` is:
///
/// ```swift
/// DisplaySymbol(name: "sun.max.fill", pointSize: 22, paints: [.color(.system(.systemYellow))])
/// ```
public struct DisplaySymbol: Codable, Sendable, Hashable {
    /// The SF Symbol name, such as `cloud.sun.fill`.
    public var name: String
    /// The point size of the font the symbol takes its size from.
    public var pointSize: Double
    /// The font weight the symbol matches.
    public var weight: DisplayFont.Weight
    /// The symbol scale relative to the font (`imageScale`).
    public var scale: Scale
    /// How the symbol's layers take colors (`symbolRenderingMode`).
    public var renderingMode: RenderingMode
    /// The paints of the symbol's layers: the foreground style first, then secondary and tertiary for palettes.
    public var paints: [DisplayPaint]
    /// A variable symbol's value, 0...1, or `nil`.
    public var variableValue: Double?

    /// Creates a symbol.
    ///
    /// - Parameters:
    ///   - name: The SF Symbol name.
    ///   - pointSize: The point size of the font the symbol takes its size from.
    ///   - weight: The font weight the symbol matches.
    ///   - scale: The symbol scale relative to the font.
    ///   - renderingMode: How the symbol's layers take colors.
    ///   - paints: The paints of the symbol's layers, foreground first.
    ///   - variableValue: A variable symbol's value, or `nil`.
    public init(
        name: String,
        pointSize: Double = 17,
        weight: DisplayFont.Weight = .regular,
        scale: Scale = .medium,
        renderingMode: RenderingMode = .monochrome,
        paints: [DisplayPaint] = [.color(.system(.label, level: .primary))],
        variableValue: Double? = nil
    ) {
        self.name = name
        self.pointSize = pointSize
        self.weight = weight
        self.scale = scale
        self.renderingMode = renderingMode
        self.paints = paints
        self.variableValue = variableValue
    }

    /// Symbol scales, as `Image.Scale`.
    public enum Scale: String, Codable, Sendable, Hashable {
        case small, medium, large

        /// The size of the symbol relative to the medium scale.
        public var factor: Double {
            switch self {
            case .small: 0.78
            case .medium: 1
            case .large: 1.29
            }
        }
    }

    /// Symbol rendering modes, as `SymbolRenderingMode`.
    public enum RenderingMode: String, Codable, Sendable, Hashable {
        case monochrome, hierarchical, palette, multicolor
    }
}
