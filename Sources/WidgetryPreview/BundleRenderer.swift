import Foundation

/// Renders every preview of a built bundle into a folder.
public protocol PreviewRendering: Sendable {
    /// Renders into `folder` and returns the manifest.
    ///
    /// - Parameters:
    ///   - executable: The built bundle.
    ///   - folder: An empty folder for the HTML files and `manifest.json`.
    ///   - at: The moment to render at, or `nil` for now.
    /// - throws: ``PreviewError`` with what the bundle printed when it fails.
    func render(executable: URL, into folder: URL, at: Date?) async throws -> PreviewManifest
}

/// Runs the bundle's hidden `preview-renders` command: every render in one process.
public struct BundleRenderer: PreviewRendering {
    /// Only this widget kind, when given.
    public let kind: String?

    /// Creates a renderer.
    public init(kind: String? = nil) {
        self.kind = kind
    }

    public func render(executable: URL, into folder: URL, at: Date?) async throws -> PreviewManifest {
        var arguments = ["preview-renders", "--output", folder.path]
        if let kind { arguments += ["--kind", kind] }
        if let at { arguments += ["--at", at.ISO8601Format()] }
        let result = ChildProcess.run(executable.path, arguments)
        guard result.status == 0 else {
            throw PreviewError(
                "\(executable.lastPathComponent) preview-renders exited with status \(result.status): "
                    + result.output.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        return try PreviewManifest.read(from: folder)
    }
}
