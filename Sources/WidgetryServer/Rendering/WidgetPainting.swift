import Foundation
import WidgetryCairo
import WidgetryDisplayList
import WidgetryHTML
import WidgetryPipeline
import WidgetryRendering

/// Paints display lists for HTTP responses: PNG, SVG and PDF through the pipeline's Cairo painter, HTML as a
/// fragment for the home screen page or as a document that loads the page's stylesheet and scripts.
struct WidgetPainting: Sendable {
    /// The formats a render URL can end with.
    enum Format: String, Sendable, CaseIterable {
        case png, svg, pdf, html

        /// The `Content-Type` of the format.
        var contentType: String {
            switch self {
            case .png: "image/png"
            case .svg: "image/svg+xml"
            case .pdf: "application/pdf"
            case .html: "text/html; charset=utf-8"
            }
        }

        /// The format a URL's extension names.
        ///
        /// - throws: ``WidgetServerError`` (404) for another extension.
        init(pathExtension: String) throws {
            guard let format = Format(rawValue: pathExtension.lowercased()) else {
                throw WidgetServerError.notFound(
                    "There is no 'render.\(pathExtension)'. Formats: "
                        + Format.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ") + ".")
            }
            self = format
        }
    }

    let pipeline: WidgetPipeline

    /// The painter of HTML: fragments with real links only for `http(s)` (opened in a new tab); every other URL
    /// stays a `data-url` the page reports to the server.
    var htmlPainter: HTMLPainter {
        var painter = HTMLPainter(
            format: .fragment, fonts: .none, allowedURLSchemes: ["http", "https"],
            symbolDrawing: { SymbolTable.shared.drawing(for: $0) },
            colorAssets: pipeline.assets.colors, imageAssets: pipeline.assets.images)
        painter.linkTarget = "_blank"
        return painter
    }

    /// Paints a list in a format.
    ///
    /// - Parameters:
    ///   - list: The stored display list.
    ///   - spec: The family, appearance, redaction, scale and moment.
    ///   - format: The output format.
    ///   - fragment: For HTML, a bare fragment instead of a document.
    ///   - attributes: For HTML, `data-*` attributes on the widget's `div`.
    ///   - title: For HTML documents, the title.
    func paint(
        _ list: DisplayList, spec: WidgetRenderSpec, format: Format, fragment: Bool = false,
        attributes: [String: String] = [:], title: String = "Widget"
    ) throws -> Data {
        switch format {
        case .png: return try pipeline.paint(list, request: spec, format: .png)
        case .svg: return try pipeline.paint(list, request: spec, format: .svg)
        case .pdf: return try pipeline.paint(list, request: spec, format: .pdf)
        case .html:
            let html = try htmlPainter.fragment(
                spec.presented(list), options: spec.renderOptions, attributes: attributes)
            return Data((fragment ? html : Self.document(fragment: html, title: title)).utf8)
        }
    }

    /// A standalone document around a fragment: the page's widget stylesheet, the timer and interaction scripts
    /// as files (so the content security policy needs no inline script).
    static func document(fragment: String, title: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width,initial-scale=1">
        <title>\(escapeHTML(title))</title>
        <link rel="stylesheet" href="/web/widgetry.css">
        <script src="/web/timers.js" defer></script>
        <script src="/web/interactions.js" defer></script>
        </head>
        <body style="margin:0">
        \(fragment)
        </body>
        </html>

        """
    }

    /// Escapes text for HTML element content and attribute values.
    static func escapeHTML(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.count)
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.append(character)
            }
        }
        return result
    }
}
