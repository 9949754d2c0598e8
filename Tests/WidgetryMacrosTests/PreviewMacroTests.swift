import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacrosGenericTestSupport
import Testing
import WidgetryMacros

private let macros = ["Preview": MacroSpec(type: PreviewMacro.self)]

/// Expands `source` and checks the result, reporting differences as test issues.
private func expect(
    _ source: String, expandsTo expanded: String, diagnostics: [DiagnosticSpec] = [],
    sourceLocation: SourceLocation = #_sourceLocation
) {
    assertMacroExpansion(
        source, expandedSource: expanded, diagnostics: diagnostics, macroSpecs: macros,
        testModuleName: "App", testFileName: "Previews.swift",
        failureHandler: { Issue.record(Comment(rawValue: $0.message), sourceLocation: sourceLocation) })
}

@Suite struct PreviewMacroTests {
    @Test func trailingClosuresAreForwardedAfterTheLocation() {
        expect(
            """
            #Preview(as: .systemSmall) {
                HeroWidget()
            } timeline: {
                HeroEntry(hero: "🐼")
            }
            """,
            expandsTo: """
                @usableFromInline enum __macro_local_7PreviewfMu_: WidgetryKit._PreviewRegistrant {
                    @MainActor @usableFromInline static func _makePreview() -> WidgetryKit.PreviewDescriptor {
                        WidgetryKit.PreviewDescriptor._preview(fileID: "App/Previews.swift", line: 1, as: .systemSmall) {
                            HeroWidget()
                        } timeline: {
                            HeroEntry(hero: "🐼")
                        }
                    }
                }
                """)
    }

    @Test func labelledClosuresAndTheNameAreForwardedInOrder() {
        expect(
            """
            #Preview("Hero", as: .systemMedium, widget: { HeroWidget() }, timelineProvider: { Provider() })
            """,
            expandsTo: """
                @usableFromInline enum __macro_local_7PreviewfMu_: WidgetryKit._PreviewRegistrant {
                    @MainActor @usableFromInline static func _makePreview() -> WidgetryKit.PreviewDescriptor {
                        WidgetryKit.PreviewDescriptor._preview(fileID: "App/Previews.swift", line: 1, "Hero", as: .systemMedium, widget: {
                                HeroWidget()
                            }, timelineProvider: {
                                Provider()
                            })
                    }
                }
                """)
    }

    @Test func viewPreviewKeepsItsOnlyClosure() {
        expect(
            """
            let before = 1
            #Preview {
                Text("plain")
            }
            """,
            expandsTo: """
                let before = 1
                @usableFromInline enum __macro_local_7PreviewfMu_: WidgetryKit._PreviewRegistrant {
                    @MainActor @usableFromInline static func _makePreview() -> WidgetryKit.PreviewDescriptor {
                        WidgetryKit.PreviewDescriptor._preview(fileID: "App/Previews.swift", line: 2) {
                            Text("plain")
                        }
                    }
                }
                """)
    }

    @Test func eachPreviewGetsItsOwnTypeName() {
        expect(
            """
            #Preview { A() }
            #Preview { B() }
            """,
            expandsTo: """
                @usableFromInline enum __macro_local_7PreviewfMu_: WidgetryKit._PreviewRegistrant {
                    @MainActor @usableFromInline static func _makePreview() -> WidgetryKit.PreviewDescriptor {
                        WidgetryKit.PreviewDescriptor._preview(fileID: "App/Previews.swift", line: 1) {
                            A()
                        }
                    }
                }
                @usableFromInline enum __macro_local_7PreviewfMu0_: WidgetryKit._PreviewRegistrant {
                    @MainActor @usableFromInline static func _makePreview() -> WidgetryKit.PreviewDescriptor {
                        WidgetryKit.PreviewDescriptor._preview(fileID: "App/Previews.swift", line: 2) {
                            B()
                        }
                    }
                }
                """)
    }

    @Test func previewInsideATypeIsRejected() {
        expect(
            """
            struct Holder {
                #Preview { A() }
            }
            """,
            expandsTo: """
                struct Holder {
                    #Preview { A() }
                }
                """,
            diagnostics: [
                DiagnosticSpec(
                    message: "'#Preview' is used inside a declaration; write it at the top level of a file, "
                        + "outside any type or function.",
                    line: 2, column: 5)
            ])
    }
}
