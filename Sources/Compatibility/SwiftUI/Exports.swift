@_exported import AppKit
// SwiftUI re-exports UIKit on iOS and AppKit on macOS, so widget files use `UIColor`, `UIImage` or `NSColor` after
// `import SwiftUI` alone. Linux is neither, so both subsets come: where both name the same thing (`Color(.systemBlue)`,
// `Font(.systemFont(ofSize: 12))`), UIKit's wins, since iOS is where widgets ship first.
@_exported import UIKit
@_exported import Widgetry
// On Linux, `import SwiftUI` resolves here: widget code written for Apple's frameworks compiles unchanged. As Apple's
// SwiftUI does, it re-exports Combine, so `ObservableObject`, `@Published` and `AnyCancellable` need no
// `import Combine` of their own.
@_exported import WidgetryCombine
