import Foundation
import WidgetryRendering

/// A widget bundle's asset catalogs: the colors and images `Color("name")` and `Image("name")` look up.
public struct WidgetAssets: Sendable {
    /// The colors, if the bundle has a catalog.
    public let colors: ColorAssetCatalog?
    /// The images, if the bundle has a catalog.
    public let images: ImageAssetCatalog?
    /// Where the catalog was found.
    public let location: URL?

    /// No assets.
    public static let none = WidgetAssets(colors: nil, images: nil, location: nil)

    /// Reads the catalog at a path (an `.xcassets` folder).
    ///
    /// - throws: `RenderingError` when the folder is missing or a set is malformed.
    public init(catalog url: URL) throws {
        colors = try ColorAssetCatalog(url: url)
        images = try? ImageAssetCatalog(url: url)
        location = url
    }

    private init(colors: ColorAssetCatalog?, images: ImageAssetCatalog?, location: URL?) {
        self.colors = colors
        self.images = images
        self.location = location
    }

    /// The catalog SwiftPM copied next to the running executable, in its `*.resources` bundle, if any.
    ///
    /// A bundle target ships its catalog with `resources: [.copy("Assets.xcassets")]`.
    public static func nextToExecutable() -> WidgetAssets {
        let executable = URL(fileURLWithPath: CommandLine.arguments.first ?? ".").resolvingSymlinksInPath()
        let directory = executable.deletingLastPathComponent()
        let name = executable.lastPathComponent
        let manager = FileManager.default
        let bundles = ((try? manager.contentsOfDirectory(atPath: directory.path)) ?? [])
            .filter { $0.hasSuffix(".resources") }
            .sorted { lhs, rhs in
                (lhs.hasSuffix("_\(name).resources") ? 0 : 1) < (rhs.hasSuffix("_\(name).resources") ? 0 : 1)
            }
        for bundle in bundles {
            let bundleURL = directory.appendingPathComponent(bundle)
            let catalogs = ((try? manager.contentsOfDirectory(atPath: bundleURL.path)) ?? [])
                .filter { $0.hasSuffix(".xcassets") }.sorted()
            if let catalog = catalogs.first,
                let assets = try? WidgetAssets(catalog: bundleURL.appendingPathComponent(catalog))
            {
                return assets
            }
        }
        return .none
    }
}
