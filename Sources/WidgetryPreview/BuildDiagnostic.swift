import Foundation

/// One compiler error from `swift build`'s output, as the preview page shows it: file, line, column and message.
public struct BuildDiagnostic: Sendable, Codable, Hashable {
    /// The file, relative to the package when it is inside it; `nil` for errors without one (linker, manifest).
    public var file: String?
    /// The line, from 1.
    public var line: Int?
    /// The column, from 1.
    public var column: Int?
    /// The compiler's message.
    public var message: String

    /// Creates a diagnostic.
    public init(file: String?, line: Int?, column: Int?, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    /// The errors in `swift build`'s output, each once, in order.
    ///
    /// Reads `path/File.swift:12:5: error: message` lines, and `error: message` lines without a location (a missing
    /// product, a linker failure); notes, warnings and the source excerpts the compiler prints under them are left
    /// out. Paths inside `packageDirectory` are made relative to it.
    ///
    /// - Parameters:
    ///   - output: Everything `swift build` printed.
    ///   - packageDirectory: The package's folder, to shorten paths.
    public static func errors(in output: String, packageDirectory: URL? = nil) -> [BuildDiagnostic] {
        let prefix = packageDirectory.map { $0.standardizedFileURL.path + "/" }
        var seen: Set<BuildDiagnostic> = []
        var result: [BuildDiagnostic] = []
        for rawLine in output.split(whereSeparator: \.isNewline) {
            let line = String(rawLine).trimmingCharacters(in: .whitespaces)
            guard let diagnostic = parse(line, prefix: prefix), seen.insert(diagnostic).inserted else { continue }
            result.append(diagnostic)
        }
        // A located error explains the build's own "error: fatalError" and "compile command failed" summary lines.
        if result.contains(where: { $0.file != nil }) {
            result.removeAll { $0.file == nil && isSummary($0.message) }
        }
        return result
    }

    private static func parse(_ line: String, prefix: String?) -> BuildDiagnostic? {
        if line.hasPrefix("error: ") {
            return BuildDiagnostic(file: nil, line: nil, column: nil, message: String(line.dropFirst(7)))
        }
        guard let marker = line.range(of: ": error: ") else { return nil }
        let location = line[..<marker.lowerBound]
        let message = String(line[marker.upperBound...])
        var parts = location.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        var numbers: [Int] = []
        while let last = parts.last, let number = Int(last), numbers.count < 2 {
            numbers.insert(number, at: 0)
            parts.removeLast()
        }
        var file = parts.joined(separator: ":")
        guard !file.isEmpty, !file.contains(" ") || file.hasPrefix("/") else { return nil }
        if let prefix, file.hasPrefix(prefix) { file = String(file.dropFirst(prefix.count)) }
        return BuildDiagnostic(
            file: file, line: numbers.first, column: numbers.count > 1 ? numbers[1] : nil, message: message)
    }

    private static func isSummary(_ message: String) -> Bool {
        message == "fatalError" || message.hasPrefix("compile command failed")
            || message.hasPrefix("emit-module command failed")
    }
}

extension BuildDiagnostic: CustomStringConvertible {
    /// `Sources/Hello/Hello.swift:12:5: error: expected '}'`.
    public var description: String {
        let location = [file, line.map(String.init), column.map(String.init)].compactMap { $0 }.joined(separator: ":")
        return location.isEmpty ? "error: \(message)" : "\(location): error: \(message)"
    }
}
