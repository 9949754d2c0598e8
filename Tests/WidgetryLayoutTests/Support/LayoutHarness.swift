import Foundation
import WidgetryDisplayList
import WidgetryLayout
import WidgetryUI

/// Lays out views for tests with the fixed text engine, in a container without margins unless asked.
@MainActor
enum LayoutHarness {
    static let now = Date(timeIntervalSince1970: 1_800_000_000)

    /// Exact fractional geometry: the hand-computed expectations of these tests are SwiftUI's rules before
    /// pixel rounding, which `PixelRoundingTests` checks on its own.
    nonisolated static var exactOptions: LayoutOptions {
        var options = LayoutOptions()
        options.roundsToPixels = false
        return options
    }

    static func environment(family: WidgetFamily = .systemSmall) -> EnvironmentValues {
        var environment = EnvironmentValues()
        environment.widgetFamily = family
        environment.locale = Locale(identifier: "en_US_POSIX")
        environment.timeZone = TimeZone(identifier: "UTC")!
        return environment
    }

    /// Lays out a view proposed exactly `size` (no margins), returning the laid-out result.
    static func layout<V: View>(
        _ view: V, width: CGFloat = 200, height: CGFloat = 200, options: LayoutOptions = LayoutHarness.exactOptions
    ) -> WidgetLayout {
        let container = WidgetContainer(size: CGSize(width: width, height: height), contentMargins: EdgeInsets())
        return layout(view, in: container, options: options)
    }

    static func layout<V: View>(
        _ view: V, in container: WidgetContainer, family: WidgetFamily = .systemSmall,
        options: LayoutOptions = LayoutHarness.exactOptions
    ) -> WidgetLayout {
        let node = ViewResolver.resolve(view, in: environment(family: family))
        return WidgetLayoutEngine(textEngine: FixedTextEngine(), options: options).layout(node, in: container, now: now)
    }

    /// The frame of the view marked `id`, or a null rect when missing (so the expectation fails visibly).
    static func frame<V: View>(_ id: String, in view: V, width: CGFloat = 200, height: CGFloat = 200) -> CGRect {
        layout(view, width: width, height: height).root.frame(ofID: id) ?? .null
    }
}

func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: width, height: height)
}

/// Whether two rectangles match to within a thousandth of a point (for scaled text).
func isClose(_ actual: CGRect?, _ expected: CGRect) -> Bool {
    guard let actual else { return false }
    return abs(actual.minX - expected.minX) < 0.001 && abs(actual.minY - expected.minY) < 0.001
        && abs(actual.width - expected.width) < 0.001 && abs(actual.height - expected.height) < 0.001
}
