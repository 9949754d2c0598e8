import Foundation
import WidgetryUI

/// Environments for tests: a fixed locale and time zone so dates resolve the same everywhere.
enum Environments {
    static func make(
        family: WidgetFamily = .systemSmall, colorScheme: ColorScheme = .light,
        renderingMode: WidgetRenderingMode = .fullColor, redactionReasons: RedactionReasons = []
    ) -> EnvironmentValues {
        var environment = EnvironmentValues()
        environment.widgetFamily = family
        environment.colorScheme = colorScheme
        environment.widgetRenderingMode = renderingMode
        environment.redactionReasons = redactionReasons
        environment.locale = Locale(identifier: "en_US_POSIX")
        environment.timeZone = TimeZone(identifier: "UTC")!
        return environment
    }

    static let light = make()
    static let dark = make(colorScheme: .dark)
}

/// sRGB colors from 0–255 components, for comparing with the iOS system palette.
func rgb(_ red: Double, _ green: Double, _ blue: Double, _ opacity: Double = 1) -> ResolvedColor {
    ResolvedColor(red: red / 255, green: green / 255, blue: blue / 255, opacity: opacity)
}
