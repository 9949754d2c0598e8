import Foundation
import Testing
import WidgetryPreview

/// The watcher sees a saved file, a new file and a removed one under Sources, and nothing else.
@Suite struct SourceWatcherTests {
    @Test func aSavedNewOrRemovedSourceChangesTheSnapshot() throws {
        let package = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: package) }
        let sources = package.appendingPathComponent("Sources/Hello")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        let file = sources.appendingPathComponent("Hello.swift")
        try Data("Text(\"Hello\")\n".utf8).write(to: file)
        try Data("// swift-tools-version:6.1\n".utf8).write(to: package.appendingPathComponent("Package.swift"))
        let watcher = SourceWatcher(package: package)
        let first = watcher.snapshot()
        #expect(first.count == 2)
        #expect(watcher.snapshot() == first, "nothing saved, nothing changed")

        try Data("Text(\"Hello, edited\")\n".utf8).write(to: file)
        let saved = watcher.snapshot()
        #expect(saved != first)

        try Data("notes".utf8).write(to: package.appendingPathComponent("NOTES.md"))
        try Data("x".utf8).write(to: sources.appendingPathComponent(".Hello.swift.swp"))
        #expect(
            watcher.snapshot() == saved,
            "files outside Sources, Resources and Package.swift, and hidden ones, are not watched")

        let added = sources.appendingPathComponent("World.swift")
        try Data("let x = 1\n".utf8).write(to: added)
        #expect(watcher.snapshot().count == 3)
        try FileManager.default.removeItem(at: added)
        #expect(watcher.snapshot() == saved)
    }
}
