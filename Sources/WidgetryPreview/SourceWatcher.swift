import Foundation

/// Notices saved files by polling modification times: the package's `Sources`, `Resources` and `Package.swift`.
public struct SourceWatcher: Sendable {
    /// A file's modification time and size.
    public struct Stamp: Sendable, Equatable {
        var modified: Date
        var size: Int
    }

    /// The folders and files watched.
    public let roots: [URL]

    /// Watches the given folders and files; missing ones are skipped.
    public init(roots: [URL]) {
        self.roots = roots
    }

    /// Watches a package: `Sources`, `Resources` and `Package.swift`.
    public init(package: URL) {
        self.init(roots: ["Sources", "Resources", "Package.swift"].map { package.appendingPathComponent($0) })
    }

    /// Every watched file with its stamp (hidden files and folders left out).
    public func snapshot() -> [String: Stamp] {
        var result: [String: Stamp] = [:]
        let manager = FileManager.default
        let keys: [URLResourceKey] = [.contentModificationDateKey, .fileSizeKey, .isRegularFileKey]
        for root in roots {
            var isFolder: ObjCBool = false
            guard manager.fileExists(atPath: root.path, isDirectory: &isFolder) else { continue }
            let files: [URL]
            if isFolder.boolValue {
                let enumerator = manager.enumerator(
                    at: root, includingPropertiesForKeys: keys, options: [.skipsHiddenFiles])
                files = (enumerator?.allObjects as? [URL]) ?? []
            } else {
                files = [root]
            }
            for file in files {
                guard let values = try? file.resourceValues(forKeys: Set(keys)), values.isRegularFile == true else {
                    continue
                }
                result[file.path] = Stamp(
                    modified: values.contentModificationDate ?? .distantPast, size: values.fileSize ?? 0)
            }
        }
        return result
    }
}
