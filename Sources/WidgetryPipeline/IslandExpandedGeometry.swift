import Foundation
import WidgetryUI

/// Where the regions of an expanded Dynamic Island go, as iOS places them around the TrueDepth camera.
///
/// The camera sits at the top centre of the island. The leading and trailing regions start at the island's top
/// corners beside it, their content against the outer edges, and wrap below it when taller than the camera (an
/// "L" shape); the center region sits right below the camera, centred on the island, between whatever of the
/// leading and trailing regions reaches down beside it; the bottom region spans the width below all three. A
/// leading or trailing region marked `dynamicIsland(verticalPlacement: .belowIfTooWide)` whose content is wider
/// than the space beside the camera moves to a row below the camera (and below the center region).
///
/// The geometry works on sizes only, so it is the same for every backend:
///
/// ```swift
/// let geometry = IslandExpandedGeometry(width: 408)
/// let (frames, bottom) = geometry.frames(of: [.leading, .center]) { slot, width in size(of: slot, atWidth: width) }
/// ```
public struct IslandExpandedGeometry: Sendable, Equatable {
    /// The TrueDepth camera's cut-out at the island's top centre: the compact island (250 points) less its leading
    /// and trailing views (62.33 points each), as tall as the compact island.
    public static let cameraSize = CGSize(width: 125.34, height: 36.67)

    /// The system's margins around the expanded regions: 20 points from the sides and 14 from the top and bottom,
    /// which keeps content concentric with the island's 44-point corners (a corner's curve is 13.8 points in at
    /// 12 points down).
    public static let defaultMargins = EdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)

    /// A place a region's content can go.
    public enum Slot: String, Sendable, CaseIterable {
        /// Beside the camera, toward the leading edge.
        case leading
        /// Beside the camera, toward the trailing edge.
        case trailing
        /// Right below the camera, centred.
        case center
        /// A leading region too wide for the space beside the camera, below it.
        case leadingBelow
        /// A trailing region too wide for the space beside the camera, below it.
        case trailingBelow
        /// Below everything else, across the width.
        case bottom
    }

    /// The island's width (408 points on a 430-point iPhone).
    public var width: Double
    /// The margins between the island's edges and its regions.
    public var margins: EdgeInsets

    /// Creates the geometry of an island of a width.
    /// - Parameters:
    ///   - width: The expanded island's width.
    ///   - margins: The margins around its regions; ``defaultMargins`` unless the activity set its own.
    public init(width: Double, margins: EdgeInsets = Self.defaultMargins) {
        self.width = width
        self.margins = margins
    }

    /// The width beside the camera a leading or trailing region has.
    public var besideCamera: Double {
        max((width - Self.cameraSize.width) / 2 - max(margins.leading, margins.trailing), 0)
    }

    /// The width between the margins.
    public var innerWidth: Double { max(width - margins.leading - margins.trailing, 0) }

    /// The frame of each slot that has content, in the island's coordinates.
    ///
    /// - Parameters:
    ///   - slots: The slots that have content.
    ///   - size: The size of a slot's content when offered a width; asked once per slot in `slots`, for the width
    ///     the slot has.
    /// - Returns: A frame per slot with content, and the bottom edge of the lowest one.
    public func frames(of slots: Set<Slot>, _ size: (Slot, Double) -> CGSize) -> (
        frames: [Slot: CGRect], contentBottom: Double
    ) {
        func measure(_ slot: Slot, _ width: Double) -> CGSize? { slots.contains(slot) ? size(slot, width) : nil }
        var frames: [Slot: CGRect] = [:]
        let camera = Self.cameraSize
        if let leading = measure(.leading, besideCamera) {
            frames[.leading] = CGRect(x: margins.leading, y: margins.top, width: leading.width, height: leading.height)
        }
        if let trailing = measure(.trailing, besideCamera) {
            frames[.trailing] = CGRect(
                x: width - margins.trailing - trailing.width, y: margins.top, width: trailing.width,
                height: trailing.height)
        }
        // Below the camera, the center region keeps clear of whichever side region reaches down there, by the same
        // width on both sides so it stays centred on the island.
        let reachingDown = [frames[.leading], frames[.trailing]].compactMap { $0 }.filter { $0.maxY > camera.height }
        let sideWidth = reachingDown.map(\.width).max() ?? 0
        let centerWidth = max(innerWidth - 2 * sideWidth, 0)
        var below = camera.height
        if let center = measure(.center, centerWidth) {
            let frame = CGRect(
                x: (width - center.width) / 2, y: camera.height, width: center.width, height: center.height)
            frames[.center] = frame
            below = frame.maxY
        }
        // Regions moved below the camera share a row, each against its own edge.
        below = max(below, reachingDown.map(\.maxY).max() ?? 0)
        let movedBoth = slots.contains(.leadingBelow) && slots.contains(.trailingBelow)
        let movedWidth = movedBoth ? innerWidth / 2 : innerWidth
        var movedBottom = below
        if let moved = measure(.leadingBelow, movedWidth) {
            frames[.leadingBelow] = CGRect(x: margins.leading, y: below, width: moved.width, height: moved.height)
            movedBottom = max(movedBottom, below + moved.height)
        }
        if let moved = measure(.trailingBelow, movedWidth) {
            frames[.trailingBelow] = CGRect(
                x: width - margins.trailing - moved.width, y: below, width: moved.width, height: moved.height)
            movedBottom = max(movedBottom, below + moved.height)
        }
        if let bottom = measure(.bottom, innerWidth) {
            frames[.bottom] = CGRect(
                x: margins.leading + (innerWidth - bottom.width) / 2, y: movedBottom, width: bottom.width,
                height: bottom.height)
        }
        return (frames, Double(frames.values.map(\.maxY).max() ?? margins.top))
    }
}
