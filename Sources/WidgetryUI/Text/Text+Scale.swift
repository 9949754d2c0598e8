import Foundation

extension Text {
    /// A scale to apply to text: the default, or smaller for secondary text next to primary text.
    ///
    /// For example, `Text("$").textScale(.secondary) + Text("42")`.
    public struct Scale: Hashable, Sendable {
        private let name: String

        /// The default text scale.
        public static let `default` = Scale(name: "default")
        /// A smaller scale for secondary text: 80% of the font's size (Widgetry's approximation of iOS's).
        public static let secondary = Scale(name: "secondary")

        /// How much `.secondary` shrinks the font.
        static let secondaryFactor: CGFloat = 0.8
    }

    /// Applies a text scale to the text.
    ///
    /// - Parameters:
    ///   - scale: The text scale to apply.
    ///   - isEnabled: If `false`, the scale is not applied.
    public func textScale(_ scale: Scale, isEnabled: Bool = true) -> Text {
        isEnabled ? adding(.scale(scale)) : self
    }
}

extension View {
    /// Applies a text scale to text in the view.
    ///
    /// - Parameters:
    ///   - scale: The text scale to apply.
    ///   - isEnabled: If `false`, the scale is not applied.
    public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> some View {
        modifier(EnvironmentWritingModifier { if isEnabled { $0._textStyle.scale = scale } })
    }
}

extension ResolvedFont {
    /// Scales the font's size, keeping its weight: a text style becomes the system font at the scaled size.
    mutating func scale(by factor: CGFloat) {
        weight = effectiveWeight
        switch base {
        case .textStyle, .system:
            base = .system(size: pointSize * factor)
        case .custom(let name, let size, let relativeTo):
            base = .custom(name: name, size: size * factor, relativeTo: relativeTo)
        }
    }
}
