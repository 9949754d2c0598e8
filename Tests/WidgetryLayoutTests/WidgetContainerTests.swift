import Foundation
import Testing
import WidgetryDisplayList
import WidgetryLayout
import WidgetryUI

/// Content margins, container backgrounds and the widget's shape.
@Suite @MainActor struct WidgetContainerTests {
    private let small = CGSize(width: 170, height: 170)

    // Apple, "contentMargins" / "contentMarginsDisabled()": content is laid out inside 16-point margins
    // (11 in tight placements), or the whole widget when margins are disabled.
    @Test(arguments: [
        (false, false, rect(16, 16, 138, 138)), (false, true, rect(11, 11, 148, 148)),
        (true, false, rect(0, 0, 170, 170)),
    ])
    func contentIsLaidOutInsideTheMargins(disabled: Bool, tight: Bool, expected: CGRect) {
        let container = WidgetContainer(
            family: .systemSmall, size: small, marginsDisabled: disabled, tightMargins: tight)
        let root = LayoutHarness.layout(Color.red.id("content"), in: container).root
        #expect(root.frame(ofID: "content") == expected)
    }

    // Apple, "containerBackground(_:for:)": the background fills the whole widget, behind the content and
    // outside the margins, clipped to the widget's rounded corners, and is tagged for the rendering modes
    // that remove it.
    @Test func containerBackgroundIsFullBleed() throws {
        let view = text20("Hi").containerBackground(Color.blue, for: .widget)
        let result = LayoutHarness.layout(view, in: WidgetContainer(family: .systemSmall, size: small))
        #expect(result.root.first { $0.role == "containerBackground" }?.frame == rect(0, 0, 170, 170))
        guard case .group(let background) = result.displayList.items.first else {
            Issue.record("The first item is not the background group")
            return
        }
        #expect(background.semantics.isContainerBackground)
        #expect(background.clip == DisplayClip(shape: .roundedRect(cornerRadius: 22), frame: rect(0, 0, 170, 170)))
        guard case .fill(let fill) = background.items.first else {
            Issue.record("The background is not a fill")
            return
        }
        #expect(fill.frame == rect(0, 0, 170, 170))
        #expect(fill.paint == .color(DisplayColor(red: 0, green: 122 / 255, blue: 1)))
        #expect(result.displayList.items.count == 2)
    }

    // Apple, "Preparing widgets for additional contexts and appearances": a widget without a container
    // background gets the system background, also tagged as the container background.
    @Test func systemWidgetsDefaultToTheSystemBackground() {
        let result = LayoutHarness.layout(text20("Hi"), in: WidgetContainer(family: .systemSmall, size: small))
        guard case .group(let background) = result.displayList.items.first,
            case .fill(let fill) = background.items.first
        else {
            Issue.record("No default background")
            return
        }
        #expect(background.semantics.isContainerBackground)
        #expect(fill.paint == .color(.system(.systemBackground)))
    }

    // Apple, "Creating accessory widgets": a circular accessory widget is a circle with no margins and no
    // background of its own.
    @Test func circularAccessoryIsACircleWithoutBackground() {
        let container = WidgetContainer(family: .accessoryCircular, size: CGSize(width: 76, height: 76))
        #expect(container.contentFrame == rect(0, 0, 76, 76))
        #expect(container.outline == .circle)
        let result = LayoutHarness.layout(text20("Hi"), in: container, family: .accessoryCircular)
        #expect(result.displayList.items.allSatisfy { $0.kind == "text" })
    }

    // Apple, "AccessoryWidgetBackground": the backdrop fills its frame with the widget's shape.
    @Test func accessoryBackgroundTakesTheWidgetShape() {
        let container = WidgetContainer(family: .accessoryCircular, size: CGSize(width: 76, height: 76))
        let result = LayoutHarness.layout(AccessoryWidgetBackground(), in: container, family: .accessoryCircular)
        guard case .fill(let fill) = result.displayList.items.first else {
            Issue.record("No backdrop")
            return
        }
        #expect(fill.shape == .circle)
        #expect(fill.frame == rect(0, 0, 76, 76))
    }

    // Apple, "ContainerRelativeShape": a shape inset 16 points from a widget with 22-point corners gets
    // concentric 6-point corners.
    @Test func containerRelativeShapeIsConcentric() {
        let view = ContainerRelativeShape().fill(.red)
        let result = LayoutHarness.layout(view, in: WidgetContainer(family: .systemSmall, size: small))
        let fill = result.displayList.allItems.compactMap { item -> DisplayFill? in
            if case .fill(let fill) = item, fill.frame == rect(16, 16, 138, 138) { return fill }
            return nil
        }.first
        #expect(fill?.shape == .roundedRect(cornerRadius: 6))
    }

    // Apple, "widgetURL(_:)": tapping anywhere outside links and buttons opens the widget's URL.
    @Test func widgetURLCoversTheWholeWidget() throws {
        let url = try #require(URL(string: "app://home"))
        let result = LayoutHarness.layout(
            text20("Hi").widgetURL(url), in: WidgetContainer(family: .systemSmall, size: small))
        #expect(
            result.displayList.hitRegions == [
                HitRegion(frame: rect(0, 0, 170, 170), action: .openURL(url, source: .widgetURL), zIndex: 0)
            ])
        #expect(result.displayList.hitTest(CGPoint(x: 2, y: 2)) == .openURL(url, source: .widgetURL))
    }

    // A widget cannot run a closure: a `Button` with an action closure is drawn, but a tap on it is a tap on the
    // widget (its `widgetURL`, or opening the app), as on iOS; only `Button(intent:)` gets a region of its own.
    @Test func aClosureButtonIsATapOnTheWidget() throws {
        let url = try #require(URL(string: "app://home"))
        let view = VStack {
            Button("Refresh") { print("never runs in a widget") }.id("closure")
            Button(intent: FavoriteIntent(itemID: "7")) { text20("Star") }.id("intent")
        }
        .widgetURL(url)
        let result = LayoutHarness.layout(view, in: WidgetContainer(family: .systemSmall, size: small))
        let closure = try #require(result.root.frame(ofID: "closure"))
        let intent = try #require(result.root.frame(ofID: "intent"))
        #expect(
            result.displayList.hitTest(CGPoint(x: closure.midX, y: closure.midY)) == .openURL(url, source: .widgetURL))
        guard case .button = result.displayList.hitTest(CGPoint(x: intent.midX, y: intent.midY)) else {
            Issue.record("the intent button has no region of its own")
            return
        }
        #expect(
            result.displayList.hitRegions.count == 2, "the widget URL and the intent button, nothing for the closure")
    }

    // Apple, "Link": a link's area opens its destination and wins over the widget URL around it.
    @Test func linkRegionWinsOverTheWidgetURL() throws {
        let home = try #require(URL(string: "app://home"))
        let detail = try #require(URL(string: "app://detail"))
        let view = Link(destination: detail) { text20("Open") }.widgetURL(home)
        let result = LayoutHarness.layout(view, in: WidgetContainer(family: .systemSmall, size: small))
        #expect(result.displayList.hitRegions.last?.frame == rect(65, 72.5, 40, 25))
        #expect(result.displayList.hitTest(CGPoint(x: 85, y: 85)) == .openURL(detail, source: .link))
        #expect(result.displayList.hitTest(CGPoint(x: 10, y: 10)) == .openURL(home, source: .widgetURL))
    }

    // Apple, "Adding interactivity to widgets": buttons and toggles perform their App Intents, with the
    // intent's parameters; a toggle reports the state it shows.
    @Test func buttonAndToggleRegionsCarryTheirIntents() {
        let view = VStack {
            Button(intent: FavoriteIntent(itemID: "42")) { text20("Star") }
            Toggle(isOn: false, intent: FavoriteIntent(itemID: "7")) { text20("On") }
        }
        let result = LayoutHarness.layout(view)
        let actions = result.displayList.hitRegions.map(\.action)
        #expect(actions.count == 2)
        guard case .button(let button) = actions.first, case .toggle(let toggle, let isOn) = actions.last else {
            Issue.record("Unexpected actions \(actions)")
            return
        }
        #expect(button.type.hasSuffix("FavoriteIntent"))
        #expect(button.parameters == ["itemID": "42"])
        #expect(toggle.parameters == ["itemID": "7"])
        #expect(!isOn)
        // The button's text above the toggle: a line plus a tenth minus the cap height, 12⅔ points.
        let frames = result.displayList.hitRegions.map(\.frame)
        #expect(frames.count == 2)
        #expect(isClose(frames.first, rect(80, 65 + 2.0 / 3.0, 40, 25)))
        #expect(isClose(frames.last, rect(0, 103 + 1.0 / 3.0, 200, 31)))
    }
}
