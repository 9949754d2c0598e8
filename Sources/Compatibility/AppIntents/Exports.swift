// On Linux, `import AppIntents` resolves here: widget code written for Apple's frameworks compiles unchanged.
@_exported import Widgetry
