import SwiftSyntax
import SwiftSyntaxMacros

/// Expands every form of `#Preview` into a uniquely named type that registers the preview.
///
/// The compiler has already type-checked the arguments against the macro's signature, so the
/// expansion forwards them, unchanged and with their trailing closures, to the matching overload of
/// `WidgetryKit.PreviewDescriptor._preview(fileID:line:…)`, adding where the preview is written:
///
/// ```swift
/// #Preview(as: .systemSmall) { MyWidget() } timeline: { Entry(date: .now) }
/// // expands to
/// @usableFromInline enum $…Preview…fMu_: WidgetryKit._PreviewRegistrant {
///     @MainActor @usableFromInline static func _makePreview() -> WidgetryKit.PreviewDescriptor {
///         WidgetryKit.PreviewDescriptor._preview(fileID: "App/File.swift", line: 12, as: .systemSmall) {
///             MyWidget()
///         } timeline: {
///             Entry(date: .now)
///         }
///     }
/// }
/// ```
///
/// `PreviewRegistry` finds these types at run time through their conformance records. The type is
/// `@usableFromInline` because optimized builds emit the metadata (and conformance records) of internal types
/// that nothing references only on demand, which would hide the preview.
public struct PreviewMacro: DeclarationMacro {
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard context.lexicalContext.isEmpty else { throw PreviewMacroError.notAtFileScope }
        let typeName = context.makeUniqueName("Preview")
        let source = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .fileID)
        let file: ExprSyntax = source?.file ?? "#fileID"
        let line: ExprSyntax = source?.line ?? "#line"

        // The location first, then the macro's own arguments, so `_preview` needs no labels after a closure.
        let location = [
            LabeledExprSyntax(label: "fileID", expression: file), LabeledExprSyntax(label: "line", expression: line),
        ]
        let forwarded = location + node.arguments.map { $0.with(\.trailingComma, nil) }
        let arguments = LabeledExprListSyntax(
            forwarded.enumerated().map { index, argument in
                argument.with(\.trailingComma, index < forwarded.count - 1 ? .commaToken(trailingTrivia: .space) : nil)
            }
        )

        let call = FunctionCallExprSyntax(
            calledExpression: ExprSyntax("WidgetryKit.PreviewDescriptor._preview"),
            leftParen: .leftParenToken(),
            arguments: arguments,
            rightParen: .rightParenToken(),
            trailingClosure: node.trailingClosure.map { $0.with(\.leadingTrivia, .space) },
            additionalTrailingClosures: node.additionalTrailingClosures
        )

        return [
            """
            @usableFromInline enum \(typeName): WidgetryKit._PreviewRegistrant {
                @MainActor @usableFromInline static func _makePreview() -> WidgetryKit.PreviewDescriptor {
                    \(call)
                }
            }
            """
        ]
    }
}

/// Why `#Preview` cannot expand.
enum PreviewMacroError: Error, CustomStringConvertible {
    case notAtFileScope

    var description: String {
        switch self {
        case .notAtFileScope:
            "'#Preview' is used inside a declaration; write it at the top level of a file, outside any type or function."
        }
    }
}
