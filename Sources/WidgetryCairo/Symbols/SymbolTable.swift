import Foundation
import Synchronization

/// Maps SF Symbol names onto Material Icons glyphs, which stand in for SF Symbols on Linux.
///
/// Covers every symbol the seed widgets use and about a thousand common names (weather, status, arrows, media,
/// people, devices, health, commerce, places) with their `.fill` variants. A name not in the table is looked up
/// without `.fill`, then without a `.circle`/`.square` container; a name still unknown draws a placeholder and is
/// reported once. For example:
///
/// ```swift
/// SymbolTable.shared.glyph(for: "cloud.sun.fill")   // SymbolTable.Glyph(materialName: "wb_cloudy", scalar: "\u{E42D}")
/// ```
public struct SymbolTable: Sendable {
    /// A Material Icons glyph.
    public struct Glyph: Sendable, Hashable {
        /// The Material Icons name (its ligature), such as `wb_sunny`.
        public var materialName: String
        /// The glyph's code point in the "Material Icons" font.
        public var scalar: Unicode.Scalar
    }

    /// The table of every mapped SF Symbol name.
    public static let shared = SymbolTable(
        tables: [tableWeather, tableArrows, tableDevices, tablePlaces]
    )

    /// The mapped glyphs by SF Symbol name.
    public let glyphs: [String: Glyph]

    init(tables: [String]) {
        var glyphs: [String: Glyph] = [:]
        for table in tables {
            for line in table.split(separator: "\n") {
                let fields = line.split(separator: " ")
                guard fields.count == 3, let value = UInt32(fields[2], radix: 16), let scalar = Unicode.Scalar(value)
                else { continue }
                glyphs[String(fields[0])] = Glyph(materialName: String(fields[1]), scalar: scalar)
            }
        }
        self.glyphs = glyphs
    }

    /// Every mapped SF Symbol name, sorted.
    public var names: [String] { glyphs.keys.sorted() }

    /// The glyph for an SF Symbol name, or `nil` if neither the name nor a simpler variant of it is mapped.
    ///
    /// - Parameter name: The SF Symbol name, such as `sun.max.fill`.
    public func glyph(for name: String) -> Glyph? {
        for candidate in Self.candidates(for: name) {
            if let glyph = glyphs[candidate] { return glyph }
        }
        return nil
    }

    /// The name, then without `.fill`, then without `.circle`, `.square` or `.rectangle` containers.
    static func candidates(for name: String) -> [String] {
        var result = [name]
        let unfilled = name.hasSuffix(".fill") ? String(name.dropLast(5)) : name
        if unfilled != name { result.append(unfilled) }
        let containers: Set<Substring> = ["circle", "square", "rectangle"]
        let parts = unfilled.split(separator: ".")
        let bare = parts.filter { !containers.contains($0) }
        if bare.count != parts.count, !bare.isEmpty {
            let joined = bare.joined(separator: ".")
            result.append(joined + ".fill")
            result.append(joined)
        }
        return result
    }
}

extension SymbolTable {
    private static let reported = Mutex<Set<String>>([])

    /// Writes a warning for an unknown symbol name to standard error, once per name per process.
    ///
    /// - Parameter name: The unknown SF Symbol name.
    /// - Returns: Whether this call wrote the warning (the first for the name).
    @discardableResult
    static func reportUnknown(_ name: String) -> Bool {
        let isNew = reported.withLock { $0.insert(name).inserted }
        if isNew {
            let message =
                "warning: Unknown SF Symbol '\(name)'; drawing a placeholder. "
                + "Map it onto a Material Icons glyph in WidgetryCairo's SymbolTable.\n"
            FileHandle.standardError.write(Data(message.utf8))
        }
        return isNew
    }

    /// The unknown symbol names reported so far in this process, sorted.
    public static var reportedUnknownNames: [String] { reported.withLock { $0.sorted() } }
}
