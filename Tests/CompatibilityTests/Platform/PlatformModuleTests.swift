import Combine
import Foundation
import Logging
import OSLog
import SwiftUI
import Testing
import WidgetKit
import WidgetryTesting

/// The platform modules widgets import (UIKit, OSLog, Combine) and Xcode's generated asset symbols, checked by
/// rendering: a swatch drawn from a platform value must give the same PNG as the equivalent SwiftUI color.
@Suite struct PlatformModuleTests {
    /// The test bundle's catalog, as SwiftPM copies it.
    static var catalogURL: URL {
        Bundle.module.bundleURL.appendingPathComponent("Resources/PlatformAssets.xcassets")
    }

    @MainActor
    static func png(_ fill: PlatformSwatchFill, colorScheme: ColorScheme = .light) async throws -> Data {
        let entry = PlatformSwatchEntry(date: Date(timeIntervalSince1970: 0), fill: fill)
        return try await WidgetSnapshot(PlatformSwatchWidget(), entry: entry, assets: catalogURL)
            .png(family: .systemSmall, colorScheme: colorScheme)
    }

    @MainActor @Test func imageFromPNGDataDrawsItsPixels() async throws {
        let (facts, fill) = try #require(PlatformProbes.redImageFromData())
        #expect(facts.size == CGSize(width: 4, height: 4))
        #expect(facts.pngData == PlatformProbes.redPNG)
        let drawn = try await Self.png(fill)
        #expect(drawn == (try await Self.png(.color(Color(red: 1, green: 0, blue: 0)))))
        #expect(drawn != (try await Self.png(.color(.black))))
    }

    @MainActor @Test func imageFromFileAndTintDraw() async throws {
        let (facts, tinted) = try #require(try PlatformProbes.tintedImageFromFile())
        #expect(facts.scale == 2)
        #expect(facts.size == CGSize(width: 2, height: 2))
        #expect(try await Self.png(tinted) == (try await Self.png(.color(Color(red: 0, green: 0, blue: 1)))))
    }

    @Test func dataThatIsNotPNGGivesNil() {
        #expect(!PlatformProbes.imageFromData(Data([0xFF, 0xD8, 0xFF, 0xE0, 0, 0x10])))
        #expect(!PlatformProbes.imageFromData(Data()))
    }

    @MainActor @Test func dynamicColorFollowsTheColorScheme() async throws {
        let light = try await Self.png(PlatformProbes.dynamicFill(), colorScheme: .light)
        let dark = try await Self.png(PlatformProbes.dynamicFill(), colorScheme: .dark)
        #expect(light == (try await Self.png(.color(Color(red: 1, green: 0, blue: 0)), colorScheme: .light)))
        #expect(dark == (try await Self.png(.color(Color(red: 0, green: 0, blue: 1)), colorScheme: .dark)))
        let systemDark = try await Self.png(PlatformProbes.systemRedFill, colorScheme: .dark)
        #expect(systemDark == (try await Self.png(.color(.red), colorScheme: .dark)))
    }

    @Test func systemColorsResolveForTraits() {
        let background = PlatformProbes.darkSystemBackground()
        #expect(background.white == 0 && background.alpha == 1)
        #expect(PlatformProbes.opaqueSecondaryLabelDiffers())
    }

    @Test func fontsAndMetricsScaleWithTextSize() {
        let fonts = PlatformProbes.fontFacts()
        #expect(fonts.body == 17)
        #expect(fonts.lineHeight > 17 && fonts.lineHeight < 25)
        #expect(fonts.largestBody > 40)
        #expect(fonts.defaultTen == 10)
        #expect(PlatformProbes.screenSize == DeviceProfile.default.screen)
    }

    @MainActor @Test func generatedColorSymbolsResolveToTheCatalog() async throws {
        #expect(ColorResource.platformBrand == ColorResource(name: "PlatformBrandColor", bundle: Bundle.module))
        #expect(
            ColorResource.PlatformTheme.highlight == ColorResource(name: "PlatformTheme/Highlight", bundle: .module))
        let components = PlatformProbes.brandComponents()
        #expect(components[0] == 1 && abs(components[1] - 64.0 / 255) < 1e-9 && components[2] == 0)
        #expect(components[3] == 1)
        let lightSwatch = try await Self.png(.colorResource(.platformBrand))
        #expect(lightSwatch == (try await Self.png(.color(Color(red: 1, green: 64.0 / 255, blue: 0)))))
        #expect(lightSwatch == (try await Self.png(.color(.platformBrand))))
        let darkSwatch = try await Self.png(.colorResource(.platformBrand), colorScheme: .dark)
        #expect(darkSwatch == (try await Self.png(PlatformProbes.brandFill, colorScheme: .dark)))
        let darkLiteral = Color(red: 0, green: 64.0 / 255, blue: 1)
        #expect(darkSwatch == (try await Self.png(.color(darkLiteral), colorScheme: .dark)))
    }

    @MainActor @Test func generatedImageSymbolsResolveToTheCatalog() async throws {
        let badge = PlatformProbes.badgeFacts()
        #expect(badge.scale == 2)
        #expect(badge.size == CGSize(width: 4, height: 3))
        let swatch = try await Self.png(.imageResource(.platformBadge))
        #expect(swatch == (try await Self.png(.color(Color(red: 0, green: 200.0 / 255, blue: 0)))))
        #expect(try await Self.png(PlatformProbes.badgeImageFill) == swatch)
    }

    @Test func loggerMessagesReachSwiftLog() {
        let handler = PlatformCapturingLogHandler()
        let logger = PlatformOSLogger(backend: Logging.Logger(label: "com.example.news.widget") { _ in handler })
        let count = 3
        let user = "alice"
        logger.info("Loaded \(count) items for \(user, privacy: .private) in \(0.25, format: .fixed(precision: 2))s")
        logger.log(level: .error, "Flags \(42, format: .hex(includePrefix: true, minDigits: 4))")
        logger.fault("\(true, format: .answer) \("x", align: .right(columns: 3))")
        #expect(
            handler.records == [
                .init(level: .info, message: "Loaded 3 items for <private> in 0.25s"),
                .init(level: .error, message: "Flags 0x002a"),
                .init(level: .critical, message: "YES   x"),
            ])
    }

    @Test func combinePipelinesDeliver() async {
        let store = PlatformHeadlineStore()
        var changes = 0
        let observation = store.objectWillChange.sink { changes += 1 }
        store.updates.send(["A", "", "B"])
        #expect(store.headlines == ["A", "B"])
        #expect(changes == 1)
        observation.cancel()

        let subject = CurrentValueSubject<Int, Never>(1)
        var received: [Int] = []
        let cancellable = subject.map { $0 * 10 }.sink { received.append($0) }
        subject.send(2)
        subject.send(completion: .finished)
        #expect(received == [10, 20])
        cancellable.cancel()

        var justValue = 0
        _ = Just(7).sink { justValue = $0 }
        #expect(justValue == 7)
        let future = Future<String, Never> { promise in promise(.success("done")) }
        var values: [String] = []
        for await value in future.values { values.append(value) }
        #expect(values == ["done"])
    }

    @MainActor @Test func newsWidgetRenders() async throws {
        let entry = PlatformNewsEntry(date: Date(timeIntervalSince1970: 0), headlines: ["Markets rally"])
        let png = try await WidgetSnapshot(PlatformNewsWidget(), entry: entry).png(family: .systemSmall)
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }
}

/// Keeps what swift-log hands it.
final class PlatformCapturingLogHandler: LogHandler, @unchecked Sendable {
    struct Record: Equatable {
        let level: Logging.Logger.Level
        let message: String
    }

    private let lock = NSLock()
    private var stored: [Record] = []
    var records: [Record] { lock.withLock { stored } }
    var metadata: Logging.Logger.Metadata = [:]
    var logLevel: Logging.Logger.Level = .trace

    subscript(metadataKey key: String) -> Logging.Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        lock.withLock { stored.append(Record(level: event.level, message: event.message.description)) }
    }
}
