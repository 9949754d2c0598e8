import Foundation

/// The options a handler offers for a parameter, in sections or as one list.
///
/// For example, in a generated handling protocol's `provide…OptionsCollection`:
///
/// ```swift
/// completion(INObjectCollection(items: heroes), nil)
/// completion(INObjectCollection(sections: [INObjectSection(title: "Nearby", items: nearby)]), nil)
/// ```
open class INObjectCollection<ObjectType: AnyObject>: NSObject, INObjectCollectionProtocol {
    /// The sections, in order.
    public let sections: [INObjectSection<ObjectType>]
    /// Every item of every section, in order.
    public let allItems: [ObjectType]
    /// Whether the list is shown with an index of initial letters.
    open var usesIndexedCollation = false

    /// Creates a collection of sections.
    ///
    /// - Parameter sections: The sections.
    public init(sections: [INObjectSection<ObjectType>]) {
        self.sections = sections
        allItems = sections.flatMap(\.items)
        super.init()
    }

    /// Creates a collection of one untitled section.
    ///
    /// - Parameter items: The items.
    public convenience init(items: [ObjectType]) {
        self.init(sections: [INObjectSection(title: nil, items: items)])
    }

    /// The sections with their items as `AnyObject`.
    public var _erasedSections: [(title: String?, items: [AnyObject])] {
        sections.map { (title: $0.title, items: $0.items.map { $0 as AnyObject }) }
    }
}

/// A titled group of options in an ``INObjectCollection``.
open class INObjectSection<ObjectType: AnyObject>: NSObject {
    /// The section's title, if any.
    public let title: String?
    /// The items, in order.
    public let items: [ObjectType]

    /// Creates a section.
    ///
    /// - Parameters:
    ///   - title: The title, or `nil`.
    ///   - items: The items.
    public init(title: String?, items: [ObjectType]) {
        self.title = title
        self.items = items
        super.init()
    }
}

/// An ``INObjectCollection`` of any element type, as the host reads it (Widgetry).
public protocol INObjectCollectionProtocol: AnyObject {
    /// The sections with their items as `AnyObject`.
    var _erasedSections: [(title: String?, items: [AnyObject])] { get }
}
