import Foundation
import Testing
import WidgetryUI

/// Resolution of `GeometryReader`, `coordinateSpace`, `LazyVGrid` and `LazyHGrid`.
@Suite @MainActor struct GeometryAndLazyGridTests {
    // A reader resolves to a node whose children are its content built for the unplaced geometry (zero size at
    // the origin), and which can build the content again for another geometry.
    @Test func geometryReaderResolvesWithContentForTheUnplacedGeometry() {
        let node = resolve(GeometryReader { proxy in Text("\(Int(proxy.size.width))") })
        guard case .geometryReader(let reader) = node.kind else {
            Issue.record("expected a geometry reader, got \(node.kind)")
            return
        }
        #expect(reader.geometry == .unplaced)
        #expect(node.children.map { $0.text?.plainText } == ["0"])
        let placed = reader.nodes(for: ResolvedGeometry(frame: CGRect(x: 5, y: 5, width: 120, height: 40)))
        #expect(placed.map { $0.text?.plainText } == ["120"])
        #expect(node.dump().hasPrefix("GeometryReader(0×0 at 0, 0)"))
    }

    // GeometryProxy answers from the geometry: size, safe area, local, global and named frames, bounds(of:).
    @Test func geometryProxyConvertsBetweenSpaces() {
        let name = ResolvedCoordinateSpaceName("card")
        let proxy = GeometryProxy(
            ResolvedGeometry(
                frame: CGRect(x: 30, y: 40, width: 100, height: 50),
                namedSpaces: [name: CGRect(x: 10, y: 20, width: 150, height: 150)]))
        #expect(proxy.size == CGSize(width: 100, height: 50))
        #expect(proxy.safeAreaInsets == EdgeInsets())
        #expect(proxy.frame(in: .local) == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(proxy.frame(in: .global) == CGRect(x: 30, y: 40, width: 100, height: 50))
        #expect(proxy.frame(in: .named("card")) == CGRect(x: 20, y: 20, width: 100, height: 50))
        #expect(proxy.frame(in: LocalCoordinateSpace()) == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(proxy.frame(in: GlobalCoordinateSpace()) == CGRect(x: 30, y: 40, width: 100, height: 50))
        #expect(proxy.bounds(of: .named("card")) == CGRect(x: -20, y: -20, width: 150, height: 150))
        #expect(proxy.bounds(of: .named("other")) == nil)
        #expect(proxy.frame(in: .named("other")) == CGRect(x: 30, y: 40, width: 100, height: 50))
        #expect(CoordinateSpace.global.isGlobal && CoordinateSpace.local.isLocal)
        #expect(NamedCoordinateSpace.named("card").coordinateSpace == .named("card"))
    }

    // Both coordinateSpace modifiers resolve to the same modifier node.
    @Test func coordinateSpaceModifiersResolveToANamedSpace() {
        let byName = resolve(Text("A").coordinateSpace(name: "stack"))
        let byValue = resolve(Text("A").coordinateSpace(.named("stack")))
        #expect(byName.modifier == .coordinateSpace(ResolvedCoordinateSpaceName("stack")))
        #expect(byName == byValue)
        #expect(byName.dump().hasPrefix("CoordinateSpace(stack)"))
    }

    // A LazyVGrid resolves its columns, alignment and spacing; its children are the cells.
    @Test func lazyVGridResolvesItsColumns() {
        let node = resolve(
            LazyVGrid(
                columns: [GridItem(.fixed(40), spacing: 2), GridItem(.flexible()), GridItem(.adaptive(minimum: 50))],
                alignment: .leading, spacing: 4, pinnedViews: [.sectionHeaders]
            ) {
                Text("A")
                Text("B")
            })
        guard case .lazyGrid(let grid) = node.kind else {
            Issue.record("expected a lazy grid, got \(node.kind)")
            return
        }
        #expect(grid.axis == .vertical)
        #expect(
            grid.items.map(\.size) == [
                .fixed(40), .flexible(minimum: 10, maximum: .infinity), .adaptive(minimum: 50, maximum: .infinity),
            ])
        #expect(grid.items.map(\.spacing) == [2, nil, nil])
        #expect(grid.alignment == Alignment(horizontal: .leading, vertical: .center))
        #expect(grid.spacing == 4)
        #expect(grid.pinnedViews == .sectionHeaders)
        #expect(node.children.map { $0.text?.plainText } == ["A", "B"])
        #expect(
            node.dump().hasPrefix(
                "LazyVGrid(columns: [fixed(40) spacing: 2, flexible(10…∞), adaptive(50…∞)], alignment: leading, "
                    + "spacing: 4)"))
    }

    // A LazyHGrid resolves its rows and vertical alignment.
    @Test func lazyHGridResolvesItsRows() {
        let node = resolve(
            LazyHGrid(rows: [GridItem(.fixed(30), alignment: .top)], alignment: .bottom) {
                ForEach(0..<3) { Text("\($0)") }
            })
        guard case .lazyGrid(let grid) = node.kind else {
            Issue.record("expected a lazy grid, got \(node.kind)")
            return
        }
        #expect(grid.axis == .horizontal)
        #expect(grid.items == [ResolvedLazyGrid.Item(size: .fixed(30), spacing: nil, alignment: .top)])
        #expect(grid.alignment == Alignment(horizontal: .center, vertical: .bottom))
        #expect(grid.spacing == nil)
        #expect(node.children.count == 3)
    }

    // GridItem's defaults are Apple's: flexible from 10 to infinity, no spacing, no alignment.
    @Test func gridItemDefaults() {
        let item = ResolvedLazyGrid.Item(GridItem())
        #expect(
            item
                == ResolvedLazyGrid.Item(size: .flexible(minimum: 10, maximum: .infinity), spacing: nil, alignment: nil)
        )
    }
}
