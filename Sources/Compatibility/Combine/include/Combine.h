// Combine on Linux: `import Combine` resolves to this module, which declares nothing. Combine's API
// (`PassthroughSubject`, `@Published`, `ObservableObject`, `AnyCancellable`, the operators and schedulers) comes with
// `import SwiftUI` or `import WidgetKit`, which re-export Widgetry's implementation (module WidgetryCombine) as Apple's
// SwiftUI re-exports Combine. A file that imports Combine without them adds `import WidgetryCombine`.
//
// It is a C module on purpose: SwiftPM hands a C module's module map only to the targets that depend on it, so a
// library that checks `#if canImport(Combine)` (GRDB, Alamofire) never sees it and builds the same way every time.
#ifndef WIDGETRY_COMBINE_H
#define WIDGETRY_COMBINE_H
#endif
