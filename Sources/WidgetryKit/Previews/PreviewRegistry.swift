/// Every preview in the program: each `#Preview` and each ``PreviewProvider``, found at run time.
///
/// Nothing registers previews by hand: the registry reads the Swift runtime's conformance records of every loaded
/// image, once, and keeps the result.
///
/// ```swift
/// let previews = PreviewRegistry.all()
/// let medium = try PreviewRegistry.preview(named: "Widgets/Hero.swift:29")
/// ```
@MainActor
public enum PreviewRegistry {
    private static var cached: [PreviewDescriptor]?

    /// Every preview in the program, sorted by file, line and name; a module's ``PreviewProvider``s come before
    /// its `#Preview`s, by type name.
    public static func all() -> [PreviewDescriptor] {
        if let cached { return cached }
        let found = discover()
        cached = found
        return found
    }

    /// The preview with an id, name or title.
    ///
    /// - throws: ``WidgetError`` naming the preview and listing the previews there are.
    public static func preview(named name: String) throws -> PreviewDescriptor {
        let previews = all()
        if let found = previews.first(where: { $0.id == name })
            ?? previews.first(where: { $0.name == name }) ?? previews.first(where: { $0.title == name })
        {
            return found
        }
        throw WidgetError.unknownPreview(name, known: previews.map(\.title))
    }

    static let registrantProtocol = ConformanceScanner.ProtocolName(module: "WidgetryKit", name: "_PreviewRegistrant")
    static let providerProtocol = ConformanceScanner.ProtocolName(module: "WidgetryKit", name: "PreviewProvider")

    private static func discover() -> [PreviewDescriptor] {
        let types = ConformanceScanner.conformingTypes(to: [registrantProtocol, providerProtocol])
        var seen: Set<ObjectIdentifier> = []
        var previews: [PreviewDescriptor] = []
        for type in types[registrantProtocol, default: []] where seen.insert(ObjectIdentifier(type)).inserted {
            guard let registrant = type as? any _PreviewRegistrant.Type else { continue }
            previews.append(registrant._makePreview())
        }
        for type in types[providerProtocol, default: []] where seen.insert(ObjectIdentifier(type)).inserted {
            guard let provider = type as? any PreviewProvider.Type else { continue }
            previews += PreviewDescriptor.previews(of: provider)
        }
        return previews.sorted { $0.sortKey < $1.sortKey }
    }
}

extension PreviewDescriptor {
    /// File (for a ``PreviewProvider``, its module and a slash, so it sorts before the module's files), line,
    /// then name (for a ``PreviewProvider``, its type name and the position of the view in it).
    fileprivate var sortKey: SortKey {
        guard let typeName else {
            return SortKey(file: fileID ?? "", line: line ?? 0, name: name ?? "", index: 0)
        }
        let module = typeName.split(separator: ".").first.map(String.init) ?? typeName
        return SortKey(file: module + "/", line: 0, name: typeName, index: index ?? 0)
    }

    fileprivate struct SortKey: Comparable {
        let file: String
        let line: Int
        let name: String
        let index: Int

        static func < (lhs: SortKey, rhs: SortKey) -> Bool {
            (lhs.file, lhs.line, lhs.name, lhs.index) < (rhs.file, rhs.line, rhs.name, rhs.index)
        }
    }
}
