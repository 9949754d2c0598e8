import WidgetryDisplayList

extension RenderOptions {
    /// The plate the Home Screen's tinted (accented) mode draws in a widget's shape: the tint, darkened, opaque.
    ///
    /// iOS shows tinted widgets on dark glass coloured by the tint, with the accent group in the tint and the rest
    /// in white; without a plate, white content on a transparent canvas is unreadable. Widgetry mixes the tint
    /// with 80 % black, which keeps the hue and gives white text a contrast ratio above 10:1 for any tint.
    /// For example:
    ///
    /// ```swift
    /// var options = RenderOptions(renderingMode: .accented)
    /// options.replacedContainerBackground = RenderOptions.tintedPlate(for: options.accentColor)
    /// ```
    ///
    /// - Parameter tint: The accent color of the tinted mode.
    public static func tintedPlate(for tint: DisplayColor) -> DisplayColor {
        let color = tint.fixed
        let keep = 0.2
        return DisplayColor(red: color.red * keep, green: color.green * keep, blue: color.blue * keep)
    }
}
