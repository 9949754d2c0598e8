import Foundation
import Testing
import WidgetryDisplayList
import WidgetryHTML
import WidgetryRendering

/// `blur(radius:)` in HTML: a CSS blur filter of the same radius on the group.
@Suite struct BlurHTMLTests {
    @Test func htmlBlursWithACSSFilter() throws {
        let square = DisplayItem.fill(
            DisplayFill(shape: .rect, frame: CGRect(x: 40, y: 40, width: 20, height: 20), paint: .color(.black)))
        var group = DisplayGroup(items: [square])
        group.blurRadius = 4
        let list = DisplayList(size: CGSize(width: 100, height: 100), items: [.group(group)])
        let html = try HTMLPainter(format: .fragment).paint(list, options: RenderOptions())
        #expect(html.contains("filter:blur(4px)"))
    }
}
