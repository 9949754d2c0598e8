import Foundation
import Testing
import WidgetryLayout
import WidgetryUI

@Suite @MainActor struct SmokeTests {
    @Test func printsDump() {
        let view = VStack {
            Text("Hello").font(.system(size: 20))
            HStack { Color.red.frame(width: 10, height: 10); Spacer(); Text("x") }
        }
        let result = LayoutHarness.layout(view)
        print(result.dump())
        #expect(result.root.children.count == 1)
    }
}
