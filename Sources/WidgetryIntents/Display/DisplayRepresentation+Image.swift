import Foundation

extension DisplayRepresentation {
    /// An image in a display representation: a symbol, an asset, a file or image data.
    public struct Image: Sendable, Hashable, Codable {
        /// The SF Symbol name, for a symbol image.
        public let systemName: String?
        /// The asset name, for an image from the app's assets.
        public let name: String?
        /// The location, for an image loaded from a URL.
        public let url: URL?
        /// The encoded image, for an image made from data.
        public let data: Data?
        /// Whether the image is drawn as a template, tinted with the foreground colour.
        public let isTemplate: Bool

        private init(systemName: String?, name: String?, url: URL?, data: Data?, isTemplate: Bool) {
            self.systemName = systemName
            self.name = name
            self.url = url
            self.data = data
            self.isTemplate = isTemplate
        }

        /// An image from the app's assets.
        public init(named name: String, isTemplate: Bool = false) {
            self.init(systemName: nil, name: name, url: nil, data: nil, isTemplate: isTemplate)
        }

        /// A symbol image, such as `star.fill`.
        public init(systemName: String, isTemplate: Bool = false) {
            self.init(systemName: systemName, name: nil, url: nil, data: nil, isTemplate: isTemplate)
        }

        /// An image loaded from a URL.
        public init(url: URL, isTemplate: Bool = false) {
            self.init(systemName: nil, name: nil, url: url, data: nil, isTemplate: isTemplate)
        }

        /// An image decoded from PNG, JPEG or similar data.
        public init(data: Data, isTemplate: Bool = false) {
            self.init(systemName: nil, name: nil, url: nil, data: data, isTemplate: isTemplate)
        }
    }
}
