/// The font files a page declares with `@font-face`: Inter (for SF Pro), Noto Color Emoji and the serif, monospaced
/// and rounded stand-ins, each at a URL the caller chooses (SF Symbols are drawn as outlines and need no font).
///
/// The families and files are those the Cairo painter draws with (Debian's `fonts-inter`, `fonts-noto-color-emoji`,
/// `fonts-dejavu-core`, `fonts-quicksand`, and Nunito, which `scripts/setup.sh` installs in
/// `/usr/local/share/fonts/widgetry`), so the HTML looks like the PNG. Variable faces declare their
/// weight range, so the browser sets the weight axis from `font-weight`. A host serves ``standardFiles`` under one path and builds the set from it:
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
        /// The weight, 100–900 (the lightest weight of a variable face).
        public var weight: Int
        /// The heaviest weight of a variable face, or `nil` for a face of one weight.
        public var maxWeight: Int?
        /// Whether the face is italic.
        public var isItalic: Bool
        /// The URL the browser loads the file from.
        public var url: String

        /// Creates a face.
        ///
        /// - Parameters:
        ///   - family: The CSS family name.
        ///   - weight: The weight, 100–900 (the lightest weight of a variable face).
        ///   - maxWeight: The heaviest weight of a variable face, or `nil` for a face of one weight.
        ///   - isItalic: Whether the face is italic.
        ///   - url: The URL of the font file.
        public init(family: String, weight: Int, maxWeight: Int? = nil, isItalic: Bool = false, url: String) {
            self.family = family
            self.weight = weight
            self.maxWeight = maxWeight
            self.isItalic = isItalic
            self.url = url
        }
    }

    /// A font file of the standard set and where Debian installs it.
    public struct File: Sendable, Hashable {
        /// The CSS family name.
        public var family: String
        /// The weight, 100–900 (the lightest weight of a variable face).
        public var weight: Int
        /// The heaviest weight of a variable face, or `nil` for a face of one weight.
        public var maxWeight: Int? = nil
        /// Whether the face is italic.
        public var isItalic: Bool
        /// The file's name, such as `Inter-Regular.otf`: the last component of its URL.
        public var fileName: String
        /// The file's absolute path on a Debian system with the font packages installed (and `scripts/setup.sh` run).
        public var systemPath: String

        /// The face of this file at a URL.
        func face(url: String) -> Face {
            Face(family: family, weight: weight, maxWeight: maxWeight, isItalic: isItalic, url: url)
        }
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
            faces: standardFiles.map { $0.face(url: base + $0.fileName) })
    }

    /// The standard files at their Debian paths as `file://` URLs, for documents opened from disk.
    public static var installed: HTMLFontSet {
        HTMLFontSet(
            faces: standardFiles.map { $0.face(url: "file://" + $0.systemPath) })
    }

    /// The `@font-face` rules, one a line, with `font-display: block` so text never flashes in another font.
    public var css: String {
        faces.map { face in
            let format = face.url.lowercased().hasSuffix(".ttf") ? "truetype" : "opentype"
            return "@font-face{font-family:" + HTMLEscaping.cssString(face.family) + ";src:url("
                + HTMLEscaping.cssString(face.url) + ") format('" + format + "');font-weight:" + String(face.weight)
                + (face.maxWeight.map { " " + String($0) } ?? "")
                + ";font-style:" + (face.isItalic ? "italic" : "normal") + ";font-display:block}"
        }.joined(separator: "\n")
    }
}
