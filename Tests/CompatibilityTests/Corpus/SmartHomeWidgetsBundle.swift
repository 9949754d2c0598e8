import SwiftUI
import WidgetKit

// A smart-home extension that ships controls on iOS 18 and falls back to the widgets alone before: `if #available`
// with an `else`, and a control declared next to widgets.

struct SmartHomeWidgetsBundle: WidgetBundle {
    var body: some Widget {
        SmartHomeScenesWidget()
        if #available(iOS 18.0, *) {
            SmartHomeLightControl()
            GarageDoorControl()
        } else {
            VPNStatusWidget()
        }
    }
}

extension CorpusCase {
    static var smartHomeWidgetsBundle: CorpusCase {
        .bundle(
            SmartHomeWidgetsBundle.self, kinds: ["SmartHomeScenes", "SmartHomeLight", "com.example.home.garage"],
            family: .systemMedium, expecting: ["Living Room", "Movie"])
    }
}
