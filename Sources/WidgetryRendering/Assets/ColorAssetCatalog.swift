import Foundation
import WidgetryDisplayList

/// The colors of Xcode asset catalogs: every `*.colorset` in `*.xcassets` folders, light and dark.
///
/// Reads `Contents.json` as Xcode writes it: components as floats (`"0.200"`), 0–255 integers (`"51"`) or hex
/// (`"0x33"`), in `srgb`, `extended-srgb`, `display-p3`, `extended-linear-srgb` or `gray-gamma-22`; system color
/// references (`"platform": "ios", "reference": "systemBlueColor"`); folders that provide a namespace
/// (`"Weather/sunny"`). For example:
///
/// ```swift
/// let catalog = try ColorAssetCatalog(url: URL(fileURLWithPath: "Sources/MyWidgets/Assets.xcassets"))
/// let sunny = try catalog.color(named: "sunny-color", colorScheme: .dark)
/// ```
public struct ColorAssetCatalog: ColorAssetProvider, Sendable {
    /// A color set's appearances.
    public struct ColorSet: Sendable, Hashable {
        /// The color for the light (or any) appearance.
        public var light: DisplayColor
        /// The color for the dark appearance, if the set has one.
        public var dark: DisplayColor?

        /// Creates a color set.
        public init(light: DisplayColor, dark: DisplayColor? = nil) {
            self.light = light
            self.dark = dark
        }
    }

    /// The color sets by name.
    public private(set) var colors: [String: ColorSet]
    /// Where the catalog was read from, for error messages.
    public let location: String

    /// Reads every color set in an `.xcassets` folder, or in every `.xcassets` folder below a folder.
    ///
    /// - Parameter url: An `.xcassets` folder, or a folder containing some.
    /// - Throws: ``RenderingError`` when the folder does not exist or a `Contents.json` is malformed.
    public init(url: URL) throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw RenderingError("No asset catalog folder at '\(url.path)'. Pass an '.xcassets' folder or its parent.")
        }
        location = url.path
        colors = [:]
        let catalogs = url.pathExtension == "xcassets" ? [url] : try Self.findCatalogs(in: url)
        for catalog in catalogs { try read(folder: catalog, namespace: "") }
    }

    /// A catalog from color sets built in code, for tests and hosts.
    public init(colors: [String: ColorSet], location: String = "memory") {
        self.colors = colors
        self.location = location
    }

    public func color(named name: String, colorScheme: RenderColorScheme) throws -> DisplayColor {
        guard let set = colors[name] else {
            let known = colors.keys.sorted().prefix(20).map { "'\($0)'" }.joined(separator: ", ")
            throw RenderingError(
                "No color named '\(name)' in the asset catalog at '\(location)'. "
                    + (known.isEmpty
                        ? "The catalog has no colors; add a '\(name).colorset'."
                        : "Colors: \(known). Check the name or add a '\(name).colorset'.")
            )
        }
        return colorScheme == .dark ? (set.dark ?? set.light) : set.light
    }

    private static func findCatalogs(in folder: URL) throws -> [URL] {
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else {
            return []
        }
        var result: [URL] = []
        for case let url as URL in enumerator where url.pathExtension == "xcassets" {
            result.append(url)
            enumerator.skipDescendants()
        }
        return result.sorted { $0.path < $1.path }
    }

    private mutating func read(folder: URL, namespace: String) throws {
        let children = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        for child in children {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: child.path, isDirectory: &isDirectory), isDirectory.boolValue
            else { continue }
            let name = child.deletingPathExtension().lastPathComponent
            if child.pathExtension == "colorset" {
                colors[namespace + name] = try Self.readColorSet(child.appendingPathComponent("Contents.json"))
            } else if child.pathExtension.isEmpty {
                let providesNamespace = Self.providesNamespace(child.appendingPathComponent("Contents.json"))
                try read(folder: child, namespace: providesNamespace ? namespace + name + "/" : namespace)
            }
        }
    }

    private static func providesNamespace(_ contents: URL) -> Bool {
        guard let data = try? Data(contentsOf: contents),
            let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let properties = json["properties"] as? [String: Any]
        else { return false }
        return properties["provides-namespace"] as? Bool ?? false
    }
}
