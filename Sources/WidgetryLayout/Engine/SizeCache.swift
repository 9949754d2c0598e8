import Foundation

/// The sizes a node chose, by proposal: the first four inline, any more in a dictionary.
///
/// Most nodes are asked for a handful of proposals in a pass (a stack probes each child with 0 and infinity,
/// then gives it its share, and placing asks once more), so keeping the first few inline means a layout does not
/// allocate a dictionary, and grow it, for every node. Proposals compare with `==`, as dictionary keys do.
struct SizeCache {
    private var count = 0
    private var proposal0 = ProposedViewSize.unspecified
    private var proposal1 = ProposedViewSize.unspecified
    private var proposal2 = ProposedViewSize.unspecified
    private var proposal3 = ProposedViewSize.unspecified
    private var size0 = CGSize.zero
    private var size1 = CGSize.zero
    private var size2 = CGSize.zero
    private var size3 = CGSize.zero
    private var overflow: [ProposedViewSize: CGSize] = [:]

    /// The size cached for a proposal. Set a size only for a proposal that has none yet (after a miss); setting
    /// `nil` does nothing, as entries live as long as the pass.
    subscript(proposal: ProposedViewSize) -> CGSize? {
        get {
            if count > 0, proposal0 == proposal { return size0 }
            if count > 1, proposal1 == proposal { return size1 }
            if count > 2, proposal2 == proposal { return size2 }
            if count > 3, proposal3 == proposal { return size3 }
            return count > 4 ? overflow[proposal] : nil
        }
        set {
            guard let size = newValue else { return }
            switch count {
            case 0: (proposal0, size0) = (proposal, size)
            case 1: (proposal1, size1) = (proposal, size)
            case 2: (proposal2, size2) = (proposal, size)
            case 3: (proposal3, size3) = (proposal, size)
            default:
                if overflow.isEmpty { overflow.reserveCapacity(8) }
                overflow[proposal] = size
            }
            count += 1
        }
    }
}
