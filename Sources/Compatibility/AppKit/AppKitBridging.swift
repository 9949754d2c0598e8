import WidgetryUI

/// SwiftUI types that AppKit's types convert into (`Color(_: NSColor)`, `Font(_: NSFont)`).
///
/// On Apple's platforms only one of UIKit and AppKit comes with `import SwiftUI`; on Linux both do. An initializer
/// declared in an extension of this protocol ranks below one declared on the type itself, so where a call fits both
/// the UIKit and the AppKit conversion, as `Color(.systemBlue)` does, Swift picks UIKit's rather than reporting an
/// ambiguity. Widget code never names this protocol.
public protocol AppKitBridging {}

extension Color: AppKitBridging {}

extension Font: AppKitBridging {}
