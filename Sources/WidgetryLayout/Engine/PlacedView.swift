import Foundation
import WidgetryUI

/// A node placed by layout: its frame in the widget's coordinates, the proposal it was given and its placed
/// children. Drawing and the dump are made from this tree.
struct PlacedView {
    let node: LayoutNode
    let frame: CGRect
    let proposal: ProposedViewSize
    let role: String?
    let children: [PlacedView]

    /// The view and its descendants mirrored horizontally: each frame's `x` becomes `axis - maxX`.
    func mirrored(around axis: CGFloat) -> PlacedView {
        let flipped = CGRect(x: axis - frame.maxX, y: frame.minY, width: frame.width, height: frame.height)
        return PlacedView(
            node: node, frame: flipped, proposal: proposal, role: role,
            children: children.map { $0.mirrored(around: axis) })
    }
}

extension LayoutPass {
    /// Places a node and, recursively, its children.
    ///
    /// - Parameters:
    ///   - node: The node.
    ///   - proposal: The proposal its parent gave it.
    ///   - origin: Its top-left corner in the widget's coordinates.
    ///   - role: Its role in its parent, such as `overlay`.
    func place(_ node: LayoutNode, proposal: ProposedViewSize, at origin: CGPoint, role: String? = nil) -> PlacedView {
        // Right to left is left to right mirrored: the content is placed as usual, then its geometry is flipped
        // around its own frame. Nested changes compose (left to right inside right to left flips twice).
        if case .modifier(.layoutDirection(let inside)) = node.kind, inside != direction {
            let outside = direction
            direction = inside
            let frame = placement(of: node, proposal: Self.sanitized(proposal), at: origin).frame
            let axis = frame.minX + frame.maxX
            mirrorAxes.append(axis)
            defer {
                direction = outside
                mirrorAxes.removeLast()
            }
            return placeInDirection(node, proposal: proposal, at: origin, role: role).mirrored(around: axis)
        }
        return placeInDirection(node, proposal: proposal, at: origin, role: role)
    }

    /// A node placed at `origin`: its exact size for the proposal (finite), which its children are placed in,
    /// and the frame it is drawn in, with its edges on the pixel grid when ``LayoutOptions/roundsToPixels`` is on.
    private func placement(
        of node: LayoutNode, proposal: ProposedViewSize, at origin: CGPoint
    ) -> (size: CGSize, frame: CGRect) {
        var size = size(of: node, for: proposal)
        // A view may only be infinite while a parent probes it; what is drawn gets finite frames.
        if !size.width.isFinite { size.width = 0 }
        if !size.height.isFinite { size.height = 0 }
        let frame = CGRect(origin: origin, size: size)
        guard options.roundsToPixels, options.pixelLength > 0 else { return (size, frame) }
        let (minX, maxX) = (pixel(frame.minX), pixel(frame.maxX))
        let (minY, maxY) = (pixel(frame.minY), pixel(frame.maxY))
        return (
            size,
            CGRect(x: points(minX), y: points(minY), width: points(maxX - minX), height: points(maxY - minY))
        )
    }

    /// The pixel boundary nearest a coordinate (halves go up, as on a device).
    private func pixel(_ value: CGFloat) -> CGFloat {
        guard value.isFinite else { return value }
        return (value / options.pixelLength).rounded(.toNearestOrAwayFromZero)
    }

    /// A whole number of pixels in points; divided by the pixels per point where that is whole (3 at 3×), so
    /// 25 pixels are exactly 25 / 3 points and two frames that meet share the same coordinate.
    private func points(_ pixels: CGFloat) -> CGFloat {
        let perPoint = (1 / options.pixelLength).rounded()
        guard abs(1 / options.pixelLength - perPoint) < 1e-9, perPoint > 0 else { return pixels * options.pixelLength }
        return pixels / perPoint
    }

    /// A length rounded up to whole pixels, ignoring rounding noise below a thousandth of a pixel.
    func roundedUpToPixels(_ length: CGFloat) -> CGFloat {
        guard options.roundsToPixels, options.pixelLength > 0, length.isFinite else { return length }
        return points((length / options.pixelLength - 0.001).rounded(.up))
    }

    /// A rectangle placed in left-to-right coordinates where it ends up on screen: mirrored around every
    /// enclosing change of layout direction, the innermost first.
    func visualFrame(_ frame: CGRect) -> CGRect {
        mirrorAxes.reversed().reduce(frame) { rect, axis in
            CGRect(x: axis - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
        }
    }

    private func placeInDirection(
        _ node: LayoutNode, proposal: ProposedViewSize, at origin: CGPoint, role: String?
    ) -> PlacedView {
        let proposal = Self.sanitized(proposal)
        // Children are placed from the exact origin and size; each snaps its own edges.
        let (size, frame) = placement(of: node, proposal: proposal, at: origin)
        if case .geometryReader(let reader) = node.kind { buildContent(of: node, reader, frame: frame) }
        let namesSpace = node.coordinateSpaceName != nil
        if let name = node.coordinateSpaceName { coordinateSpaces.append((name, visualFrame(frame))) }
        defer { if namesSpace { coordinateSpaces.removeLast() } }
        let children = placements(of: node, for: proposal, size: size).map { placement in
            let childOrigin =
                placement.space == .widget
                ? placement.origin
                : CGPoint(x: origin.x + placement.origin.x, y: origin.y + placement.origin.y)
            return place(
                node.children[placement.index], proposal: placement.proposal, at: childOrigin, role: placement.role)
        }
        return PlacedView(node: node, frame: frame, proposal: proposal, role: role, children: children)
    }
}
