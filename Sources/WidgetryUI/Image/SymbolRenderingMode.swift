/// How a symbol image's layers are colored.
///
/// For example, `Image(systemName: "cloud.sun.fill").symbolRenderingMode(.multicolor)`.
public struct SymbolRenderingMode: Hashable, Sendable, CustomStringConvertible {
    private let name: String

    private init(_ name: String) { self.name = name }

    /// Every layer in the foreground style.
    public static let monochrome = SymbolRenderingMode("monochrome")
    /// The symbol's own colors.
    public static let multicolor = SymbolRenderingMode("multicolor")
    /// Layers in levels of the foreground style.
    public static let hierarchical = SymbolRenderingMode("hierarchical")
    /// Layers in the foreground styles in order (`foregroundStyle(_:_:_:)`).
    public static let palette = SymbolRenderingMode("palette")

    public var description: String { name }
}
