// On Linux, `import Intents` resolves here: SiriKit's intent classes (`INIntent`, `INObject`, `INInteraction`,
// responses, resolution results, `INExtension`) for `IntentConfiguration` widgets and the classes the
// `IntentDefinitionPlugin` generates from `.intentdefinition` files. Like Apple's framework, it brings Foundation.
@_exported import Foundation
@_exported import WidgetrySiriKit
