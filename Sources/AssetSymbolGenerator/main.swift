// Generates asset symbols from `.xcassets` catalogs, as Xcode does: `widgetry-assetgen INPUT.xcassets… OUTPUT.swift`.
import Foundation

let usage = """
    usage: widgetry-assetgen [--import MODULE]… [--bundle module|main] INPUT.xcassets… OUTPUT.swift

    Writes the asset symbols Xcode generates (ColorResource and ImageResource constants, and Color, ShapeStyle,
    UIColor/NSColor and UIImage/NSImage properties) for every color set and image set of the catalogs.
      --import MODULE   a module the file imports (default: SwiftUI); UIKit and AppKit add their extensions
      --bundle NAME     the bundle holding the catalog: 'module' (Bundle.module, default) or 'main'

    """

func run(_ arguments: [String]) throws {
    var imports: [String] = []
    var bundle = SymbolWriter.BundleReference.module
    var paths: [String] = []
    var index = 0
    while index < arguments.count {
        let argument = arguments[index]
        switch argument {
        case "--import", "--bundle":
            guard index + 1 < arguments.count else { throw GeneratorError("\(argument) needs a value.\n\n\(usage)") }
            let value = arguments[index + 1]
            if argument == "--import" {
                imports.append(value)
            } else {
                guard let reference = SymbolWriter.BundleReference(rawValue: value) else {
                    throw GeneratorError("Unknown bundle '\(value)': use 'module' or 'main'.")
                }
                bundle = reference
            }
            index += 2
        case "-h", "--help":
            print(usage, terminator: "")
            exit(0)
        default:
            paths.append(argument)
            index += 1
        }
    }
    guard paths.count >= 2, let output = paths.last, output.hasSuffix(".swift") else {
        throw GeneratorError("Pass one or more '.xcassets' folders, then the '.swift' file to write.\n\n\(usage)")
    }
    let inputs = paths.dropLast().map { URL(fileURLWithPath: $0) }
    let catalog = try AssetCatalog(reading: inputs)
    var writer = SymbolWriter(catalog: catalog, imports: imports.isEmpty ? ["SwiftUI"] : imports, bundle: bundle)
    let source = writer.source(inputs: inputs.map(\.lastPathComponent))
    for warning in writer.skipped {
        FileHandle.standardError.write(Data("warning: no asset symbol for \(warning)\n".utf8))
    }
    let outputURL = URL(fileURLWithPath: output)
    // Leave an unchanged file alone, so the build does not recompile the target for nothing.
    if FileManager.default.contents(atPath: outputURL.path) != Data(source.utf8) {
        try Data(source.utf8).write(to: outputURL, options: .atomic)
    }
}

do {
    try run(Array(CommandLine.arguments.dropFirst()))
} catch {
    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
    exit(1)
}
