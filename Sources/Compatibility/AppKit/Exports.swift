// On Linux, `import AppKit` resolves here: the subset of AppKit that widget code uses.
@_exported import Widgetry
