import SwiftUI
import WidgetKit

@main
struct HelloWidgets: WidgetBundle {
    var body: some Widget {
        HelloWidget()
    }
}
