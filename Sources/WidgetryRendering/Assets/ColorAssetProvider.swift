import WidgetryDisplayList

/// Resolves named colors (`Color("sunny-color")`) for a color scheme at paint time.
public protocol ColorAssetProvider: Sendable {
    /// The named color for a scheme.
    ///
    /// - Parameters:
    ///   - name: The color set's name.
    ///   - colorScheme: Light or dark.
    /// - Throws: ``RenderingError`` when there is no color with that name.
    func color(named name: String, colorScheme: RenderColorScheme) throws -> DisplayColor
}

/// Supplies named bitmap images (`Image("cover")`) at paint time, as PNG bytes.
public protocol ImageAssetProvider: Sendable {
    /// The PNG bytes of a named image, the variant closest to a scale.
    ///
    /// - Parameters:
    ///   - name: The image set's name.
    ///   - scale: The scale being painted, 1 to 4.
    /// - Returns: The PNG bytes and the scale they were made for, or `nil` when there is no image with that name.
    func image(named name: String, scale: Double) throws -> (png: [UInt8], scale: Double)?
}
