extension DisplayFont {
    /// iOS's text styles, with their sizes and weights at the Large (default) Dynamic Type size.
    public enum TextStyle: String, Codable, Sendable, Hashable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

        /// The point size at Large Dynamic Type: `largeTitle` 34, `title` 28, `title2` 22, `title3` 20,
        /// `headline` 17, `body` 17, `callout` 16, `subheadline` 15, `footnote` 13, `caption` 12, `caption2` 11.
        public var pointSize: Double {
            switch self {
            case .largeTitle: 34
            case .title: 28
            case .title2: 22
            case .title3: 20
            case .headline: 17
            case .body: 17
            case .callout: 16
            case .subheadline: 15
            case .footnote: 13
            case .caption: 12
            case .caption2: 11
            }
        }

        /// The weight: `semibold` for `headline`, `regular` for the rest.
        public var weight: Weight { self == .headline ? .semibold : .regular }
    }
}
