import Foundation

/// The colors and images of asset catalogs, as a tree of namespaces (folders that provide one).
struct AssetCatalog: Equatable {
    /// One color set or image set.
    struct Asset: Equatable {
        /// The name code looks it up by: namespace folders, then the set's name (`"Weather/sunny"`).
        var name: String
        /// The set's own name, without namespaces.
        var shortName: String
    }

    /// A folder that provides a namespace, and what it holds.
    struct Namespace: Equatable {
        /// The folder's name.
        var name: String
        /// The full path of names (`"Weather"`, `"Weather/Icons"`).
        var path: String
        var colors: [Asset] = []
        var images: [Asset] = []
        var namespaces: [Namespace] = []

        var isEmpty: Bool { colors.isEmpty && images.isEmpty && namespaces.allSatisfy(\.isEmpty) }
    }

    /// The top level: sets outside any namespace folder, and the namespace folders.
    var root = Namespace(name: "", path: "")

    /// Reads catalogs; the sets of several catalogs share one top level, as Xcode merges a target's catalogs.
    ///
    /// - Throws: ``GeneratorError`` when a path is not an `.xcassets` folder or a `Contents.json` is malformed.
    init(reading urls: [URL]) throws {
        for url in urls {
            var isDirectory: ObjCBool = false
            guard url.pathExtension == "xcassets",
                FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue
            else {
                throw GeneratorError("'\(url.path)' is not an asset catalog folder: pass '.xcassets' folders.")
            }
            try Self.read(folder: url, into: &root)
        }
    }

    private static func read(folder: URL, into namespace: inout Namespace) throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        for name in names where !name.hasPrefix(".") {
            let url = folder.appendingPathComponent(name)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue
            else { continue }
            let base = url.deletingPathExtension().lastPathComponent
            let full = namespace.path.isEmpty ? base : namespace.path + "/" + base
            switch url.pathExtension {
            case "colorset":
                namespace.colors.append(Asset(name: full, shortName: base))
            case "imageset":
                namespace.images.append(Asset(name: full, shortName: base))
            case "":
                if try providesNamespace(url) {
                    var child = Namespace(name: base, path: full)
                    try read(folder: url, into: &child)
                    if let index = namespace.namespaces.firstIndex(where: { $0.name == base }) {
                        merge(child, into: &namespace.namespaces[index])
                    } else {
                        namespace.namespaces.append(child)
                    }
                } else {
                    try read(folder: url, into: &namespace)
                }
            default:
                continue  // app icons, symbol sets, data sets, … have no symbols
            }
        }
    }

    private static func merge(_ source: Namespace, into target: inout Namespace) {
        target.colors += source.colors
        target.images += source.images
        for child in source.namespaces {
            if let index = target.namespaces.firstIndex(where: { $0.name == child.name }) {
                merge(child, into: &target.namespaces[index])
            } else {
                target.namespaces.append(child)
            }
        }
    }

    /// Whether a group folder's `Contents.json` says `"provides-namespace": true`.
    private static func providesNamespace(_ folder: URL) throws -> Bool {
        let contents = folder.appendingPathComponent("Contents.json")
        guard let data = FileManager.default.contents(atPath: contents.path) else { return false }
        guard let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw GeneratorError("'\(contents.path)' is not valid JSON. Fix or delete it (Xcode rewrites it).")
        }
        let properties = json["properties"] as? [String: Any]
        return (properties?["provides-namespace"] as? Bool) ?? false
    }
}

/// A failure the generator reports and exits with.
struct GeneratorError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) { self.description = description }
}
