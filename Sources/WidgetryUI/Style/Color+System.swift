extension Color {
    public static let red = Color(system: .red)
    public static let orange = Color(system: .orange)
    public static let yellow = Color(system: .yellow)
    public static let green = Color(system: .green)
    public static let mint = Color(system: .mint)
    public static let teal = Color(system: .teal)
    public static let cyan = Color(system: .cyan)
    public static let blue = Color(system: .blue)
    public static let indigo = Color(system: .indigo)
    public static let purple = Color(system: .purple)
    public static let pink = Color(system: .pink)
    public static let brown = Color(system: .brown)
    public static let white = Color(system: .white)
    public static let gray = Color(system: .gray)
    public static let black = Color(system: .black)
    public static let clear = Color(system: .clear)
    /// The color for primary content: black in light mode, white in dark mode.
    public static let primary = Color(system: SystemColor.labels[0])
    /// The color for secondary content.
    public static let secondary = Color(system: SystemColor.labels[1])
    /// The accent color: the system blue unless the widget's assets define one.
    public static let accentColor = Color(system: .accent)
}

extension ShapeStyle where Self == Color {
    public static var red: Color { Color(system: .red) }
    public static var orange: Color { Color(system: .orange) }
    public static var yellow: Color { Color(system: .yellow) }
    public static var green: Color { Color(system: .green) }
    public static var mint: Color { Color(system: .mint) }
    public static var teal: Color { Color(system: .teal) }
    public static var cyan: Color { Color(system: .cyan) }
    public static var blue: Color { Color(system: .blue) }
    public static var indigo: Color { Color(system: .indigo) }
    public static var purple: Color { Color(system: .purple) }
    public static var pink: Color { Color(system: .pink) }
    public static var brown: Color { Color(system: .brown) }
    public static var white: Color { Color(system: .white) }
    public static var gray: Color { Color(system: .gray) }
    public static var black: Color { Color(system: .black) }
    public static var clear: Color { Color(system: .clear) }
}
