/// An iOS system color: its light and dark sRGB values.
struct SystemColor: Hashable, Sendable {
    let name: String
    let light: ResolvedColor
    let dark: ResolvedColor

    init(_ name: String, light: (Double, Double, Double, Double), dark: (Double, Double, Double, Double)) {
        self.name = name
        self.light = ResolvedColor(red: light.0 / 255, green: light.1 / 255, blue: light.2 / 255, opacity: light.3)
        self.dark = ResolvedColor(red: dark.0 / 255, green: dark.1 / 255, blue: dark.2 / 255, opacity: dark.3)
    }

    init(_ name: String, light: (Double, Double, Double), dark: (Double, Double, Double)) {
        self.init(name, light: (light.0, light.1, light.2, 1), dark: (dark.0, dark.1, dark.2, 1))
    }

    func resolved(in scheme: ColorScheme) -> ResolvedColor { scheme == .light ? light : dark }

    static let red = SystemColor("red", light: (255, 59, 48), dark: (255, 69, 58))
    static let orange = SystemColor("orange", light: (255, 149, 0), dark: (255, 159, 10))
    static let yellow = SystemColor("yellow", light: (255, 204, 0), dark: (255, 214, 10))
    static let green = SystemColor("green", light: (52, 199, 89), dark: (48, 209, 88))
    static let mint = SystemColor("mint", light: (0, 199, 190), dark: (99, 230, 226))
    static let teal = SystemColor("teal", light: (48, 176, 199), dark: (64, 200, 224))
    static let cyan = SystemColor("cyan", light: (50, 173, 230), dark: (100, 210, 255))
    static let blue = SystemColor("blue", light: (0, 122, 255), dark: (10, 132, 255))
    static let indigo = SystemColor("indigo", light: (88, 86, 214), dark: (94, 92, 230))
    static let purple = SystemColor("purple", light: (175, 82, 222), dark: (191, 90, 242))
    static let pink = SystemColor("pink", light: (255, 45, 85), dark: (255, 55, 95))
    static let brown = SystemColor("brown", light: (162, 132, 94), dark: (172, 142, 104))
    static let gray = SystemColor("gray", light: (142, 142, 147), dark: (142, 142, 147))
    static let white = SystemColor("white", light: (255, 255, 255), dark: (255, 255, 255))
    static let black = SystemColor("black", light: (0, 0, 0), dark: (0, 0, 0))
    static let clear = SystemColor("clear", light: (0, 0, 0, 0), dark: (0, 0, 0, 0))
    static let accent = SystemColor("accentColor", light: (0, 122, 255), dark: (10, 132, 255))

    /// The label colors: the default foreground at each hierarchy level.
    static let labels: [SystemColor] = [
        SystemColor("primary", light: (0, 0, 0, 1), dark: (255, 255, 255, 1)),
        SystemColor("secondary", light: (60, 60, 67, 0.6), dark: (235, 235, 245, 0.6)),
        SystemColor("tertiary", light: (60, 60, 67, 0.3), dark: (235, 235, 245, 0.3)),
        SystemColor("quaternary", light: (60, 60, 67, 0.18), dark: (235, 235, 245, 0.16)),
        SystemColor("quinary", light: (60, 60, 67, 0.1), dark: (235, 235, 245, 0.08)),
    ]

    /// The system fill colors at each hierarchy level (`.fill`, `.fill.secondary`, …).
    static let fills: [SystemColor] = [
        SystemColor("fill", light: (120, 120, 128, 0.2), dark: (120, 120, 128, 0.36)),
        SystemColor("secondaryFill", light: (120, 120, 128, 0.16), dark: (120, 120, 128, 0.32)),
        SystemColor("tertiaryFill", light: (118, 118, 128, 0.12), dark: (118, 118, 128, 0.24)),
        SystemColor("quaternaryFill", light: (116, 116, 128, 0.08), dark: (118, 118, 128, 0.18)),
        SystemColor("quinaryFill", light: (116, 116, 128, 0.05), dark: (118, 118, 128, 0.12)),
    ]

    /// The system background colors at each hierarchy level (`.background`, `.background.secondary`, …).
    static let backgrounds: [SystemColor] = [
        SystemColor("background", light: (255, 255, 255), dark: (0, 0, 0)),
        SystemColor("secondaryBackground", light: (242, 242, 247), dark: (28, 28, 30)),
        SystemColor("tertiaryBackground", light: (255, 255, 255), dark: (44, 44, 46)),
    ]

    static let separator = SystemColor("separator", light: (60, 60, 67, 0.29), dark: (84, 84, 88, 0.6))

    static func level(_ level: Int, of colors: [SystemColor]) -> SystemColor {
        colors[min(max(level, 0), colors.count - 1)]
    }
}
