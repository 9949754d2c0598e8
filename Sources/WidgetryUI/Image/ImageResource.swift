import Foundation

/// An image in an asset catalog, as Xcode's generated asset symbols name it.
///
/// Xcode (and Widgetry's `AssetSymbolsPlugin`) writes one constant per image set:
///
/// ```swift
/// extension ImageResource {
///     static let logo = ImageResource(name: "Logo", bundle: resourceBundle)
/// }
///
/// Image(.logo).resizable()
/// ```
public struct ImageResource: Hashable, Sendable {
    /// The image set's name in the catalog, including any namespace folders (`"Icons/star"`).
    package let name: String
    /// The bundle whose asset catalog holds the image.
    package let bundle: Bundle

    /// Creates a reference to an image set of a bundle's asset catalog.
    ///
    /// - Parameters:
    ///   - name: The image set's name.
    ///   - bundle: The bundle that holds the catalog, usually `Bundle.module`.
    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
}

extension Image {
    /// Creates an image from an asset catalog image resource, as `Image("name", bundle:)` does.
    ///
    /// ```swift
    /// Image(.logo)
    /// ```
    public init(_ resource: ImageResource) {
        self.init(resource.name, bundle: resource.bundle)
    }
}
