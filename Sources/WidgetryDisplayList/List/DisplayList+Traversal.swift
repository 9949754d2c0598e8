import Foundation

extension DisplayList {
    /// Returns the list with every item, at every depth, replaced by what `transform` returns for it.
    ///
    /// Groups are visited before their children (the transform sees the original group, then its new children are
    /// transformed); returning an empty array removes the item.
    ///
    /// - Parameter transform: Maps one item to zero or more items.
    public func mappingItems(_ transform: (DisplayItem) throws -> [DisplayItem]) rethrows -> DisplayList {
        var copy = self
        copy.items = try Self.map(items, transform)
        return copy
    }

    private static func map(
        _ items: [DisplayItem],
        _ transform: (DisplayItem) throws -> [DisplayItem]
    ) rethrows -> [DisplayItem] {
        var result: [DisplayItem] = []
        result.reserveCapacity(items.count)
        for item in items {
            for mapped in try transform(item) {
                if case .group(var group) = mapped {
                    group.items = try map(group.items, transform)
                    result.append(.group(group))
                } else {
                    result.append(mapped)
                }
            }
        }
        return result
    }

    /// Every item at every depth, groups before their children.
    public var allItems: [DisplayItem] {
        var result: [DisplayItem] = []
        forEachItem { result.append($0) }
        return result
    }

    /// Calls `body` with every item at every depth, groups before their children: ``allItems``'s order, without
    /// copying the items into an array first.
    ///
    /// - Parameter body: Called once per item.
    public func forEachItem(_ body: (DisplayItem) throws -> Void) rethrows {
        try Self.visit(items, body)
    }

    private static func visit(_ items: [DisplayItem], _ body: (DisplayItem) throws -> Void) rethrows {
        for item in items {
            try body(item)
            if case .group(let group) = item { try visit(group.items, body) }
        }
    }
}
