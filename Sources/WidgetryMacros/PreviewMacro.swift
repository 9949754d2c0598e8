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
/// enum $…Preview…fMu_: WidgetryKit._PreviewRegistrant {
///     @MainActor static func _makePreview() -> WidgetryKit.PreviewDescriptor {
///         WidgetryKit.PreviewDescriptor._preview(fileID: "App/File.swift", line: 12, as: .systemSmall) {
///             MyWidget()
///         } timeline: {
///             Entry(date: .now)
///         }
///     }
/// }
/// ```
///
/// `PreviewRegistry` finds these types at run time through their conformance records.
public struct PreviewMacro: DeclarationMacro {
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        let typeName = context.makeUniqueName("Preview")
        let location = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .fileID)
        let file: ExprSyntax = location?.file ?? "#fileID"
        let line: ExprSyntax = location?.line ?? "#line"

        var arguments = LabeledExprListSyntax {
            LabeledExprSyntax(label: "fileID", expression: file)
            LabeledExprSyntax(label: "line", expression: line)
        }
        for argument in node.arguments {
            arguments.append(argument.with(\.trailingComma, nil))
        }
        arguments = LabeledExprListSyntax(
            arguments.enumerated().map { index, argument in
                argument.with(\.trailingComma, index < arguments.count - 1 ? .commaToken(trailingTrivia: .space) : nil)
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
            enum \(typeName): WidgetryKit._PreviewRegistrant {
                @MainActor static func _makePreview() -> WidgetryKit.PreviewDescriptor {
                    \(call)
                }
            }
            """
        ]
    }
}
