// widgetry-intentgen: writes the Swift classes Xcode generates from an `.intentdefinition` file.
//
//     widgetry-intentgen [--import MODULE] INPUT.intentdefinition OUTPUT.swift
//
// The output imports `Intents` (Widgetry's compatibility module on Linux) unless `--import` names another.
import Foundation

var arguments = Array(CommandLine.arguments.dropFirst())
var importModule = "Intents"
if let index = arguments.firstIndex(of: "--import"), index + 1 < arguments.count {
    importModule = arguments[index + 1]
    arguments.removeSubrange(index...index + 1)
}
guard arguments.count == 2 else {
    FileHandle.standardError.write(
        Data("usage: widgetry-intentgen [--import MODULE] INPUT.intentdefinition OUTPUT.swift\n".utf8))
    exit(2)
}
let input = URL(fileURLWithPath: arguments[0])
let output = URL(fileURLWithPath: arguments[1])
do {
    let definition = try DefinitionReader.read(input)
    var emitter = SwiftEmitter(definition: definition, source: input.lastPathComponent, importModule: importModule)
    let text = emitter.emit()
    // Unchanged output keeps its date, so the target is not rebuilt for nothing.
    if (try? String(contentsOf: output, encoding: .utf8)) != text {
        try text.write(to: output, atomically: true, encoding: .utf8)
    }
} catch let error as DefinitionError {
    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
    exit(1)
} catch {
    FileHandle.standardError.write(Data("error: \(input.path): \(error)\n".utf8))
    exit(1)
}
