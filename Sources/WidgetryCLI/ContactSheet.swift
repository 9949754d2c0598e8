import Foundation
import WidgetryKit

/// The gallery's `index.html`: every image at its true size in points, grouped by widget, with its name; Lock Screen
/// accessories and controls on a dark backdrop, as the Lock Screen and Control Center draw them.
enum ContactSheet {
    static func html(bundle: String, results: [GalleryJob.Result]) -> String {
        var groups: [(String, [GalleryJob.Result])] = []
        for result in results {
            if let index = groups.firstIndex(where: { $0.0 == result.group }) {
                groups[index].1.append(result)
            } else {
                groups.append((result.group, [result]))
            }
        }
        var html = """
            <!doctype html>
            <html lang="en"><head><meta charset="utf-8"><title>\(escape(bundle)) — widget gallery</title>
            <style>
            body{font:14px/1.4 Inter,system-ui,sans-serif;margin:24px;background:#e9e9ee;color:#1c1c1e}
            h1{font-size:22px}h2{font-size:17px;margin:28px 0 8px}
            .row{display:flex;flex-wrap:wrap;gap:20px;align-items:flex-start}
            figure{margin:0}figcaption{font-size:12px;color:#636366;margin-top:6px;max-width:420px}
            img{display:block}.error{color:#c00;font-size:12px;max-width:300px}
            .tile{background:repeating-conic-gradient(#d1d1d6 0 25%,#f2f2f7 0 50%) 0 0/16px 16px;border-radius:4px}
            .tile.dark{background:#1c1c1e;box-shadow:0 0 0 8px #1c1c1e;margin:8px}
            </style></head><body>
            <h1>\(escape(bundle)): \(results.filter { $0.file != nil }.count) images</h1>

            """
        for (group, items) in groups {
            html += "<h2>\(escape(group))</h2>\n<div class=\"row\">\n"
            for item in items {
                let width = format(item.size.width)
                let height = format(item.size.height)
                html += "<figure>"
                if let file = item.file {
                    html +=
                        "<img class=\"tile\(item.isOnDarkBackdrop ? " dark" : "")\" src=\"\(escape(file))\" "
                        + "width=\"\(width)\" height=\"\(height)\" "
                        + "alt=\"\(escape(group)) \(escape(item.label))\">"
                } else {
                    html += "<div class=\"error\">\(escape(item.error ?? "failed"))</div>"
                }
                html += "<figcaption>\(escape(item.label)) · \(width)×\(height) pt</figcaption></figure>\n"
            }
            html += "</div>\n"
        }
        return html + "</body></html>\n"
    }

    static func format(_ value: CGFloat) -> String {
        value.rounded() == value ? String(Int(value)) : String(format: "%.2f", Double(value))
    }

    static func escape(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(character)
            }
        }
        return out
    }
}
