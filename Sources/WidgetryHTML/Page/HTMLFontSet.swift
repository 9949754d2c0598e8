/// The font files a page declares with `@font-face`: Inter (for SF Pro), Material Icons (for SF Symbols), Noto
/// Color Emoji and the serif, monospaced and rounded stand-ins, each at a URL the caller chooses.
///
/// The families and files are those the Cairo painter draws with (Debian's `fonts-inter`,
/// `fonts-material-design-icons-iconfont`, `fonts-noto-color-emoji`, `fonts-dejavu-core`, `fonts-quicksand`), so
/// the HTML looks like the PNG. A host serves ``standardFiles`` under one path and builds the set from it:
///
/// ```swift
/// let fonts = HTMLFontSet.standard(baseURL: "/fonts/")      // url(/fonts/Inter-Regular.otf) …
/// let local = HTMLFontSet.installed                         // url(file:///usr/share/fonts/…) on this machine
/// let portable = HTMLFontSet.embedded(for: list)            // data: URLs of the faces the list uses
/// ```
public struct HTMLFontSet: Sendable, Hashable {
    /// One `@font-face` rule.
    public struct Face: Sendable, Hashable {
        /// The CSS family name, such as `Inter`.
        public var family: String
        /// The weight, 100–900.
        public var weight: Int
        /// Whether the face is italic.
        public var isItalic: Bool
        /// The URL the browser loads the file from.
        public var url: String

        /// Creates a face.
        ///
        /// - Parameters:
        ///   - family: The CSS family name.
        ///   - weight: The weight, 100–900.
        ///   - isItalic: Whether the face is italic.
        ///   - url: The URL of the font file.
        public init(family: String, weight: Int, isItalic: Bool = false, url: String) {
            self.family = family
            self.weight = weight
            self.isItalic = isItalic
            self.url = url
        }
    }

    /// A font file of the standard set and where Debian installs it.
    public struct File: Sendable, Hashable {
        /// The CSS family name.
        public var family: String
        /// The weight, 100–900.
        public var weight: Int
        /// Whether the face is italic.
        public var isItalic: Bool
        /// The file's name, such as `Inter-Regular.otf`: the last component of its URL.
        public var fileName: String
        /// The file's absolute path on a Debian system with the font packages installed.
        public var systemPath: String
    }

    /// The faces, in the order their rules are written.
    public var faces: [Face]

    /// Creates a set of faces.
    public init(faces: [Face]) { self.faces = faces }

    /// No `@font-face` rules: the browser uses the families if they are installed locally.
    public static let none = HTMLFontSet(faces: [])

    /// The standard files at `baseURL` followed by each file's name, such as `/fonts/` or `https://cdn/fonts/`.
    ///
    /// - Parameter baseURL: The URL prefix; a `/` is added if it does not end with one.
    public static func standard(baseURL: String) -> HTMLFontSet {
        let base = baseURL.hasSuffix("/") ? baseURL : baseURL + "/"
        return HTMLFontSet(
            faces: standardFiles.map {
                Face(family: $0.family, weight: $0.weight, isItalic: $0.isItalic, url: base + $0.fileName)
            })
    }

    /// The standard files at their Debian paths as `file://` URLs, for documents opened from disk.
    public static var installed: HTMLFontSet {
        HTMLFontSet(
            faces: standardFiles.map {
                Face(family: $0.family, weight: $0.weight, isItalic: $0.isItalic, url: "file://" + $0.systemPath)
            })
    }

    /// The `@font-face` rules, one a line, with `font-display: block` so text never flashes in another font.
    public var css: String {
        faces.map { face in
            let format = face.url.lowercased().hasSuffix(".ttf") ? "truetype" : "opentype"
            return "@font-face{font-family:" + HTMLEscaping.cssString(face.family) + ";src:url("
                + HTMLEscaping.cssString(face.url) + ") format('" + format + "');font-weight:" + String(face.weight)
                + ";font-style:" + (face.isItalic ? "italic" : "normal") + ";font-display:block}"
        }.joined(separator: "\n")
    }
}
