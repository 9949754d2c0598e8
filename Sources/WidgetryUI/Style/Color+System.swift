extension Color {
    /// The `red` system color, with its iOS light and dark values.
    public static let red = Color(system: .red)
    /// The `orange` system color, with its iOS light and dark values.
    public static let orange = Color(system: .orange)
    /// The `yellow` system color, with its iOS light and dark values.
    public static let yellow = Color(system: .yellow)
    /// The `green` system color, with its iOS light and dark values.
    public static let green = Color(system: .green)
    /// The `mint` system color, with its iOS light and dark values.
    public static let mint = Color(system: .mint)
    /// The `teal` system color, with its iOS light and dark values.
    public static let teal = Color(system: .teal)
    /// The `cyan` system color, with its iOS light and dark values.
    public static let cyan = Color(system: .cyan)
    /// The `blue` system color, with its iOS light and dark values.
    public static let blue = Color(system: .blue)
    /// The `indigo` system color, with its iOS light and dark values.
    public static let indigo = Color(system: .indigo)
    /// The `purple` system color, with its iOS light and dark values.
    public static let purple = Color(system: .purple)
    /// The `pink` system color, with its iOS light and dark values.
    public static let pink = Color(system: .pink)
    /// The `brown` system color, with its iOS light and dark values.
    public static let brown = Color(system: .brown)
    /// The `white` system color, with its iOS light and dark values.
    public static let white = Color(system: .white)
    /// The `gray` system color, with its iOS light and dark values.
    public static let gray = Color(system: .gray)
    /// The `black` system color, with its iOS light and dark values.
    public static let black = Color(system: .black)
    /// The `clear` system color, with its iOS light and dark values.
    public static let clear = Color(system: .clear)
    /// The color for primary content: black in light mode, white in dark mode.
    public static let primary = Color(system: SystemColor.labels[0])
    /// The color for secondary content.
    public static let secondary = Color(system: SystemColor.labels[1])
    /// The accent color: the system blue unless the widget's assets define one.
    public static let accentColor = Color(system: .accent)
}

extension ShapeStyle where Self == Color {
    /// The `red` system color, with its iOS light and dark values.
    public static var red: Color { Color(system: .red) }
    /// The `orange` system color, with its iOS light and dark values.
    public static var orange: Color { Color(system: .orange) }
    /// The `yellow` system color, with its iOS light and dark values.
    public static var yellow: Color { Color(system: .yellow) }
    /// The `green` system color, with its iOS light and dark values.
    public static var green: Color { Color(system: .green) }
    /// The `mint` system color, with its iOS light and dark values.
    public static var mint: Color { Color(system: .mint) }
    /// The `teal` system color, with its iOS light and dark values.
    public static var teal: Color { Color(system: .teal) }
    /// The `cyan` system color, with its iOS light and dark values.
    public static var cyan: Color { Color(system: .cyan) }
    /// The `blue` system color, with its iOS light and dark values.
    public static var blue: Color { Color(system: .blue) }
    /// The `indigo` system color, with its iOS light and dark values.
    public static var indigo: Color { Color(system: .indigo) }
    /// The `purple` system color, with its iOS light and dark values.
    public static var purple: Color { Color(system: .purple) }
    /// The `pink` system color, with its iOS light and dark values.
    public static var pink: Color { Color(system: .pink) }
    /// The `brown` system color, with its iOS light and dark values.
    public static var brown: Color { Color(system: .brown) }
    /// The `white` system color, with its iOS light and dark values.
    public static var white: Color { Color(system: .white) }
    /// The `gray` system color, with its iOS light and dark values.
    public static var gray: Color { Color(system: .gray) }
    /// The `black` system color, with its iOS light and dark values.
    public static var black: Color { Color(system: .black) }
    /// The `clear` system color, with its iOS light and dark values.
    public static var clear: Color { Color(system: .clear) }
}
