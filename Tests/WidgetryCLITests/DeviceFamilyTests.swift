import Foundation
import Testing
import Widgetry
import WidgetryCLI

/// `systemExtraLarge` is an iPad family: on an iPhone profile `render` refuses it naming the iPad profiles, without
/// `--device` it is drawn on the iPad, and the gallery offers it only for an iPad.
@MainActor
@Suite struct DeviceFamilyTests {
    let bundle = WidgetBundleDescriptor(WideBundle())

    func folder() throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("widgetry-families-\(UUID())")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.path
    }

    @Test func anIPhoneProfileRefusesExtraLargeNamingTheIPads() async throws {
        #expect(!DeviceProfile.default.offers(.systemExtraLarge))
        #expect(DeviceProfile.offering(.systemExtraLarge).map(\.name) == ["iPad 1024×1366"])
        let output = try folder() + "/xl.png"
        let run = await CLIRun.run(
            ["render", "--kind", "Wide", "--family", "systemExtraLarge", "--device", "iPhone 393×852", "-o", output],
            bundle: bundle)
        #expect(run.code != 0)
        #expect(
            run.errors.contains(
                "'iPhone 393×852' has no systemExtraLarge: it is an iPad family. Use --device 'iPad 1024×1366'"),
            "\(run.errors)")
    }

    @Test func withoutADeviceExtraLargeIsDrawnOnTheIPad() async throws {
        let output = try folder() + "/xl.png"
        let run = await CLIRun.run(
            ["render", "--kind", "Wide", "--family", "systemExtraLarge", "--scale", "1", "-o", output], bundle: bundle)
        #expect(run.code == 0, "\(run.errors)")
        #expect(run.output.contains("748×356 px"), "\(run.output)")
    }

    @Test func theGalleryOffersExtraLargeOnlyOnAnIPad() async throws {
        let phone = try folder()
        _ = await CLIRun.run(["gallery", "--output", phone, "--scale", "1", "--quiet"], bundle: bundle)
        let phoneFiles = try FileManager.default.contentsOfDirectory(atPath: phone)
        #expect(phoneFiles.contains { $0.contains("systemMedium") })
        #expect(!phoneFiles.contains { $0.contains("systemExtraLarge") }, "\(phoneFiles.sorted())")
        let pad = try folder()
        _ = await CLIRun.run(
            ["gallery", "--output", pad, "--scale", "1", "--quiet", "--device", "iPad 1024×1366"], bundle: bundle)
        #expect(try FileManager.default.contentsOfDirectory(atPath: pad).contains { $0.contains("systemExtraLarge") })
    }
}

struct WideWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Wide", provider: TickProvider()) { entry in
            Text("\(entry.tick)").containerBackground(.white, for: .widget)
        }
        .supportedFamilies([.systemMedium, .systemExtraLarge])
    }
}

struct WideBundle: WidgetBundle {
    var body: some Widget { WideWidget() }
}
