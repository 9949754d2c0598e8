import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plug-in that provides Widgetry's macros.
@main
struct WidgetryMacrosPlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [PreviewMacro.self]
}
