import Foundation
import WidgetryUI

/// Frames.
///
/// - `frame(width:height:)` proposes its fixed lengths (the proposal's where `nil`) and is exactly those
///   lengths (the content's where `nil`).
/// - `frame(minWidth:idealWidth:maxWidth:…)`, per axis: the content is proposed the proposal clamped to
///   the bounds, or the ideal length when nothing is proposed. The frame is then the content's length,
///   raised to the minimum but not past the proposal, and lowered to the maximum but not below the proposal:
///   with a maximum the frame grows to the proposal (so `maxWidth: .infinity` fills it). Unproposed, it is
///   the ideal length, or the content's clamped to the bounds. An axis without bounds takes the content's.
/// The content is aligned inside with the frame's alignment.
extension LayoutPass {
    func fixedFrameSize(_ frame: ResolvedFrame, content: LayoutNode, for proposal: ProposedViewSize) -> CGSize {
        let frame = Self.valid(frame)
        if let width = frame.width, let height = frame.height { return CGSize(width: width, height: height) }
        let inner = size(
            of: content,
            for: ProposedViewSize(width: frame.width ?? proposal.width, height: frame.height ?? proposal.height))
        return CGSize(width: frame.width ?? inner.width, height: frame.height ?? inner.height)
    }

    func flexibleFrameProposal(_ frame: ResolvedFlexibleFrame, for proposal: ProposedViewSize) -> ProposedViewSize {
        let frame = Self.valid(frame)
        return ProposedViewSize(
            width: Self.frameProposal(
                proposal.width, min: frame.minWidth, ideal: frame.idealWidth, max: frame.maxWidth),
            height: Self.frameProposal(
                proposal.height, min: frame.minHeight, ideal: frame.idealHeight, max: frame.maxHeight))
    }

    func flexibleFrameSize(_ frame: ResolvedFlexibleFrame, content: LayoutNode, for proposal: ProposedViewSize)
        -> CGSize
    {
        let frame = Self.valid(frame)
        let inner = size(of: content, for: flexibleFrameProposal(frame, for: proposal))
        return CGSize(
            width: Self.frameLength(
                proposal.width, min: frame.minWidth, ideal: frame.idealWidth, max: frame.maxWidth, content: inner.width),
            height: Self.frameLength(
                proposal.height, min: frame.minHeight, ideal: frame.idealHeight, max: frame.maxHeight,
                content: inner.height))
    }

    private static func frameProposal(_ proposal: CGFloat?, min: CGFloat?, ideal: CGFloat?, max: CGFloat?) -> CGFloat? {
        guard var value = proposal else { return ideal }
        if let max { value = Swift.min(value, max) }
        if let min { value = Swift.max(value, min) }
        return value
    }

    private static func frameLength(
        _ proposal: CGFloat?, min: CGFloat?, ideal: CGFloat?, max: CGFloat?, content: CGFloat
    ) -> CGFloat {
        guard let proposal else {
            if let ideal { return ideal }
            var value = content
            if let max { value = Swift.min(value, max) }
            if let min { value = Swift.max(value, min) }
            return value
        }
        var value = content
        if let min { value = Swift.max(min, Swift.min(value, proposal)) }
        if let max { value = Swift.min(max, Swift.max(value, proposal)) }
        return value
    }

    /// A fixed frame without invalid lengths (negative, infinite or NaN), which SwiftUI ignores.
    static func valid(_ frame: ResolvedFrame) -> ResolvedFrame {
        ResolvedFrame(width: finite(frame.width), height: finite(frame.height), alignment: frame.alignment)
    }

    /// A flexible frame without invalid bounds: minimums and ideals must be finite, maximums may be infinite.
    static func valid(_ frame: ResolvedFlexibleFrame) -> ResolvedFlexibleFrame {
        func maximum(_ value: CGFloat?) -> CGFloat? {
            guard let value, !value.isNaN, value >= 0 else { return nil }
            return value
        }
        return ResolvedFlexibleFrame(
            minWidth: finite(frame.minWidth), idealWidth: finite(frame.idealWidth), maxWidth: maximum(frame.maxWidth),
            minHeight: finite(frame.minHeight), idealHeight: finite(frame.idealHeight),
            maxHeight: maximum(frame.maxHeight), alignment: frame.alignment)
    }

    private static func finite(_ value: CGFloat?) -> CGFloat? {
        guard let value, value.isFinite, value >= 0 else { return nil }
        return value
    }
}
