import Foundation
import Testing
import WidgetryKit
import WidgetryUI

/// `DynamicIslandMode` has the four presentations Apple lists, and `contentMargins(_:_:for:)` with each sets the
/// insets of that presentation only.
@Suite struct DynamicIslandModeTests {
    @MainActor
    static func island() -> DynamicIsland {
        DynamicIsland {
            DynamicIslandExpandedRegion(.center) { Text("C") }
        } compactLeading: {
            Text("CL")
        } compactTrailing: {
            Text("CT")
        } minimal: {
            Text("M")
        }
    }

    static let standard = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)

    @Test func everyModeApplesListsIsACase() {
        #expect(DynamicIslandMode.allCases == [.compactLeading, .compactTrailing, .expanded, .minimal])
        #expect(
            DynamicIslandMode.allCases.map(\.description) == [
                "compactLeading", "compactTrailing", "expanded", "minimal",
            ])
    }

    @MainActor @Test func marginsApplyToTheirModeOnly() {
        let island = Self.island()
            .contentMargins(.all, 6, for: .minimal)
            .contentMargins([.top, .bottom], 10, for: .expanded)
        #expect(
            island.contentMarginInsets(for: .minimal, default: Self.standard)
                == EdgeInsets(top: 6, leading: 6, bottom: 6, trailing: 6))
        #expect(
            island.contentMarginInsets(for: .expanded, default: Self.standard)
                == EdgeInsets(top: 10, leading: 2, bottom: 10, trailing: 4))
        #expect(island.contentMarginInsets(for: .compactLeading, default: Self.standard) == Self.standard)
    }

    @MainActor @Test func theCompactRowTakesEachSideFromItsOwnMode() {
        let island = Self.island()
            .contentMargins(.all, 5, for: .compactLeading)
            .contentMargins(.trailing, 9, for: .compactTrailing)
        // The row's leading edge is compactLeading's; compactLeading's trailing margin is not the row's.
        #expect(
            island.contentMarginInsets(for: .compact, default: Self.standard)
                == EdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 9))
        #expect(
            island.contentMarginInsets(for: .compactLeading, default: Self.standard)
                == EdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5))
        #expect(
            island.contentMarginInsets(for: .compactTrailing, default: Self.standard)
                == EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 9))
    }

    @MainActor @Test func aNilLengthKeepsTheDefault() {
        let island = Self.island().contentMargins(.all, nil, for: .minimal)
        #expect(island.contentMarginInsets(for: .minimal, default: Self.standard) == Self.standard)
    }
}
