import Foundation
import Testing
import WidgetryDisplayList
import WidgetryLayout
import WidgetryUI

/// Gauges, progress views, labels, toggles and buttons, at the sizes iOS draws them.
@Suite @MainActor struct ControlLayoutTests {
    // Apple, "AccessoryCircularGaugeStyle" (and the capacity style): the ring of a circular accessory gauge is
    // 58×58, centered in a 76-point circular widget.
    @Test(arguments: ["accessoryCircular", "accessoryCircularCapacity"])
    func circularGaugeIs58Points(style: String) {
        let gauge = Gauge(value: 0.5) { text20("L") }
        let view: AnyView =
            style == "accessoryCircular"
            ? AnyView(gauge.gaugeStyle(.accessoryCircular).id("gauge"))
            : AnyView(gauge.gaugeStyle(.accessoryCircularCapacity).id("gauge"))
        let container = WidgetContainer(family: .accessoryCircular, size: CGSize(width: 76, height: 76))
        let root = LayoutHarness.layout(view, in: container, family: .accessoryCircular).root
        #expect(root.frame(ofID: "gauge") == rect(9, 9, 58, 58))
    }

    // Apple, "LinearCapacityGaugeStyle" (the iOS default): the label above a 4-point bar that takes the width.
    // Apple, "accessoryCircular": the current value is in the center; without minimum and maximum labels, the label
    // goes in the opening at the bottom of the ring. With no current value the center stays empty: the label is
    // never drawn there.
    @Test func accessoryCircularGaugePutsItsLabelInTheBottomOpening() {
        let container = WidgetContainer(family: .accessoryCircular, size: CGSize(width: 76, height: 76))
        let labelOnly = Gauge(value: 0.5) { Text("KM").id("label") }.gaugeStyle(.accessoryCircular).id("gauge")
        let root = LayoutHarness.layout(labelOnly, in: container, family: .accessoryCircular).root
        let label = root.frame(ofID: "label")
        // The ring spans 9...67; its bottom opening is below its center (38): the label sits at the ring's bottom.
        #expect(label.map { $0.maxY == 67 && abs($0.midX - 38) < 0.5 } == true, "label at \(String(describing: label))")
        let withValue = Gauge(value: 0.5) {
            Text("KM").id("label")
        } currentValueLabel: {
            Text("12").id("value")
        }
        .gaugeStyle(.accessoryCircular)
        let both = LayoutHarness.layout(withValue, in: container, family: .accessoryCircular).root
        let value = both.frame(ofID: "value")
        #expect(value.map { abs($0.midY - 38) < 0.5 && abs($0.midX - 38) < 0.5 } == true)
        #expect(both.frame(ofID: "label").map { $0.maxY == 67 } == true)
    }

    @Test func linearCapacityGaugeHasItsLabelAboveTheBar() {
        let result = LayoutHarness.layout(Gauge(value: 0.5) { text20("Health").id("label") }.id("gauge"))
        #expect(result.root.frame(ofID: "gauge") == rect(0, 83.5, 200, 33))
        #expect(result.root.frame(ofID: "label") == rect(0, 83.5, 60, 25))
        #expect(result.root.first { $0.kind == "Bar" }?.frame == rect(0, 112.5, 200, 4))
    }

    // Apple, "AccessoryLinearGaugeStyle": a bar with a marker dot, 6 points tall for the dot.
    @Test func accessoryLinearGaugeHasAMarker() {
        let view = Gauge(value: 0.25) { text20("Level") }.gaugeStyle(.accessoryLinear).id("gauge")
        let result = LayoutHarness.layout(view, width: 100)
        #expect(result.root.frame(ofID: "gauge") == rect(0, 82.5, 100, 35))
        let dot = result.displayList.allItems.compactMap { item -> DisplayFill? in
            if case .fill(let fill) = item, fill.shape == .circle { return fill }
            return nil
        }.first
        #expect(dot?.frame == rect(23.5, 111.5, 6, 6))
    }

    // Apple, "AccessoryLinearCapacityGaugeStyle" and "CircularGaugeStyle": the capacity bar is 4 points tall
    // under its label; the circular style is the 58-point open ring.
    @Test func otherGaugeStyles() {
        let linear = Gauge(value: 0.5) { text20("Fuel") }.gaugeStyle(.accessoryLinearCapacity).id("gauge")
        #expect(LayoutHarness.frame("gauge", in: linear) == rect(0, 83.5, 200, 33))
        let circular = Gauge(value: 0.5) { text20("F") }.gaugeStyle(.circular).id("gauge")
        #expect(LayoutHarness.frame("gauge", in: circular) == rect(71, 71, 58, 58))
    }

    // Apple, "ProgressView": a determinate progress view is a linear bar, 4 points tall, as wide as offered,
    // filled up to its value.
    @Test func linearProgressIsAFourPointBar() {
        let result = LayoutHarness.layout(ProgressView(value: 0.3).id("progress"))
        #expect(result.root.frame(ofID: "progress") == rect(0, 98, 200, 4))
        let fills = result.displayList.allItems.compactMap { item -> DisplayFill? in
            if case .fill(let fill) = item { return fill }
            return nil
        }
        #expect(fills.map(\.frame) == [rect(0, 98, 200, 4), rect(0, 98, 60, 4)])
    }

    // Apple, "CircularProgressViewStyle": an indeterminate progress view is a 20×20 spinner; with a value and
    // the circular style, a 20×20 ring.
    @Test func circularProgressIsTwentyPoints() {
        #expect(LayoutHarness.frame("spinner", in: ProgressView().id("spinner")) == rect(90, 90, 20, 20))
        let ring = ProgressView(value: 0.5).progressViewStyle(.circular).id("ring")
        #expect(LayoutHarness.frame("ring", in: ring) == rect(90, 90, 20, 20))
    }

    // Apple, "ProgressView(timerInterval:countsDown:)": the bar shows the interval's progress at the time it is
    // drawn; counting down from 120 seconds with 30 elapsed leaves it three quarters full.
    @Test func timerProgressIsDrawnAtNow() {
        let now = LayoutHarness.now
        let result = LayoutHarness.layout(
            ProgressView(timerInterval: now.addingTimeInterval(-30)...now.addingTimeInterval(90)))
        let widths = result.displayList.allItems.compactMap { item -> CGFloat? in
            if case .fill(let fill) = item { return fill.frame.width }
            return nil
        }
        #expect(widths == [200, 150])
    }

    // Apple, "Label": the icon before the title, with the stack's default 8-point spacing.
    @Test func labelPlacesTheIconBeforeTheTitle() {
        let view = Label("Details", systemImage: "info.circle").font(.system(size: 20)).id("label")
        let result = LayoutHarness.layout(view)
        #expect(result.root.frame(ofID: "label") == rect(51, 87.5, 98, 25))
        #expect(result.root.first { $0.kind == "Image" }?.frame == rect(51, 90, 20, 20))
        #expect(result.root.frame(ofText: "Details") == rect(79, 87.5, 70, 25))
    }

    // Apple, "SwitchToggleStyle": the label, then a 51×31 switch at the trailing edge of the offered width.
    @Test func switchToggleFillsTheWidth() {
        let view = Toggle(isOn: true, intent: FavoriteIntent(itemID: "1")) { text20("Favorite").id("label") }.id(
            "toggle")
        let result = LayoutHarness.layout(view)
        #expect(result.root.frame(ofID: "toggle") == rect(0, 84.5, 200, 31))
        #expect(result.root.frame(ofID: "label") == rect(0, 87.5, 80, 25))
        #expect(result.root.first { $0.kind == "Switch(on)" }?.frame == rect(149, 84.5, 51, 31))
    }

    // Apple, "BorderedButtonStyle": the label with 12 points of horizontal and 7 of vertical padding over a
    // tinted rounded rectangle.
    @Test func borderedButtonPadsItsLabel() {
        let view = Button(intent: FavoriteIntent(itemID: "1")) { text20("Go").id("label") }.buttonStyle(.bordered).id(
            "button")
        let result = LayoutHarness.layout(view)
        #expect(result.root.frame(ofID: "button") == rect(78, 80.5, 44, 39))
        #expect(result.root.frame(ofID: "label") == rect(90, 87.5, 20, 25))
        #expect(result.root.first { $0.kind == "RoundedRectangle" }?.frame == rect(78, 80.5, 44, 39))
    }

    // Apple, "Button": the default style in a widget is the label alone, as large as the label.
    @Test func plainButtonIsItsLabel() {
        let view = Button(intent: FavoriteIntent(itemID: "1")) { Image(systemName: "star").font(.system(size: 20)) }.id(
            "button")
        #expect(LayoutHarness.frame("button", in: view) == rect(90, 90, 20, 20))
    }
}
