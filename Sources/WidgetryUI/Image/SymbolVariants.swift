/// A variant of a symbol: filled, enclosed in a shape, slashed, or a combination.
///
/// For example, `Image(systemName: "heart").symbolVariant(.fill)` shows `heart.fill`, and
/// `.symbolVariant(.circle.fill)` shows `heart.circle.fill`. The symbol's name is rewritten the way SF Symbols
/// names its variants: the base name, then `slash`, then the enclosing shape, then `fill`.
public struct SymbolVariants: Hashable, Sendable, CustomStringConvertible {
    private enum Shape: String, Hashable, Sendable {
        case circle, square, rectangle
    }

    private var shape: Shape?
    private var isFilled = false
    private var isSlashed = false

    /// No variant: symbols show as named, and variants set further out are removed.
    public static let none = SymbolVariants()
    /// A variant that encapsulates the symbol in a circle.
    public static let circle = SymbolVariants(shape: .circle)
    /// A variant that encapsulates the symbol in a square.
    public static let square = SymbolVariants(shape: .square)
    /// A variant that encapsulates the symbol in a rectangle.
    public static let rectangle = SymbolVariants(shape: .rectangle)
    /// A variant that fills the symbol.
    public static let fill = SymbolVariants(isFilled: true)
    /// A variant that draws a slash through the symbol.
    public static let slash = SymbolVariants(isSlashed: true)

    private init(shape: Shape? = nil, isFilled: Bool = false, isSlashed: Bool = false) {
        self.shape = shape
        self.isFilled = isFilled
        self.isSlashed = isSlashed
    }

    /// This variant, encapsulated in a circle.
    public var circle: SymbolVariants { with { $0.shape = .circle } }
    /// This variant, encapsulated in a square.
    public var square: SymbolVariants { with { $0.shape = .square } }
    /// This variant, encapsulated in a rectangle.
    public var rectangle: SymbolVariants { with { $0.shape = .rectangle } }
    /// This variant, filled.
    public var fill: SymbolVariants { with { $0.isFilled = true } }
    /// This variant, slashed.
    public var slash: SymbolVariants { with { $0.isSlashed = true } }

    /// Whether this variant includes another: `SymbolVariants.circle.fill.contains(.fill)` is true.
    public func contains(_ other: SymbolVariants) -> Bool {
        (other.shape == nil || other.shape == shape) && (!other.isFilled || isFilled)
            && (!other.isSlashed || isSlashed)
    }

    public var description: String {
        let parts = [isSlashed ? "slash" : nil, shape?.rawValue, isFilled ? "fill" : nil].compactMap { $0 }
        return parts.isEmpty ? "none" : parts.joined(separator: ".")
    }

    /// This variant with another's parts added; an enclosing shape in `other` replaces this one's.
    func adding(_ other: SymbolVariants) -> SymbolVariants {
        SymbolVariants(
            shape: other.shape ?? shape, isFilled: isFilled || other.isFilled, isSlashed: isSlashed || other.isSlashed)
    }

    /// A symbol name with this variant: the name's own variant suffixes (`heart.circle`) combined with this
    /// variant and written in SF Symbols' order, such as `heart.slash.circle.fill`.
    func applied(to name: String) -> String {
        guard self != .none else { return name }
        var components = name.split(separator: ".").map(String.init)
        var own = SymbolVariants()
        // Read the name's variant suffixes, keeping at least one component as the base name.
        suffixes: while components.count > 1, let last = components.last {
            switch last {
            case "fill" where !own.isFilled: own.isFilled = true
            case "slash" where !own.isSlashed: own.isSlashed = true
            case let name where own.shape == nil && Shape(rawValue: name) != nil: own.shape = Shape(rawValue: name)
            default: break suffixes
            }
            components.removeLast()
        }
        let combined = own.adding(self)
        let suffix = [combined.isSlashed ? "slash" : nil, combined.shape?.rawValue, combined.isFilled ? "fill" : nil]
        return (components + suffix.compactMap { $0 }).joined(separator: ".")
    }

    private func with(_ change: (inout SymbolVariants) -> Void) -> SymbolVariants {
        var copy = self
        change(&copy)
        return copy
    }
}

extension EnvironmentValues {
    private struct SymbolVariantsKey: EnvironmentKey { static let defaultValue = SymbolVariants.none }

    /// The symbol variant to use in this environment, set with `symbolVariant(_:)`.
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] }
        set { self[SymbolVariantsKey.self] = newValue }
    }
}

extension View {
    /// Makes symbols within the view show a particular variant.
    ///
    /// For example, `Label("Favorites", systemImage: "heart").symbolVariant(.fill)` shows `heart.fill`.
    /// Variants set further in are added to this one; `.none` removes them.
    ///
    /// - Parameter variant: The variant to use for symbols.
    public func symbolVariant(_ variant: SymbolVariants) -> some View {
        transformEnvironment(\.symbolVariants) { variants in
            variants = variant == .none ? .none : variants.adding(variant)
        }
    }
}
