// The demo bundle: every widget, Live Activity and control from the seed samples, in one executable.
//   swift run widgets-demo list
//   swift run widgets-demo timeline --kind WeatherWidget --family systemMedium
import SwiftUI
import WidgetKit

@main
struct DemoWidgets: WidgetBundle {
    var body: some Widget {
        GameStatusWidget()
        CharacterDetailWidget()
        WeatherWidget()
        CountryWidget()
        CurrencyWidget()
        OrderStatusWidget()
        CategoryWidget()
        FavoritesWidget()
        StepsWidget()
        DeliveryActivityWidget()
        OpenCameraControl()
        FlashlightControl()
        EmojiRangerWidget()
    }
}

#if os(Linux)
    // The seed documents' widgets predate iOS 17: most draw their own background rather than calling
    // containerBackground(for: .widget), as an app deployed for iOS 16 may. On iOS 17 and later, these would
    // show "Please adopt containerBackground API" instead.
    extension DemoWidgets: WidgetryBundleOptions {
        static var requiresContainerBackground: Bool { false }
        // The app's name under its widgets on the Home Screen (CFBundleDisplayName on iOS).
        static var displayName: String { "Widgetry Demo" }
        // serve's first run makes this Smart Stack: storms (weather) and the country of the day rotate to the top.
        static var suggestedStacks: [[String]] { [["WeatherWidget", "CountryWidget", "com.mygame.game-status"]] }
    }
#endif
