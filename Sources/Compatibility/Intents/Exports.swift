// On Linux, `import Intents` resolves here: SiriKit intent classes for `IntentConfiguration` widgets.
@_exported import WidgetrySiriKit
