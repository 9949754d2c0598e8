import Testing
import UIKit

/// A test file may import Swift Testing and UIKit together, as iOS test files do: the toolchain's cross-import
/// overlay for the pair exists (empty) on Linux.
@Suite struct TestingWithUIKitTests {
    @Test func uiKitTypesAreUsableBesideSwiftTesting() {
        let color = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        var red: CGFloat = 0
        var alpha: CGFloat = 0
        #expect(color.getRed(&red, green: nil, blue: nil, alpha: &alpha))
        #expect(red == 1 && alpha == 1)
    }
}
