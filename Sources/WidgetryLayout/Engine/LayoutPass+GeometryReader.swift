import Foundation
import WidgetryUI

/// `GeometryReader`: it takes the whole proposal (10 points along an unspecified axis), so its size never
/// depends on its content; when it is placed, its content is built for the frame it got (through the
/// ``ResolvedGeometryReader``, on the main actor) and each view of it is proposed the reader's size and put at
/// its top-leading corner.
extension LayoutPass {
    /// Replaces a reader's children with its content built for the frame it was placed in.
    ///
    /// - Parameters:
    ///   - node: The reader's node.
    ///   - reader: The resolved reader.
    ///   - frame: Where it was placed, in the widget's coordinates.
    func buildContent(of node: LayoutNode, _ reader: ResolvedGeometryReader, frame: CGRect) {
        var named: [ResolvedCoordinateSpaceName: CGRect] = [:]
        for space in coordinateSpaces { named[space.name] = space.frame }
        // The proxy reports where the reader is on screen, after any right-to-left mirroring around it.
        let geometry = ResolvedGeometry(frame: visualFrame(frame), namedSpaces: named)
        guard geometry != reader.geometry else { return }
        let builder = LayoutTreeBuilder(now: now)
        node.children = reader.nodes(for: geometry).map { resolved in
            let child = builder.node(resolved)
            LayoutTreeBuilder.assignStackAxes(child, axis: nil)
            return child
        }
    }

    /// Each view of a reader's content proposed the reader's size and aligned at its top-leading corner.
    func geometryReaderPlacements(_ node: LayoutNode, size: CGSize) -> [ChildPlacement] {
        node.arrangedChildren.map { child in
            aligned(child.index, of: node, proposal: ProposedViewSize(size), in: size, alignment: .topLeading)
        }
    }
}

extension LayoutNode {
    /// The name this node gives its coordinate space (`coordinateSpace(name:)`), if it is that modifier.
    var coordinateSpaceName: ResolvedCoordinateSpaceName? {
        if case .modifier(.coordinateSpace(let name)) = kind { return name }
        return nil
    }
}
