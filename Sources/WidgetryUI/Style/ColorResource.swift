import Foundation

/// A color in an asset catalog, as Xcode's generated asset symbols name it.
///
/// Xcode (and Widgetry's `AssetSymbolsPlugin`) writes one constant per color set, so code names colors
/// without strings:
///
/// ```swift
/// extension ColorResource {
///     static let accent = ColorResource(name: "AccentColor", bundle: resourceBundle)
/// }
///
/// Text("Hello").foregroundStyle(Color(.accent))
/// ```
public struct ColorResource: Hashable, Sendable {
    /// The color set's name in the catalog, including any namespace folders (`"Weather/sunny"`).
    package let name: String
    /// The bundle whose asset catalog holds the color.
    package let bundle: Bundle

    /// Creates a reference to a color set of a bundle's asset catalog.
    ///
    /// - Parameters:
    ///   - name: The color set's name.
    ///   - bundle: The bundle that holds the catalog, usually `Bundle.module`.
    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
}

extension Color {
    /// Creates a color from an asset catalog color resource, as `Color("name", bundle:)` does.
    ///
    /// ```swift
    /// Color(.accent)
    /// ```
    public init(_ resource: ColorResource) {
        self.init(resource.name, bundle: resource.bundle)
    }
}
