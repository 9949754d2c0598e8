import Foundation
import Testing
import WidgetryUI

@Suite @MainActor struct RedactionTests {
    @Test func redactedMarksEveryNodeBelow() {
        let node = resolve(
            VStack {
                Text("a"); Image(systemName: "b")
            }.redacted(reason: .placeholder))
        #expect(node.allNodes.allSatisfy { $0.traits.redactionReasons == .placeholder && $0.traits.isRedacted })
    }

    @Test func unredactedClearsReasonsBelowIt() {
        let node = resolve(
            VStack {
                Text("hidden")
                Text("shown").unredacted()
            }
            .redacted(reason: .placeholder))
        #expect(node.text("hidden")?.traits.isRedacted == true)
        #expect(node.text("shown")?.traits.redactionReasons == [])
        #expect(node.text("shown")?.traits.isRedacted == false)
    }

    @Test func hostReasonsApplyFromTheRoot() {
        let node = resolve(Text("a"), in: Environments.make(redactionReasons: .placeholder))
        #expect(node.traits.isRedacted)
    }

    @Test(arguments: [
        (RedactionReasons(), false), (.privacy, true), (.placeholder, true), (.invalidated, false),
    ])
    func privacySensitiveContentIsRedactedOnlyForPrivacyOrPlaceholders(reasons: RedactionReasons, redacted: Bool) {
        let node = resolve(
            VStack {
                Text("public")
                Text("secret").privacySensitive()
            },
            in: Environments.make(redactionReasons: reasons))
        #expect(node.text("secret")?.traits.isPrivacySensitive == true)
        #expect(node.text("secret")?.traits.isRedacted == redacted)
        #expect(node.text("public")?.traits.isRedacted == reasons.contains(.placeholder))
    }

    @Test func privacySensitiveCanBeTurnedOffBelow() {
        let node = resolve(VStack { Text("a").privacySensitive(false) }.privacySensitive())
        #expect(node.traits.isPrivacySensitive)
        #expect(node.text("a")?.traits.isPrivacySensitive == false)
    }

    @Test func invalidatableContentShowsInvalidationOnlyWhenInvalidated() {
        let view = HStack {
            Text("count").invalidatableContent(); Text("label")
        }
        let idle = resolve(view)
        #expect(idle.text("count")?.traits.isInvalidatable == true)
        #expect(idle.text("count")?.traits.isInvalidated == false)
        let pending = resolve(view, in: Environments.make(redactionReasons: .invalidated))
        #expect(pending.text("count")?.traits.isInvalidated == true)
        #expect(pending.text("label")?.traits.isInvalidated == false)
    }

    @Test func accentableGroupsMarkTheirSubtree() {
        let node = resolve(
            VStack {
                Image(systemName: "a").widgetAccentable(); Text("b")
            })
        #expect(node.image == nil)
        #expect(node.children[0].traits.isWidgetAccentable)
        #expect(!node.children[1].traits.isWidgetAccentable)
        #expect(!node.traits.isWidgetAccentable)
    }

    @Test func dumpsShowTraitChanges() {
        let dump = resolve(VStack { Text("a").privacySensitive() }.redacted(reason: .placeholder)).dump()
        #expect(
            dump == """
                VStack(alignment: center) {redacted: [placeholder]}
                  Text "a" (body, #000000) {redacted: [placeholder], privacySensitive}
                """)
    }
}
