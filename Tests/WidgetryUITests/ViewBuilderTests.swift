import Foundation
import Testing
import WidgetryUI

@Suite @MainActor struct ViewBuilderTests {
    @Test func buildsAnyNumberOfChildrenInOrder() {
        let node = resolve(
            VStack {
                Text("1")
                Text("2")
                Text("3")
                Text("4")
                Text("5")
                Text("6")
                Text("7")
                Text("8")
                Text("9")
                Text("10")
                Text("11")
                Text("12")
            })
        #expect(node.stack?.axis == .vertical)
        #expect(node.children.compactMap { $0.text?.plainText } == (1...12).map(String.init))
    }

    @Test(arguments: [true, false])
    func ifElsePicksTheBranch(flag: Bool) {
        let node = resolve(
            HStack {
                if flag {
                    Text("yes")
                } else {
                    Image(systemName: "xmark")
                }
            })
        #expect(node.children.count == 1)
        if flag {
            #expect(node.children[0].text?.plainText == "yes")
        } else {
            #expect(node.children[0].image?.source == .system(name: "xmark", variableValue: nil))
        }
    }

    @Test func ifWithoutElseContributesNothingWhenFalse() {
        let hidden = false
        let node = resolve(
            VStack {
                Text("always")
                if hidden { Text("never") }
            })
        #expect(node.plainTexts == ["always"])
    }

    @Test(arguments: [(1, "one"), (2, "two"), (3, "many"), (9, "many")])
    func switchPicksTheCase(value: Int, expected: String) {
        let node = resolve(
            ZStack {
                switch value {
                case 1: Text("one")
                case 2: Text("two")
                default: Text("many")
                }
            })
        #expect(node.plainTexts == [expected])
    }

    @Test func optionalViewsResolveWhenPresent() {
        let present: Text? = Text("here")
        let absent: Text? = nil
        let node = resolve(
            VStack {
                present
                absent
            })
        #expect(node.plainTexts == ["here"])
    }

    @Test func forEachOverKeyPathIdentifiableAndRange() {
        struct Item: Identifiable {
            let id: Int
            let name: String
        }
        let node = resolve(
            VStack {
                ForEach(["a", "b"], id: \.self) { Text($0) }
                ForEach([Item(id: 1, name: "c"), Item(id: 2, name: "d")]) { Text($0.name) }
                ForEach(0..<2) { Text("r\($0)") }
            })
        #expect(node.children.compactMap { $0.text?.plainText } == ["a", "b", "c", "d", "r0", "r1"])
    }

    @Test func groupsFlattenIntoTheirContainer() {
        let node = resolve(
            HStack {
                Group {
                    Text("a")
                    Text("b")
                }
                EmptyView()
                Text("c")
            })
        #expect(node.children.count == 3)
    }

    @Test func rootsWithSeveralOrNoViewsResolveToGroupOrEmpty() {
        struct Pair: View {
            var body: some View {
                Text("a")
                Text("b")
            }
        }
        let pair = resolve(Pair())
        #expect(pair.kind == .group)
        #expect(pair.children.count == 2)
        #expect(resolve(EmptyView()).kind == .empty)
    }

    @Test func anyViewAndAvailabilityResolveTheirContent() {
        let node = resolve(
            VStack {
                AnyView(Text("erased"))
                AnyView(AnyView(Text("twice")))
                if #available(macOS 14, iOS 17, *) {
                    Text("available")
                }
            })
        #expect(node.plainTexts == ["erased", "twice", "available"])
    }

    @Test func viewThatFitsKeepsEveryCandidate() {
        let node = resolve(
            ViewThatFits(in: .horizontal) {
                Text("long")
                Text("short")
            })
        #expect(node.kind == .viewThatFits(.horizontal))
        #expect(node.plainTexts == ["long", "short"])
    }

    @Test func stacksRecordAxisAlignmentSpacingAndLaziness() {
        #expect(
            resolve(HStack(alignment: .top, spacing: 3) { Text("a") }).stack
                == ResolvedStack(
                    axis: .horizontal, alignment: Alignment(horizontal: .center, vertical: .top), spacing: 3))
        #expect(
            resolve(LazyVStack(alignment: .trailing) { Text("a") }).stack
                == ResolvedStack(
                    axis: .vertical, alignment: Alignment(horizontal: .trailing, vertical: .center), spacing: nil,
                    isLazy: true))
        #expect(resolve(ZStack(alignment: .bottomLeading) { Text("a") }).stack?.alignment == .bottomLeading)
        #expect(resolve(ZStack(alignment: .bottomLeading) { Text("a") }).stack?.axis == nil)
    }

    @Test func gridRowsKeepTheirCells() {
        let node = resolve(
            Grid(alignment: .leading, horizontalSpacing: 4) {
                GridRow {
                    Text("High")
                    Text("82°")
                }
                Divider().gridCellColumns(2)
            })
        #expect(node.kind == .grid(ResolvedGrid(alignment: .leading, horizontalSpacing: 4, verticalSpacing: nil)))
        #expect(node.children[0].kind == .gridRow(nil))
        #expect(node.children[0].children.count == 2)
        #expect(node.children[1].modifier == .gridCellColumns(2))
    }
}
