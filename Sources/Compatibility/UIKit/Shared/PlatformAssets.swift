import Foundation
import Synchronization
import WidgetryRendering

/// The asset catalogs of bundles, read once per bundle, for the platform colors and images that look names up
/// (`UIColor(named:)`, `UIImage(named:)`, their AppKit twins).
///
/// A bundle's catalogs are the `.xcassets` folders inside its resources; the main bundle's are those in the
/// `*.resources` bundles SwiftPM puts next to the running executable, as `WidgetAssets.nextToExecutable()` finds.
enum PlatformAssets {
    /// The colors and images of one bundle's catalogs.
    struct Catalogs: Sendable {
        var colors: [ColorAssetCatalog] = []
        var images: [ImageAssetCatalog] = []
    }

    private static let cache = Mutex<[String: Catalogs]>([:])

    /// The catalogs of a bundle (`nil` means the main bundle).
    static func catalogs(in bundle: Bundle?) -> Catalogs {
        let key = bundle.map { $0.bundleURL.standardizedFileURL.path } ?? ""
        if let cached = cache.withLock({ $0[key] }) { return cached }
        var catalogs = Catalogs()
        for url in catalogURLs(in: bundle) {
            if let colors = try? ColorAssetCatalog(url: url) { catalogs.colors.append(colors) }
            if let images = try? ImageAssetCatalog(url: url) { catalogs.images.append(images) }
        }
        cache.withLock { $0[key] = catalogs }
        return catalogs
    }

    /// A color set by name, from the first catalog of the bundle that has it.
    static func colorSet(named name: String, in bundle: Bundle?) -> ColorAssetCatalog.ColorSet? {
        for catalog in catalogs(in: bundle).colors {
            if let set = catalog.colors[name] { return set }
        }
        return nil
    }

    /// The PNG bytes of an image set by name at the variant closest to a scale, and the scale they were made for.
    static func image(named name: String, in bundle: Bundle?, scale: Double) -> (png: Data, scale: Double)? {
        for catalog in catalogs(in: bundle).images {
            if let found = try? catalog.image(named: name, scale: scale) { return (Data(found.png), found.scale) }
        }
        return nil
    }

    /// The `.xcassets` folders of a bundle.
    static func catalogURLs(in bundle: Bundle?) -> [URL] {
        guard let bundle else { return mainCatalogURLs() }
        return findCatalogs(below: bundle.bundleURL, depth: 4)
    }

    private static func mainCatalogURLs() -> [URL] {
        let executable = URL(fileURLWithPath: CommandLine.arguments.first ?? ".").resolvingSymlinksInPath()
        let directory = executable.deletingLastPathComponent()
        let bundles = ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
            .filter { $0.hasSuffix(".resources") }.sorted()
        return bundles.flatMap { findCatalogs(below: directory.appendingPathComponent($0), depth: 4) }
    }

    private static func findCatalogs(below folder: URL, depth: Int) -> [URL] {
        guard depth > 0,
            let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path)
        else { return [] }
        var result: [URL] = []
        for name in names.sorted() where !name.hasPrefix(".") {
            let url = folder.appendingPathComponent(name)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue
            else { continue }
            if url.pathExtension == "xcassets" {
                result.append(url)
            } else {
                result += findCatalogs(below: url, depth: depth - 1)
            }
        }
        return result
    }
}
