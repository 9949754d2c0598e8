import Foundation

/// The bitmap images of Xcode asset catalogs: every `*.imageset` with PNG files in `*.xcassets` folders.
///
/// Picks the file whose scale (`1x`, `2x`, `3x`) is closest to the painted scale, preferring larger ones; a
/// single-scale image (no `scale`) serves every scale. For example:
///
/// ```swift
/// let images = try ImageAssetCatalog(url: URL(fileURLWithPath: "Sources/MyWidgets/Assets.xcassets"))
/// ```
public struct ImageAssetCatalog: ImageAssetProvider, Sendable {
    /// One file of an image set.
    public struct Variant: Sendable, Hashable {
        /// The PNG file.
        public var url: URL
        /// The scale it was drawn for.
        public var scale: Double
    }

    /// The image sets by name.
    public private(set) var images: [String: [Variant]]

    /// Reads every image set in an `.xcassets` folder, or in every `.xcassets` folder below a folder.
    ///
    /// - Parameter url: An `.xcassets` folder, or a folder containing some.
    /// - Throws: ``RenderingError`` when the folder does not exist.
    public init(url: URL) throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw RenderingError("No asset catalog folder at '\(url.path)'. Pass an '.xcassets' folder or its parent.")
        }
        images = [:]
        guard let enumerator = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil) else { return }
        for case let set as URL in enumerator where set.pathExtension == "imageset" {
            let name = set.deletingPathExtension().lastPathComponent
            images[name] = Self.variants(of: set)
        }
    }

    public func image(named name: String, scale: Double) throws -> (png: [UInt8], scale: Double)? {
        guard let variants = images[name], !variants.isEmpty else { return nil }
        let best = variants.min { lhs, rhs in
            let l = (abs(lhs.scale - scale), -lhs.scale)
            let r = (abs(rhs.scale - scale), -rhs.scale)
            return l < r
        }!
        guard let data = try? Data(contentsOf: best.url) else {
            throw RenderingError("Cannot read image file '\(best.url.path)' of image set '\(name)'.")
        }
        return ([UInt8](data), best.scale)
    }

    private static func variants(of set: URL) -> [Variant] {
        let contents = set.appendingPathComponent("Contents.json")
        guard let data = try? Data(contentsOf: contents),
            let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let entries = json["images"] as? [[String: Any]]
        else { return [] }
        return entries.compactMap { entry in
            guard let file = entry["filename"] as? String, file.lowercased().hasSuffix(".png") else { return nil }
            let scaleText = (entry["scale"] as? String ?? "1x").replacingOccurrences(of: "x", with: "")
            return Variant(url: set.appendingPathComponent(file), scale: Double(scaleText) ?? 1)
        }
    }
}
