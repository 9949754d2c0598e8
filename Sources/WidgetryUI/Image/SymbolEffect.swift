import Foundation

/// An animation of an SF Symbol (`symbolEffect(_:options:isActive:)`), such as `.pulse` or `.bounce`.
///
/// A widget is a still image and never animates, so Widgetry draws every effect in its resting state: the symbol
/// as it is, except that an active `.disappear` leaves it hidden, as iOS does once the effect has run.
public protocol SymbolEffect: Hashable, Sendable {
    /// Whether the effect leaves the symbol hidden while it is active.
    var _hidesSymbolWhenActive: Bool { get }
}

extension SymbolEffect {
    public var _hidesSymbolWhenActive: Bool { false }
}

/// An effect that runs for as long as it is active, such as `.pulse` or `.variableColor`.
public protocol IndefiniteSymbolEffect: SymbolEffect {}
/// An effect that runs once each time a value changes, such as `.bounce`.
public protocol DiscreteSymbolEffect: SymbolEffect {}
/// An effect that shows or hides a symbol, such as `.appear` and `.disappear`.
public protocol TransitionSymbolEffect: SymbolEffect {}
/// An effect that replaces one symbol by another, such as `.replace`.
public protocol ContentTransitionSymbolEffect: SymbolEffect {}

/// Whether an effect animates a symbol's layers one by one or the symbol as a whole.
enum SymbolEffectLayering: Hashable, Sendable { case automatic, byLayer, wholeSymbol }

/// A direction some effects take.
enum SymbolEffectDirection: Hashable, Sendable { case automatic, up, down }

/// The layering and direction of `bounce`, `scale`, `appear` and `disappear`.
public struct _SymbolEffectShape: Hashable, Sendable {
    var layering = SymbolEffectLayering.automatic
    var direction = SymbolEffectDirection.automatic

    /// The automatic layering and direction.
    public init() {}
}

/// An effect that goes up or down, by layer or as a whole symbol: `bounce`, `scale`, `appear` and `disappear`,
/// whose `up`, `down`, `byLayer` and `wholeSymbol` variants are written once here.
public protocol _DirectionalSymbolEffect: SymbolEffect {
    var _shape: _SymbolEffectShape { get }
    init(_shape: _SymbolEffectShape)
}

extension _DirectionalSymbolEffect {
    /// The effect going up.
    public var up: Self { with { $0.direction = .up } }
    /// The effect going down.
    public var down: Self { with { $0.direction = .down } }
    /// The effect animating each layer separately.
    public var byLayer: Self { with { $0.layering = .byLayer } }
    /// The effect animating the whole symbol at once.
    public var wholeSymbol: Self { with { $0.layering = .wholeSymbol } }

    private func with(_ change: (inout _SymbolEffectShape) -> Void) -> Self {
        var shape = _shape
        change(&shape)
        return Self(_shape: shape)
    }
}

/// The `pulse` effect: the symbol's opacity pulses.
public struct PulseSymbolEffect: IndefiniteSymbolEffect, DiscreteSymbolEffect {
    var layering = SymbolEffectLayering.automatic
    /// The effect animating each layer separately.
    public var byLayer: PulseSymbolEffect { with(.byLayer) }
    /// The effect animating the whole symbol at once.
    public var wholeSymbol: PulseSymbolEffect { with(.wholeSymbol) }
    private func with(_ layering: SymbolEffectLayering) -> Self { Self(layering: layering) }
}

/// The `bounce` effect: the symbol bounces once per change.
public struct BounceSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, _DirectionalSymbolEffect {
    public var _shape: _SymbolEffectShape

    public init(_shape: _SymbolEffectShape = _SymbolEffectShape()) { self._shape = _shape }
}

/// The `variableColor` effect: the symbol's layers light up in turn.
public struct VariableColorSymbolEffect: IndefiniteSymbolEffect, DiscreteSymbolEffect {
    var options: Set<String> = []
    private func adding(_ option: String) -> Self { Self(options: options.union([option])) }
    /// Layers light up one at a time.
    public var iterative: VariableColorSymbolEffect { adding("iterative") }
    /// Layers stay lit as the next ones light up.
    public var cumulative: VariableColorSymbolEffect { adding("cumulative") }
    /// The effect plays back in reverse after each cycle.
    public var reversing: VariableColorSymbolEffect { adding("reversing") }
    /// The effect does not play back in reverse.
    public var nonReversing: VariableColorSymbolEffect { adding("nonReversing") }
    /// Inactive layers are hidden.
    public var hideInactiveLayers: VariableColorSymbolEffect { adding("hideInactiveLayers") }
    /// Inactive layers are dimmed.
    public var dimInactiveLayers: VariableColorSymbolEffect { adding("dimInactiveLayers") }
}

/// The `scale` effect: the symbol grows or shrinks while active.
public struct ScaleSymbolEffect: IndefiniteSymbolEffect, _DirectionalSymbolEffect {
    public var _shape: _SymbolEffectShape

    public init(_shape: _SymbolEffectShape = _SymbolEffectShape()) { self._shape = _shape }
}

/// The `appear` effect: the symbol draws in; while active it is shown.
public struct AppearSymbolEffect: TransitionSymbolEffect, IndefiniteSymbolEffect, _DirectionalSymbolEffect {
    public var _shape: _SymbolEffectShape

    public init(_shape: _SymbolEffectShape = _SymbolEffectShape()) { self._shape = _shape }
}

/// The `disappear` effect: the symbol draws out; while active it is hidden.
public struct DisappearSymbolEffect: TransitionSymbolEffect, IndefiniteSymbolEffect, _DirectionalSymbolEffect {
    public var _shape: _SymbolEffectShape

    public init(_shape: _SymbolEffectShape = _SymbolEffectShape()) { self._shape = _shape }

    public var _hidesSymbolWhenActive: Bool { true }
}

/// The `replace` effect: one symbol replaces another (`contentTransition(.symbolEffect(.replace))`).
public struct ReplaceSymbolEffect: ContentTransitionSymbolEffect {
    var style = "automatic"
    var layering = SymbolEffectLayering.automatic
    /// The old symbol scales down and the new one up.
    public var downUp: ReplaceSymbolEffect { Self(style: "downUp", layering: layering) }
    /// Both symbols scale up.
    public var upUp: ReplaceSymbolEffect { Self(style: "upUp", layering: layering) }
    /// The old symbol fades out and the new one scales up.
    public var offUp: ReplaceSymbolEffect { Self(style: "offUp", layering: layering) }
    /// The effect animating each layer separately.
    public var byLayer: ReplaceSymbolEffect { Self(style: style, layering: .byLayer) }
    /// The effect animating the whole symbol at once.
    public var wholeSymbol: ReplaceSymbolEffect { Self(style: style, layering: .wholeSymbol) }
}

/// The `wiggle` effect (iOS 18): the symbol wiggles.
public struct WiggleSymbolEffect: IndefiniteSymbolEffect, DiscreteSymbolEffect {
    var style = "automatic"
    /// The effect wiggling left and right.
    public var leftToRight: WiggleSymbolEffect { Self(style: "leftToRight") }
    /// The effect wiggling up and down.
    public var upDown: WiggleSymbolEffect { Self(style: "upDown") }
    /// The effect wiggling clockwise.
    public var clockwise: WiggleSymbolEffect { Self(style: "clockwise") }
    /// The effect wiggling counterclockwise.
    public var counterClockwise: WiggleSymbolEffect { Self(style: "counterClockwise") }
    /// The effect animating each layer separately.
    public var byLayer: WiggleSymbolEffect { Self(style: style + ".byLayer") }
    /// The effect animating the whole symbol at once.
    public var wholeSymbol: WiggleSymbolEffect { Self(style: style + ".wholeSymbol") }
}

/// The `rotate` effect (iOS 18): the symbol spins.
public struct RotateSymbolEffect: IndefiniteSymbolEffect, DiscreteSymbolEffect {
    var style = "automatic"
    /// The effect spinning clockwise.
    public var clockwise: RotateSymbolEffect { Self(style: "clockwise") }
    /// The effect spinning counterclockwise.
    public var counterClockwise: RotateSymbolEffect { Self(style: "counterClockwise") }
    /// The effect animating each layer separately.
    public var byLayer: RotateSymbolEffect { Self(style: style + ".byLayer") }
    /// The effect animating the whole symbol at once.
    public var wholeSymbol: RotateSymbolEffect { Self(style: style + ".wholeSymbol") }
}

/// The `breathe` effect (iOS 18): the symbol grows and shrinks gently.
public struct BreatheSymbolEffect: IndefiniteSymbolEffect, DiscreteSymbolEffect {
    var style = "automatic"
    /// The effect pulsing the symbol's opacity as it breathes.
    public var pulse: BreatheSymbolEffect { Self(style: "pulse") }
    /// The effect scaling without changing opacity.
    public var plain: BreatheSymbolEffect { Self(style: "plain") }
    /// The effect animating each layer separately.
    public var byLayer: BreatheSymbolEffect { Self(style: style + ".byLayer") }
    /// The effect animating the whole symbol at once.
    public var wholeSymbol: BreatheSymbolEffect { Self(style: style + ".wholeSymbol") }
}

extension SymbolEffect where Self == WiggleSymbolEffect {
    /// The symbol wiggles (iOS 18).
    public static var wiggle: WiggleSymbolEffect { WiggleSymbolEffect() }
}

extension SymbolEffect where Self == RotateSymbolEffect {
    /// The symbol spins (iOS 18).
    public static var rotate: RotateSymbolEffect { RotateSymbolEffect() }
}

extension SymbolEffect where Self == BreatheSymbolEffect {
    /// The symbol breathes (iOS 18).
    public static var breathe: BreatheSymbolEffect { BreatheSymbolEffect() }
}

extension SymbolEffect where Self == PulseSymbolEffect {
    /// The symbol's opacity pulses.
    public static var pulse: PulseSymbolEffect { PulseSymbolEffect() }
}

extension SymbolEffect where Self == BounceSymbolEffect {
    /// The symbol bounces.
    public static var bounce: BounceSymbolEffect { BounceSymbolEffect() }
}

extension SymbolEffect where Self == VariableColorSymbolEffect {
    /// The symbol's layers light up in turn.
    public static var variableColor: VariableColorSymbolEffect { VariableColorSymbolEffect() }
}

extension SymbolEffect where Self == ScaleSymbolEffect {
    /// The symbol scales while the effect is active.
    public static var scale: ScaleSymbolEffect { ScaleSymbolEffect() }
}

extension SymbolEffect where Self == AppearSymbolEffect {
    /// The symbol draws in.
    public static var appear: AppearSymbolEffect { AppearSymbolEffect() }
}

extension SymbolEffect where Self == DisappearSymbolEffect {
    /// The symbol draws out.
    public static var disappear: DisappearSymbolEffect { DisappearSymbolEffect() }
}

extension SymbolEffect where Self == ReplaceSymbolEffect {
    /// One symbol replaces another.
    public static var replace: ReplaceSymbolEffect { ReplaceSymbolEffect() }
}

/// How a symbol effect plays: how often it repeats and how fast.
///
/// For example, `.symbolEffect(.pulse, options: .repeating.speed(2))`. Widgets never animate, so options change
/// nothing drawn.
public struct SymbolEffectOptions: Hashable, Sendable {
    var repeatCount: Int?
    var isRepeating: Bool
    var speedFactor: Double

    /// The system's default options.
    public static var `default`: SymbolEffectOptions {
        SymbolEffectOptions(repeatCount: nil, isRepeating: false, speedFactor: 1)
    }
    /// Options that repeat the effect indefinitely.
    public static var repeating: SymbolEffectOptions { SymbolEffectOptions.default.repeating }
    /// Options that play the effect once.
    public static var nonRepeating: SymbolEffectOptions { SymbolEffectOptions.default.nonRepeating }

    /// Options that repeat the effect a number of times (`nil`: indefinitely).
    public static func `repeat`(_ count: Int?) -> SymbolEffectOptions { SymbolEffectOptions.default.repeat(count) }
    /// Options that play the effect at a speed (1 is the default).
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions.default.speed(speed) }

    /// These options, repeating indefinitely.
    public var repeating: SymbolEffectOptions { self.repeat(nil) }
    /// These options, playing once.
    public var nonRepeating: SymbolEffectOptions { self.repeat(1) }

    /// These options, repeating a number of times (`nil`: indefinitely).
    public func `repeat`(_ count: Int?) -> SymbolEffectOptions {
        var copy = self
        copy.repeatCount = count
        copy.isRepeating = count != 1
        return copy
    }

    /// These options, at a speed (1 is the default).
    public func speed(_ speed: Double) -> SymbolEffectOptions {
        var copy = self
        copy.speedFactor = speed
        return copy
    }
}

extension View {
    /// Runs an indefinite symbol effect on the symbols in the view while it is active.
    ///
    /// For example, `Image(systemName: "wifi").symbolEffect(.variableColor.iterative, isActive: entry.isSearching)`.
    /// A widget never animates, so Widgetry draws the symbol in its resting state; an active `.disappear` hides it
    /// (keeping its space), as iOS shows it once the effect has run.
    ///
    /// - Parameters:
    ///   - effect: The effect, such as `.pulse` or `.variableColor.iterative`.
    ///   - options: How the effect plays.
    ///   - isActive: Whether the effect is active.
    public func symbolEffect<T: IndefiniteSymbolEffect>(
        _ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true
    ) -> some View {
        modifier(SymbolEffectModifier(hides: isActive && effect._hidesSymbolWhenActive))
    }

    /// Runs a discrete symbol effect on the symbols in the view each time a value changes.
    ///
    /// For example, `Image(systemName: "bell").symbolEffect(.bounce, value: entry.unread)`. A widget never
    /// animates, so the symbol draws as it is.
    ///
    /// - Parameters:
    ///   - effect: The effect, such as `.bounce`.
    ///   - options: How the effect plays.
    ///   - value: The value whose changes run the effect.
    public func symbolEffect<T: DiscreteSymbolEffect, U: Equatable>(
        _ effect: T, options: SymbolEffectOptions = .default, value: U
    ) -> some View {
        modifier(SymbolEffectModifier(hides: false))
    }

    /// Removes the symbol effects from the symbols in the view; widgets draw symbols at rest either way.
    public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View {
        modifier(SymbolEffectModifier(hides: false))
    }
}

/// Draws the content as it rests after a symbol effect: hidden after `.disappear`, otherwise unchanged.
struct SymbolEffectModifier: ViewModifier {
    let hides: Bool

    func body(content: Content) -> some View {
        if hides { content.hidden() } else { content }
    }
}
