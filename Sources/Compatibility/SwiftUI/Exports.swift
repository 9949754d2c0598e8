// On Linux, `import SwiftUI` resolves here: widget code written for Apple's frameworks compiles unchanged. As Apple's
// SwiftUI does, it re-exports Combine, so `ObservableObject`, `@Published` and `AnyCancellable` need no
// `import Combine` of their own.
@_exported import Combine
@_exported import Widgetry
