// What widget authors import: the whole public API of Widgetry, as `import SwiftUI` + `import WidgetKit` +
// `import AppIntents` + `import ActivityKit` give it on Apple's platforms.
@_exported import Foundation
@_exported import WidgetryIntents
@_exported import WidgetryKit
@_exported import WidgetryUI
