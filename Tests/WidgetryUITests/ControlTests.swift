import Foundation
import Testing
import WidgetryIntents
import WidgetryUI

private struct PillButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.padding(4).background(.tint, in: Capsule())
    }
}

private struct TextOnlyGaugeStyle: GaugeStyle {
    func makeBody(configuration: Configuration) -> some View {
        Text("\(Int(configuration.value * 100))%")
    }
}

private struct StackedLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack {
            configuration.icon
            configuration.title
        }
    }
}

@Suite @MainActor struct ControlTests {
    private func gauge(_ node: ResolvedNode) -> ResolvedGauge? {
        if case .gauge(let gauge) = node.kind { return gauge }
        return nil
    }

    private func progress(_ node: ResolvedNode) -> ResolvedProgress? {
        if case .progress(let progress) = node.kind { return progress }
        return nil
    }

    @Test func gaugesRecordValueBoundsAndLabelSlots() {
        let node = resolve(
            Gauge(value: 15, in: 10...30) {
                Text("Temp")
            } currentValueLabel: {
                Text("15")
            })
        let resolved = gauge(node)
        #expect(resolved?.value == 15)
        #expect(resolved?.lowerBound == 10)
        #expect(resolved?.upperBound == 30)
        #expect(resolved?.fraction == 0.25)
        #expect(resolved?.style == .automatic)
        #expect(resolved?.tint == .color(rgb(0, 122, 255)))
        #expect(node.children.count == 4)
        #expect(node.children[0].text?.plainText == "Temp")
        #expect(node.children[1].text?.plainText == "15")
        #expect(node.children[2].kind == .empty)
        #expect(node.children[3].kind == .empty)
    }

    @Test func gaugeFractionsClamp() {
        #expect(gauge(resolve(Gauge(value: 2.0) { EmptyView() }))?.fraction == 1)
        #expect(gauge(resolve(Gauge(value: -1.0) { EmptyView() }))?.fraction == 0)
    }

    @Test(arguments: [
        (AnyGaugeStyleCase.linearCapacity, ResolvedGauge.Style.linearCapacity),
        (.accessoryCircular, .accessoryCircular), (.accessoryCircularCapacity, .accessoryCircularCapacity),
        (.accessoryLinear, .accessoryLinear), (.accessoryLinearCapacity, .accessoryLinearCapacity),
        (.circular, .circular), (.linear, .linear), (.automatic, .automatic),
    ])
    func gaugeStylesAreRecorded(style: AnyGaugeStyleCase, expected: ResolvedGauge.Style) {
        #expect(gauge(resolve(style.apply(to: Gauge(value: 0.5) { Text("x") })))?.style == expected)
    }

    @Test func customGaugeStylesResolveTheirBody() {
        let node = resolve(Gauge(value: 0.3) { Text("x") }.gaugeStyle(TextOnlyGaugeStyle()))
        #expect(node.plainTexts == ["30%"])
    }

    @Test func progressViewsRecordTheirKind() {
        #expect(progress(resolve(ProgressView(value: 0.14)))?.kind == .determinate(fraction: 0.14))
        #expect(progress(resolve(ProgressView(value: 5, total: 4)))?.kind == .determinate(fraction: 1))
        #expect(progress(resolve(ProgressView(value: nil as Double?)))?.kind == .indeterminate)
        #expect(progress(resolve(ProgressView()))?.kind == .indeterminate)
        let start = Date(timeIntervalSince1970: 0)
        let timer = resolve(ProgressView(timerInterval: start...start.addingTimeInterval(60), countsDown: false))
        #expect(progress(timer)?.kind == .timer(start...start.addingTimeInterval(60), countsDown: false))
        #expect(
            timer.children[1].text?.runs.first?.content.dynamicDate?.kind
                == .timer(start...start.addingTimeInterval(60), pauseTime: nil, countsDown: false, showsHours: true))
        #expect(progress(resolve(ProgressView(value: 0.5).progressViewStyle(.linear)))?.style == .linear)
        #expect(progress(resolve(ProgressView().progressViewStyle(.circular)))?.style == .circular)
        #expect(resolve(ProgressView("Loading", value: 0.5)).children[0].text?.plainText == "Loading")
    }

    @Test func intentButtonsCarryTheirIntent() {
        let node = resolve(Button(intent: ToggleFavoriteIntent(itemID: "42")) { Text("Star") })
        guard case .button(let button) = node.kind else {
            Issue.record("expected a button, got \(node)")
            return
        }
        #expect(button.action == .intent(AnyAppIntent(ToggleFavoriteIntent(itemID: "42"))))
        #expect(button.action != .intent(AnyAppIntent(ToggleFavoriteIntent(itemID: "7"))))
        #expect(button.style == .automatic)
        #expect(node.children[0].firstRunStyle?.foreground == .color(rgb(0, 122, 255)))
        #expect(node.intents == [AnyAppIntent(ToggleFavoriteIntent(itemID: "42"))])
    }

    @Test func buttonFormsAndStyles() {
        let titled = resolve(Button("Go", intent: ToggleFavoriteIntent(itemID: "1")))
        #expect(titled.plainTexts == ["Go"])
        let closure = resolve(Button("Tap", role: .destructive) {})
        if case .button(let button) = closure.kind {
            #expect(button.action == .closure)
            #expect(button.role == .destructive)
        } else {
            Issue.record("expected a button")
        }
        let plain = resolve(Button("Plain") {}.buttonStyle(.plain))
        if case .button(let button) = plain.kind { #expect(button.style == .plain) }
        #expect(plain.children[0].firstRunStyle?.foreground == .color(rgb(0, 0, 0)))
        let prominent = resolve(Button("P") {}.buttonStyle(.borderedProminent))
        #expect(prominent.children[0].firstRunStyle?.foreground == .color(rgb(255, 255, 255)))
        let symbol = resolve(Button("Star", systemImage: "star", intent: ToggleFavoriteIntent(itemID: "1")))
        #expect(symbol.firstNode { if case .image = $0 { true } else { false } } != nil)
    }

    @Test func customButtonStylesWrapTheLabel() {
        let node = resolve(Button("Go") {}.buttonStyle(PillButtonStyle()).tint(.green))
        guard case .button(let button) = node.kind else {
            Issue.record("expected a button")
            return
        }
        #expect(button.style == .custom)
        #expect(button.tint == .color(rgb(52, 199, 89)))
        #expect(node.children[0].modifier == .background(alignment: .center))
    }

    @Test func togglesCarryStateAndIntent() {
        let node = resolve(Toggle(isOn: true, intent: ToggleFavoriteIntent(itemID: "9")) { Text("Favorite") })
        guard case .toggle(let toggle) = node.kind else {
            Issue.record("expected a toggle")
            return
        }
        #expect(toggle.isOn)
        #expect(toggle.intent == AnyAppIntent(ToggleFavoriteIntent(itemID: "9")))
        #expect(toggle.style == .automatic)
        #expect(node.plainTexts == ["Favorite"])
        let styled = resolve(Toggle("Off", isOn: false, intent: ToggleFavoriteIntent(itemID: "9")).toggleStyle(.button))
        if case .toggle(let toggle) = styled.kind {
            #expect(!toggle.isOn)
            #expect(toggle.style == .button)
        }
    }

    @Test func linksRecordTheirDestinationAndTintTheLabel() {
        let url = URL(string: "atlas://country/France")!
        let node = resolve(Link("France", destination: url))
        #expect(node.kind == .link(url))
        #expect(node.children[0].firstRunStyle?.foreground == .color(rgb(0, 122, 255)))
        #expect(
            resolve(Link("F", destination: url).tint(.pink)).children[0].firstRunStyle?.foreground
                == .color(rgb(255, 45, 85)))
        #expect(node.linkDestinations == [url])
    }

    @Test func plainStyledLinksKeepTheirLabelsColors() {
        let url = URL(string: "news://story/42")!
        let link = Link(destination: url) {
            VStack {
                Text("Headline")
                Text("Byline").foregroundStyle(.secondary)
            }
        }
        let tint = ResolvedPaint.color(rgb(0, 122, 255))
        func foregrounds(_ node: ResolvedNode) -> [ResolvedPaint?] {
            node.allNodes.compactMap(\.text).map { $0.runs.first?.style.foreground }
        }
        // Default: the label is tinted, as on iOS (the subtitle at the tint's secondary level).
        #expect(foregrounds(resolve(link)).first == tint)
        // `.buttonStyle(.plain)`: the title keeps the primary color and the subtitle its secondary level.
        let plain = foregrounds(resolve(link.buttonStyle(.plain)))
        #expect(plain.count == 2)
        #expect(!plain.contains(tint))
        #expect(plain[0] != plain[1])
        #expect(resolve(link.buttonStyle(.plain)).linkDestinations == [url])
        // A tinted built-in style still tints.
        #expect(foregrounds(resolve(link.buttonStyle(.borderless))).first == tint)
    }

    @Test func labelStylesChooseTheParts() {
        let both = resolve(Label("Camera", systemImage: "camera.fill"))
        #expect(both.stack?.axis == .horizontal)
        #expect(both.children[0].image?.source == .system(name: "camera.fill", variableValue: nil))
        #expect(both.children[1].text?.plainText == "Camera")
        #expect(resolve(Label("Camera", systemImage: "camera.fill").labelStyle(.iconOnly)).image != nil)
        #expect(resolve(Label("Camera", systemImage: "camera.fill").labelStyle(.titleOnly)).text?.plainText == "Camera")
        #expect(resolve(Label("Camera", systemImage: "c").labelStyle(StackedLabelStyle())).stack?.axis == .vertical)
        #expect(
            resolve(
                Label {
                    Text("T")
                } icon: {
                    Color.red
                }
            ).children.count == 2)
    }

    @Test func imagesRecordRenderingHints() {
        let image = resolve(
            Image(systemName: "cloud.sun.fill").renderingMode(.original).symbolRenderingMode(.multicolor)
                .widgetAccentedRenderingMode(.fullColor).imageScale(.large).font(.title)
        ).image
        #expect(image?.renderingMode == .original)
        #expect(image?.symbolRenderingMode == .multicolor)
        #expect(image?.accentedRenderingMode == .fullColor)
        #expect(image?.scale == .large)
        #expect(image?.font.base == .textStyle(.title))
        let asset = resolve(Image("cover").resizable(capInsets: EdgeInsets(top: 2), resizingMode: .tile)).image
        #expect(asset?.source == .asset(name: "cover"))
        #expect(asset?.isResizable == true)
        #expect(asset?.resizingMode == .tile)
        let inherited = resolve(VStack { Image(systemName: "a") }.widgetAccentedRenderingMode(.desaturated))
        #expect(inherited.children.first?.image?.accentedRenderingMode == .desaturated)
        let palette = resolve(Image(systemName: "a").foregroundStyle(.red, .blue)).image
        #expect(palette?.paletteForeground == [.color(rgb(255, 59, 48)), .color(rgb(0, 122, 255))])
    }
}

/// The built-in gauge styles, as arguments.
enum AnyGaugeStyleCase: CaseIterable, Sendable {
    case automatic, linearCapacity, accessoryCircular, accessoryCircularCapacity, accessoryLinear
    case accessoryLinearCapacity, circular, linear

    @MainActor
    func apply<V: View>(to view: V) -> AnyView {
        switch self {
        case .automatic: AnyView(view.gaugeStyle(.automatic))
        case .linearCapacity: AnyView(view.gaugeStyle(.linearCapacity))
        case .accessoryCircular: AnyView(view.gaugeStyle(.accessoryCircular))
        case .accessoryCircularCapacity: AnyView(view.gaugeStyle(.accessoryCircularCapacity))
        case .accessoryLinear: AnyView(view.gaugeStyle(.accessoryLinear))
        case .accessoryLinearCapacity: AnyView(view.gaugeStyle(.accessoryLinearCapacity))
        case .circular: AnyView(view.gaugeStyle(.circular))
        case .linear: AnyView(view.gaugeStyle(.linear))
        }
    }
}
