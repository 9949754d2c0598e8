// On Linux, `import WidgetKit` resolves here: widget code written for Apple's frameworks compiles unchanged. As
// Apple's WidgetKit does, it re-exports SwiftUI (and with it Combine, UIKit's and AppKit's subsets).
@_exported import SwiftUI
@_exported import Widgetry
