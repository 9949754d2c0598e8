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
