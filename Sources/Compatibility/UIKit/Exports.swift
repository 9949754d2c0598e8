// On Linux, `import UIKit` resolves here: the subset of UIKit that widget code uses.
@_exported import Widgetry
