import Foundation

/// An image for an intent's parameter or an object: named, from data, or at a URL.
///
/// For example: `INImage(named: "panda")`, `INImage(imageData: data)`, `INImage(url: url)`.
///
/// Images are immutable, so they are `Sendable`. Widgetry keeps what the image was made from; widgets show images through SwiftUI's `Image`, not this class.
open class INImage: NSObject, @unchecked Sendable {
    /// Where the image comes from.
    enum Source: Equatable {
        case named(String)
        case systemNamed(String)
        case data(Data)
        case url(URL, width: Double?, height: Double?)
    }

    let source: Source

    init(source: Source) {
        self.source = source
        super.init()
    }

    /// An image from the app's asset catalog.
    ///
    /// - Parameter name: The image's name.
    public convenience init(named name: String) {
        self.init(source: .named(name))
    }

    /// An image from encoded data, such as PNG.
    ///
    /// - Parameter imageData: The encoded image.
    public convenience init(imageData: Data) {
        self.init(source: .data(imageData))
    }

    /// An image at a URL, loaded when shown.
    ///
    /// - Parameter url: The image's URL.
    public convenience init?(url: URL) {
        self.init(source: .url(url, width: nil, height: nil))
    }

    /// An image at a URL with its size in points.
    public convenience init?(url: URL, width: Double, height: Double) {
        self.init(source: .url(url, width: width, height: height))
    }

    /// A system symbol image, such as `star.fill`.
    ///
    /// - Parameter systemImageName: The symbol's name.
    public static func systemImageNamed(_ systemImageName: String) -> INImage {
        INImage(source: .systemNamed(systemImageName))
    }

    /// The image's name, for named and system images.
    public var _name: String? {
        switch source {
        case .named(let name), .systemNamed(let name): name
        default: nil
        }
    }

    /// The image's URL, for images at a URL.
    public var _url: URL? {
        if case .url(let url, _, _) = source { url } else { nil }
    }

    /// The image's encoded data, for images made from data.
    public var _imageData: Data? {
        if case .data(let data) = source { data } else { nil }
    }

    open override func isEqual(_ object: Any?) -> Bool {
        (object as? INImage)?.source == source
    }

    open override var hash: Int {
        switch source {
        case .named(let name), .systemNamed(let name): name.hashValue
        case .data(let data): data.hashValue
        case .url(let url, _, _): url.hashValue
        }
    }
}
