import Foundation

/// Headless Chromium (Debian's `chromium`), for the tests that look at HTML in a real browser. Absent on machines
/// without the package: tests check ``executable`` and skip with a message.
enum Chromium {
    /// The browser's path, or `nil` when it is not installed.
    static let executable: String? = {
        for path in ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]
        where FileManager.default.isExecutableFile(atPath: path) {
            return path
        }
        return nil
    }()

    static let skipMessage = "Chromium is not installed (apt-get install -y chromium); skipping the browser check."

    /// Runs the browser headless on a file with extra arguments and returns its standard output.
    static func run(_ arguments: [String], file: URL) throws -> String {
        guard let executable else { throw ChromiumError(message: skipMessage) }
        let profile = FileManager.default.temporaryDirectory.appendingPathComponent(
            "widgetry-chromium-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: profile) }
        let process = Process()
        // A hung browser fails the test after a minute instead of hanging the run.
        process.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
        process.arguments =
            [
                "60", executable,
                "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-device-scale-factor=1",
                "--force-color-profile=srgb", "--font-render-hinting=none", "--disable-lcd-text",
                "--allow-file-access-from-files", "--user-data-dir=\(profile.path)",
            ] + arguments + [file.absoluteString]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw ChromiumError(message: "Chromium exited with status \(process.terminationStatus) for '\(file.path)'.")
        }
        return String(decoding: data, as: UTF8.self)
    }

    /// A PNG screenshot of a document at a window size in CSS pixels.
    static func screenshot(of html: String, width: Int, height: Int) throws -> Data {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "widgetry-html-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = folder.appendingPathComponent("page.html")
        let png = folder.appendingPathComponent("shot.png")
        try Data(html.utf8).write(to: page)
        _ = try run(["--screenshot=\(png.path)", "--window-size=\(width),\(height)"], file: page)
        return try Data(contentsOf: png)
    }

    /// The DOM after the page's scripts ran.
    static func dumpDOM(of html: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "widgetry-html-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = folder.appendingPathComponent("page.html")
        try Data(html.utf8).write(to: page)
        return try run(["--dump-dom"], file: page)
    }
}

struct ChromiumError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
