import Foundation
import Testing
import WidgetryUI

@Suite @MainActor struct SmokeTests {
    @Test func weatherResolves() {
        let node = ViewResolver.resolve(
            WeatherWidgetView(entry: WeatherEntry(date: .now, weather: .sunny)), in: Environments.light)
        print(node.dump())
    }
}
