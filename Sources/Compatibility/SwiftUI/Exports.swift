// On Linux, `import SwiftUI` resolves here: widget code written for Apple's frameworks compiles unchanged.
@_exported import Widgetry
