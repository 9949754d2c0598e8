import Foundation
import Synchronization
import Testing
import Widgetry
import WidgetryCLI
import WidgetryPreview

/// Runs a bundle's command line in-process with the clock at `previewNow`, collecting what it prints.
func runCommand(_ arguments: [String], bundle: WidgetBundleDescriptor, previews: [PreviewDescriptor] = []) async -> (
    code: Int32, output: String, errors: String
) {
    let out = Mutex<[String]>([])
    let err = Mutex<[String]>([])
    let context = CLIContext(
        bundle: bundle, previews: previews, output: { line in out.withLock { $0.append(line) } },
        errorOutput: { line in err.withLock { $0.append(line) } }, now: { previewNow })
    let code = await WidgetBundleCommand.run(arguments: arguments, context: context)
    return (code, out.withLock { $0.joined(separator: "\n") }, err.withLock { $0.joined(separator: "\n") })
}

/// `preview-renders` writes what the preview server reads, and `render` says the silent failures aloud.
@Suite @MainActor struct PreviewRendersCommandTests {
    @Test func everyFamilyAndAppearanceIsRenderedWithItsWarningsInAManifestTheServerReads() async throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let bundle = WidgetBundleDescriptor(SilentFailureBundle())
        let run = await runCommand(["preview-renders", "--output", folder.path], bundle: bundle)
        #expect(run.code == 0, "\(run.errors)")
        let manifest = try PreviewManifest.read(from: folder)
        #expect(manifest.kinds.sorted() == ["DeliveryAttributes", "Fresh", "Stale"])
        let fresh = manifest.items.filter { $0.group == "Fresh" }
        #expect(
            fresh.map { "\($0.family)/\($0.appearance)" } == [
                "systemSmall/light", "systemSmall/dark", "systemSmall/accented", "systemSmall/glass",
                "systemSmall/standBy", "accessoryRectangular/vibrant",
            ])
        for item in manifest.items {
            #expect(item.error == nil, "\(item.id): \(item.error ?? "")")
            let file = try #require(item.file, "\(item.id)")
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(file).path))
        }
        // The provider's two entries as the strip, each drawn at its date.
        let strip = try #require(fresh.first?.frames)
        #expect(strip.map(\.date) == [previewNow, previewNow + 60])
        let second = try String(contentsOf: folder.appendingPathComponent(strip[1].file), encoding: .utf8)
        #expect(second.contains("Fresh 60"))
        // The stale widget's first render carries its warnings; the fresh one has none.
        let stale = try #require(manifest.items.first { $0.group == "Stale" })
        #expect(Set(stale.warnings.map(\.code)) == ["timelineInPast", "missingContainerBackground"])
        #expect(fresh.allSatisfy { $0.warnings.isEmpty })
        #expect(run.errors.contains("warning: Every entry of 'Stale''s timeline"))
    }

    @Test func theClockRendersTheEntryCurrentAtThatMoment() async throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let later = (previewNow + 90).ISO8601Format()
        let run = await runCommand(
            ["preview-renders", "--output", folder.path, "--kind", "Fresh", "--at", later],
            bundle: WidgetBundleDescriptor(SilentFailureBundle()))
        #expect(run.code == 0, "\(run.errors)")
        let manifest = try PreviewManifest.read(from: folder)
        #expect(manifest.at == previewNow + 90)
        #expect(Set(manifest.items.map(\.group)) == ["Fresh"])
        let light = try #require(manifest.items.first { $0.id == "widget/Fresh/systemSmall/light" }?.file)
        let html = try String(contentsOf: folder.appendingPathComponent(light), encoding: .utf8)
        #expect(html.contains("Fresh 60"), "the entry dated 60 s after now is current 90 s after now")
    }

    @Test func renderPrintsATimelineInThePast() async throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("stale.png").path
        let run = await runCommand(
            ["render", "--kind", "Stale", "--output", output], bundle: WidgetBundleDescriptor(SilentFailureBundle()))
        #expect(run.code == 0, "\(run.errors)")
        #expect(
            run.errors.contains("warning: Every entry of 'Stale''s timeline (2) is dated in the past"), "\(run.errors)")
        let fresh = await runCommand(
            ["render", "--kind", "Fresh", "--output", output], bundle: WidgetBundleDescriptor(SilentFailureBundle()))
        #expect(!fresh.errors.contains("warning:"), "\(fresh.errors)")
    }

    @Test func galleryPrintsATimelineInThePastOnce() async throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = await runCommand(
            ["gallery", "--output", folder.path, "--quiet", "--scale", "1"],
            bundle: WidgetBundleDescriptor(SilentFailureBundle()))
        #expect(run.code == 0, "\(run.errors)")
        let lines = run.errors.split(separator: "\n").filter { $0.contains("Every entry of 'Stale''s timeline") }
        #expect(lines.count == 1, "\(run.errors)")
        #expect(lines.first?.hasPrefix("warning: Stale, systemSmall") == true, "\(run.errors)")
        #expect(!run.errors.contains("'Fresh''s timeline"))
    }

    @Test func anUnknownKindIsRefusedWithTheKindsThereAre() async {
        let run = await runCommand(
            ["preview-renders", "--output", "/tmp/unused", "--kind", "Nope"],
            bundle: WidgetBundleDescriptor(SilentFailureBundle()))
        #expect(run.code != 0)
        #expect(run.errors.contains("Unknown kind 'Nope'"))
        #expect(run.errors.contains("'Fresh'"))
    }
}
