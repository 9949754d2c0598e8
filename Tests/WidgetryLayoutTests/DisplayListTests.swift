import Foundation
import Testing
import WidgetryDisplayList
import WidgetryLayout
import WidgetryUI

/// What layout draws: text items, effect groups, semantic tags, determinism.
@Suite @MainActor struct DisplayListTests {
    private func groups(_ list: DisplayList) -> [DisplayGroup] {
        list.allItems.compactMap { item in
            if case .group(let group) = item { return group }
            return nil
        }
    }

    // Widgetry DESIGN, "what layout measured is what paints": the text item carries the measured paragraph,
    // the frame layout gave it and its first baseline.
    @Test func textItemCarriesFontFrameAndBaseline() {
        let result = LayoutHarness.layout(text20("Hello").bold())
        guard case .text(let item) = result.displayList.items.first else {
            Issue.record("No text item")
            return
        }
        #expect(item.frame == rect(75, 87.5, 50, 25))
        #expect(item.baselineOrigin == CGPoint(x: 75, y: 107.5))
        #expect(item.paragraph.runs == [DisplayTextRun("Hello", font: DisplayFont(size: 20, weight: .bold))])
    }

    // Apple, "offset(x:y:)": the offset is a translation of the drawing.
    @Test func offsetIsAGroupTranslation() {
        let result = LayoutHarness.layout(Color.red.frame(width: 20, height: 20).offset(x: 10, y: 5))
        #expect(groups(result.displayList).first?.transform == .translation(x: 10, y: 5))
        #expect(result.displayList.items.first?.frame == rect(100, 95, 20, 20))
    }

    // Apple, "rotationEffect(_:anchor:)" and "scaleEffect(_:anchor:)": transforms about the anchor point.
    @Test func rotationAndScaleAreAnchoredOnTheFrame() {
        let rotated = LayoutHarness.layout(Color.red.frame(width: 20, height: 20).rotationEffect(.degrees(90)))
        #expect(
            groups(rotated.displayList).first?.transform == .rotation(radians: .pi / 2, anchor: CGPoint(x: 100, y: 100))
        )
        let scaled = LayoutHarness.layout(Color.red.frame(width: 20, height: 20).scaleEffect(2, anchor: .topLeading))
        #expect(groups(scaled.displayList).first?.transform == .scale(x: 2, y: 2, anchor: CGPoint(x: 90, y: 90)))
    }

    // Apple, "opacity(_:)", "clipShape(_:style:)", "shadow(color:radius:x:y:)": effects on composited content.
    @Test func effectsBecomeGroups() {
        let view = Color.red.frame(width: 20, height: 20).clipShape(Circle()).opacity(0.5).shadow(radius: 3)
        let found = groups(LayoutHarness.layout(view).displayList)
        #expect(found.count == 3)
        #expect(found[0].shadow?.radius == 3)
        #expect(found[1].opacity == 0.5)
        #expect(found[2].clip == DisplayClip(shape: .circle, frame: rect(90, 90, 20, 20)))
    }

    // Apple, "privacySensitive(_:)" and "widgetAccentable(_:)": the marks reach the renderer as tags on the
    // subtree they apply to.
    @Test func traitsBecomeSemanticTags() {
        let view = VStack {
            text20("Public")
            text20("Secret").privacySensitive()
            text20("Accent").widgetAccentable()
        }
        let found = groups(LayoutHarness.layout(view).displayList)
        #expect(
            found.map(\.semantics) == [
                DisplaySemantics(isPrivacySensitive: true), DisplaySemantics(widgetAccentable: true),
            ])
    }

    // Apple, "redacted(reason:)" and "unredacted()": placeholder redaction is tagged, and an unredacted
    // subtree says so.
    @Test func redactionIsTagged() {
        let view = VStack {
            text20("Hidden")
            text20("Shown").unredacted()
        }
        .redacted(reason: .placeholder)
        let found = groups(LayoutHarness.layout(view).displayList)
        #expect(found.first?.semantics.redactionReasons == .placeholder)
        #expect(found.last?.semantics.isUnredacted == true)
    }

    // Apple, "grayscale(_:)": display lists have no filters, so layout desaturates the colors it draws.
    @Test func grayscaleDesaturatesColors() {
        let result = LayoutHarness.layout(Color.red.grayscale(1))
        guard case .fill(let fill) = result.displayList.items.first, case .color(let color) = fill.paint else {
            Issue.record("No fill")
            return
        }
        #expect(abs(color.red - color.green) < 1e-9 && abs(color.green - color.blue) < 1e-9)
    }

    // Widgetry DESIGN, "Layout is pure and deterministic": the same input gives the same list, which survives
    // a JSON round trip.
    @Test func layoutIsDeterministicAndCodable() throws {
        let view = VStack {
            text20("Title").bold()
            Gauge(value: 0.4) { Text("Level") }
            Image(systemName: "star.fill")
        }
        let first = LayoutHarness.layout(view)
        let second = LayoutHarness.layout(view)
        #expect(first.displayList == second.displayList)
        #expect(first.dump() == second.dump())
        let decoded = try DisplayList(jsonData: first.displayList.jsonData())
        #expect(decoded == first.displayList)
    }
}

/// `blur(radius:)` becomes a group with the radius, around the blurred content only.
@Suite @MainActor struct BlurLayoutTests {
    @Test func blurWrapsItsContentInABlurredGroup() {
        let view = VStack {
            Color.red.frame(width: 20, height: 20).blur(radius: 3)
            Color.blue.frame(width: 20, height: 20)
        }
        let groups = LayoutHarness.layout(view).displayList.allItems.compactMap { item -> DisplayGroup? in
            if case .group(let group) = item, group.blurRadius != nil { return group }
            return nil
        }
        #expect(groups.count == 1)
        #expect(groups.first?.blurRadius == 3)
        #expect(groups.first?.items.count == 1)
    }

    // The image warnings walk a list with forEachItem instead of copying allItems: both visit every item at every
    // depth, groups before their children.
    @Test func forEachItemAndAllItemsVisitEveryItemGroupsFirst() {
        let view = VStack {
            Text("A").blur(radius: 2)
            HStack {
                Color.red.frame(width: 10, height: 10).blur(radius: 1).opacity(0.5)
                Text("B")
            }
        }
        let list = LayoutHarness.layout(view).displayList
        func flattened(_ items: [DisplayItem]) -> [DisplayItem] {
            items.flatMap { item -> [DisplayItem] in
                if case .group(let group) = item { return [item] + flattened(group.items) }
                return [item]
            }
        }
        let expected = flattened(list.items)
        var visited: [DisplayItem] = []
        list.forEachItem { visited.append($0) }
        #expect(visited == expected)
        #expect(list.allItems == expected)
        #expect(expected.count > list.items.count)
    }
}
