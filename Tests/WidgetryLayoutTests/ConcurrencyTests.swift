import Foundation
import Testing
import WidgetryLayout
import WidgetryUI

/// Layout off the main actor.
@Suite struct ConcurrencyTests {
    // Widgetry DESIGN, "Isolation": views resolve on the main actor into a Sendable tree; layout and drawing run
    // anywhere, and give the same list there as on the main actor.
    @Test func layoutRunsOffTheMainActor() async {
        let node = await MainActor.run {
            ViewResolver.resolve(
                VStack {
                    Text("Hello"); Gauge(value: 0.5) { Text("Half") }
                }, in: EnvironmentValues())
        }
        let container = WidgetContainer(family: .systemSmall, size: CGSize(width: 170, height: 170))
        let engine = WidgetLayoutEngine(textEngine: FixedTextEngine(), options: LayoutHarness.exactOptions)
        async let first = engine.displayList(for: node, in: container, now: Date(timeIntervalSince1970: 0))
        async let second = engine.displayList(for: node, in: container, now: Date(timeIntervalSince1970: 0))
        let (a, b) = await (first, second)
        #expect(a == b)
        #expect(!a.items.isEmpty)
    }
}
