import Foundation
import WidgetryDisplayList
import WidgetryRendering

/// Paints display lists as HTML and CSS: a positioned `<div class="wgt-widget">` per widget, or a standalone
/// document around it.
///
/// The list is prepared for the options as the Cairo painter prepares it (redaction, color scheme, rendering mode),
/// but dynamic text stays dynamic: it shows the string for `options.now` and carries data attributes from which the
/// timer script (``HTMLTimerScript``) formats it again every second in the browser. Everything is in points, one CSS
/// pixel per point; `options.scale` only picks the variant of named bitmaps. The output is a pure function of the
/// list, the options and the painter's settings: equal input gives equal bytes, and nothing in it is an `id`, so
/// any number of widgets can share a page. For example:
///
/// ```swift
/// var painter = HTMLPainter(format: .document, fonts: .standard(baseURL: "/fonts/"))
/// painter.symbolDrawing = { SymbolTable.shared.drawing(for: $0) }
/// let html = try painter.paint(list, options: RenderOptions(colorScheme: .dark))
/// ```
public struct HTMLPainter: Painter {
    /// What ``paint(_:options:)`` returns.
    public enum Format: Sendable, Hashable {
        /// One `<div class="wgt-widget">` to place in a page that includes ``HTMLPainter/stylesheet(fonts:)`` and
        /// ``HTMLTimerScript/source``.
        case fragment
        /// A complete document: doctype, `<style>` with the `@font-face` rules of ``HTMLPainter/fonts``, the
        /// widget, and the timer script when the widget has live dates.
        case document
    }

    /// Fragment or document.
    public var format: Format
    /// The `@font-face` rules of documents.
    public var fonts: HTMLFontSet
    /// URL schemes (lowercase) that become `href`s; links with other schemes keep only their `data-url`, for the
    /// host to handle. `javascript`, `vbscript` and `data` never become `href`s.
    public var allowedURLSchemes: Set<String>
    /// The `target` of links with an `href`, such as `_blank`, or `nil` for none.
    public var linkTarget: String?
    /// How an SF Symbol is drawn with the symbol font (its glyphs, axes and inked area), or `nil` when its name is
    /// unknown (a placeholder is drawn). Hosts pass WidgetryCairo's table: `{ SymbolTable.shared.drawing(for: $0) }`.
    public var symbolDrawing: (@Sendable (DisplaySymbol) -> SymbolDrawing?)?
    /// The URL of a named bitmap (`Image("cover")`), or `nil` to embed it from ``imageAssets`` as a `data:` URL.
    public var imageURL: (@Sendable (String) -> String?)?
    /// Resolves asset colors (`Color("name")`), if the widget has any.
    public var colorAssets: (any ColorAssetProvider)?
    /// Supplies bitmap images (`Image("name")`) as PNG bytes for `data:` URLs.
    public var imageAssets: (any ImageAssetProvider)?
    /// The document's `<title>`.
    public var title: String

    /// Creates a painter.
    ///
    /// - Parameters:
    ///   - format: Fragment or document.
    ///   - fonts: The `@font-face` rules of documents.
    ///   - allowedURLSchemes: URL schemes that become `href`s; `http` and `https` by default.
    ///   - symbolDrawing: How an SF Symbol is drawn with the symbol font.
    ///   - colorAssets: Resolves asset colors, if the widget has any.
    ///   - imageAssets: Supplies bitmap images, if the widget has any.
    public init(
        format: Format = .fragment,
        fonts: HTMLFontSet = .none,
        allowedURLSchemes: Set<String> = ["http", "https"],
        symbolDrawing: (@Sendable (DisplaySymbol) -> SymbolDrawing?)? = nil,
        colorAssets: (any ColorAssetProvider)? = nil,
        imageAssets: (any ImageAssetProvider)? = nil
    ) {
        self.format = format
        self.fonts = fonts
        self.allowedURLSchemes = Set(allowedURLSchemes.map { $0.lowercased() })
        self.symbolDrawing = symbolDrawing
        self.colorAssets = colorAssets
        self.imageAssets = imageAssets
        self.title = "Widget"
    }

    /// Prepares the list for the options and writes it as a fragment or a document, per ``format``.
    ///
    /// - Throws: ``RenderingError`` for bad options, an empty or huge size, or a missing asset color.
    public func paint(_ list: DisplayList, options: RenderOptions) throws -> String {
        switch format {
        case .fragment: try fragment(list, options: options)
        case .document: try document(list, options: options)
        }
    }

    /// The widget as one `<div class="wgt-widget">`, with extra attributes on it for the host.
    ///
    /// - Parameters:
    ///   - list: The display list, in points, as layout produced it.
    ///   - options: Color scheme, rendering mode, redaction, the render time, locale and time zone.
    ///   - attributes: Attributes added to the widget's `div`, written in name order: `data-*` and `aria-*` names
    ///     of lowercase letters, digits and hyphens, other than the painter's own (such as `data-instance`).
    /// - Throws: ``RenderingError`` for bad options, a bad size, a missing asset color or a bad attribute name.
    public func fragment(_ list: DisplayList, options: RenderOptions, attributes: [String: String] = [:]) throws
        -> String
    {
        for name in attributes.keys.sorted() { try Self.validateAttributeName(name) }
        let prepared = try prepare(list, options: options)
        var renderer = HTMLRenderer(painter: self, options: options)
        return renderer.widget(prepared, extraAttributes: attributes.sorted { $0.key < $1.key })
    }

    /// The widget in a standalone document.
    ///
    /// - Parameters:
    ///   - list: The display list, in points, as layout produced it.
    ///   - options: Color scheme, rendering mode, redaction, the render time, locale and time zone.
    public func document(_ list: DisplayList, options: RenderOptions) throws -> String {
        let body = try fragment(list, options: options)
        return Self.document(
            fragments: [body], fonts: fonts, title: title, language: HTMLRenderer.languageTag(options.locale))
    }

    /// The list after the passes that apply to HTML: redaction, color scheme and rendering mode, in iOS's order.
    /// Dynamic text is kept (the timer script formats it).
    ///
    /// - Throws: ``RenderingError`` for bad options, a bad size or a missing asset color.
    public func prepare(_ list: DisplayList, options: RenderOptions) throws -> DisplayList {
        try options.validate()
        guard list.size.width > 0, list.size.height > 0, list.size.width <= 10_000, list.size.height <= 10_000 else {
            throw RenderingError(
                "Cannot paint a display list of size '\(list.size.width)×\(list.size.height)'. "
                    + "Sizes must be between 0 and 10000 points.")
        }
        let passes = [DisplayPass.redaction(options.redaction)]
        return try list.applying(passes + DisplayPass.appearance(for: options, colorAssets: colorAssets))
    }
}

extension HTMLPainter {
    /// The attributes the painter writes on the widget's `div`.
    static let reservedAttributes: Set<String> = [
        "data-color-scheme", "data-rendering-mode", "data-redaction", "data-locale", "data-time-zone", "data-now",
    ]

    static func validateAttributeName(_ name: String) throws {
        let allowed = name.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-"
        }
        let prefixed = (name.hasPrefix("data-") || name.hasPrefix("aria-")) && name.count > 5
        guard allowed, prefixed, !reservedAttributes.contains(name) else {
            throw RenderingError(
                "Cannot add the attribute '\(name)' to a widget. Use a 'data-' or 'aria-' name of lowercase letters, "
                    + "digits and hyphens other than "
                    + reservedAttributes.sorted().map { "'\($0)'" }.joined(separator: ", ") + ".")
        }
    }
}
