import Foundation
import WidgetryPreview

// widgetry-preview: the preview server the `preview` plugin starts; also runs on its own:
//   widgetry-preview --package DIR --product NAME [--port 8090] [--kind K] [--at ISO8601] [--work DIR]
//                    [--scratch-path DIR] [--build-through-plugin]

let usage = """
    usage: widgetry-preview --package DIR --product NAME [--port 8090] [--kind KIND] [--at ISO8601] [--work DIR]
                            [--scratch-path DIR]
    Builds the bundle NAME of the package at DIR, serves its previews at http://127.0.0.1:PORT/ and rebuilds on save.
    """

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("error: \(message)\n".utf8))
    exit(64)
}

var arguments = Array(CommandLine.arguments.dropFirst())
var values: [String: String] = [:]
var throughPlugin = false
while !arguments.isEmpty {
    let name = arguments.removeFirst()
    switch name {
    case "--help", "-h":
        print(usage)
        exit(0)
    case "--build-through-plugin":
        throughPlugin = true
    case "--package", "--product", "--port", "--kind", "--at", "--work", "--scratch-path":
        guard !arguments.isEmpty else { fail("\(name) needs a value.\n\(usage)") }
        values[name] = arguments.removeFirst()
    default:
        fail("Unknown argument '\(name)'.\n\(usage)")
    }
}
guard let package = values["--package"], let product = values["--product"] else {
    fail("Give the package and the bundle product: --package DIR --product NAME.\n\(usage)")
}
let packageURL = URL(fileURLWithPath: package).standardizedFileURL
let work =
    values["--work"].map { URL(fileURLWithPath: $0) }
    ?? packageURL.appendingPathComponent(".build/widgetry-preview")
var options = PreviewServer.Options(packageDirectory: packageURL, product: product, workFolder: work)
if let port = values["--port"] {
    guard let number = Int(port) else { fail("--port '\(port)' is not a number; use one such as 8090.") }
    options.port = number
}
options.kind = values["--kind"]
if let at = values["--at"] {
    guard let date = try? Date(at, strategy: .iso8601) else {
        fail("--at '\(at)' is not ISO 8601; write it like 2026-11-22T09:30:00Z.")
    }
    options.at = date
}
options.buildThroughPlugin = throughPlugin
options.scratchPath = values["--scratch-path"].map { URL(fileURLWithPath: $0) }
do {
    let server = try PreviewServer(options: options)
    await server.run()
} catch {
    fail("\(error)")
}
