/// A structure that computes views on demand from an underlying collection of identified data.
///
/// For example:
///
/// ```swift
/// ForEach(entry.items, id: \.self) { item in
///     Text(item).font(.caption)
/// }
/// ```
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    public typealias Body = Never

    /// The collection of underlying identified data.
    public var data: Data
    /// A function to create content on demand using the underlying data.
    public var content: (Data.Element) -> Content
    private let id: (Data.Element) -> ID

    /// Creates views from a collection, identifying each element by the value at a key path.
    ///
    /// - Parameters:
    ///   - data: The data to create views from.
    ///   - id: The key path to each element's identifier, often `\.self`.
    ///   - content: The view builder that creates a view for an element.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content)
    {
        self.data = data
        self.content = content
        self.id = { $0[keyPath: id] }
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// Creates views from a collection of identifiable data.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.id = { $0.id }
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// Creates views from a constant range of integers.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.content = content
        self.id = { $0 }
    }
}

extension ForEach: ResolvablePrimitive {
    package func _resolve(in context: ResolveContext) -> [ResolvedNode] {
        data.flatMap { element in Resolver.resolve(content(element), in: context) }
    }
}
