import Foundation
import WidgetryHTML

/// The files of the web home screen (`Web/` in this module's resources), read once at start-up, plus the widget
/// stylesheet and scripts that come from WidgetryHTML.
struct WebAssets: Sendable {
    /// One file to serve.
    struct File: Sendable {
        let data: Data
        let contentType: String
    }

    /// The files by the name they are served under, `/web/NAME` (and `index.html` for `/`).
    let files: [String: File]

    /// The files a page needs beyond `Web/`: the widget stylesheet (with the fonts served under `/fonts/`), the
    /// timer script and the interaction script.
    static func generatedFiles() -> [String: File] {
        [
            "widgetry.css": File(
                data: Data(HTMLPainter.stylesheet(fonts: .standard(baseURL: "/fonts/")).utf8),
                contentType: "text/css; charset=utf-8"),
            "timers.js": File(data: Data(HTMLTimerScript.source.utf8), contentType: "text/javascript; charset=utf-8"),
            "interactions.js": File(
                data: Data(HTMLInteractionScript.source.utf8), contentType: "text/javascript; charset=utf-8"),
        ]
    }

    /// Reads `Web/` from the resource bundle SwiftPM copies next to the executable (or test runner), or from the
    /// source tree when run from a build folder.
    ///
    /// - throws: ``WidgetServerError`` naming the places looked in, when the folder is in none of them.
    static func load() throws -> WebAssets {
        let folder = try locate()
        var files = generatedFiles()
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        for name in names.sorted() {
            let url = folder.appendingPathComponent(name)
            guard let data = try? Data(contentsOf: url) else { continue }
            files[name] = File(data: data, contentType: contentType(ofFile: name))
        }
        for required in ["index.html", "main.js", "app.css", "openapi.json"] where files[required] == nil {
            throw WidgetServerError(
                statusCode: 500, code: "missingAsset",
                message: "The web page file '\(required)' is missing from '\(folder.path)'. Rebuild the package.")
        }
        return WebAssets(files: files)
    }

    /// The `Web` folder: in `widgetry_WidgetryServer.resources` next to the executable, in the main bundle's
    /// resources, or in the sources this file was built from.
    static func locate() throws -> URL {
        let manager = FileManager.default
        let executable = URL(fileURLWithPath: CommandLine.arguments.first ?? ".").resolvingSymlinksInPath()
        var candidates: [URL] = []
        for directory in [executable.deletingLastPathComponent(), Bundle.main.bundleURL, Bundle.main.resourceURL]
            .compactMap({ $0 })
        {
            candidates.append(directory.appendingPathComponent("widgetry_WidgetryServer.resources/Web"))
        }
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        candidates.append(sources.appendingPathComponent("Web"))
        for candidate in candidates {
            var isDirectory: ObjCBool = false
            if manager.fileExists(atPath: candidate.appendingPathComponent("index.html").path),
                manager.fileExists(atPath: candidate.path, isDirectory: &isDirectory), isDirectory.boolValue
            {
                return candidate
            }
        }
        throw WidgetServerError(
            statusCode: 500, code: "missingAsset",
            message: "The web page's files were not found. Looked in: "
                + candidates.map { "'\($0.path)'" }.joined(separator: ", ")
                + ". Copy 'widgetry_WidgetryServer.resources' next to the executable.")
    }

    /// The `Content-Type` of a file by its extension.
    static func contentType(ofFile name: String) -> String {
        switch URL(fileURLWithPath: name).pathExtension.lowercased() {
        case "html": "text/html; charset=utf-8"
        case "css": "text/css; charset=utf-8"
        case "js": "text/javascript; charset=utf-8"
        case "json": "application/json; charset=utf-8"
        case "svg": "image/svg+xml"
        case "png": "image/png"
        case "otf": "font/otf"
        case "ttf": "font/ttf"
        default: "application/octet-stream"
        }
    }
}
