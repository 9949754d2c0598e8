import Foundation
import Testing
import WidgetryTesting

/// The view-layer widgets, rendered: settings read from a `UserDefaults` suite, a gradient gauge tint drawn in
/// PNG and HTML, observed objects found through the environment.
@Suite(.serialized) struct ViewLayerRenderTests {
    @MainActor
    @Test func airQualityReadsItsSettingsAndDrawsAGradientGauge() async throws {
        let suite = AirQualityView.suiteName
        let defaults = try #require(UserDefaults(suiteName: suite))
        defaults.set("pm25", forKey: "unit")
        defaults.set("Lyon", forKey: "city")
        defaults.synchronize()
        defer { defaults.removePersistentDomain(forName: suite) }
        let snapshot = try WidgetSnapshot(AirQualityWidget(), entry: AirQualityEntry(date: Date(), index: 120))
        let dump = try await snapshot.dump(family: .systemSmall)
        #expect(dump.contains("Lyon"), "\(dump)")
        #expect(dump.contains("120"))
        #expect(!dump.contains("\"AQI\""), "labelsHidden() hides the gauge's label")
        let html = try await snapshot.html(family: .systemSmall)
        #expect(html.contains("conic-gradient"))
        let png = try await snapshot.png(family: .systemSmall)
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }

    @MainActor
    @Test func observedObjectsAndObservableSettingsResolve() async throws {
        let snapshot = try WidgetSnapshot(
            ObservedTodoWidget(), entry: TodoEntry(date: Date(), titles: ["Milk", "Mail"]))
        let dump = try await snapshot.dump(family: .systemSmall)
        #expect(dump.contains("Today: 2 to do"), "\(dump)")
        #expect(dump.contains("Milk") && dump.contains("Mail"))
        let png = try await snapshot.png(family: .systemSmall)
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }
}

/// Views a widget draws once: `AsyncImage` shows its placeholder, `TimelineView` the entry's moment,
/// `containerRelativeFrame` the widget's content width.
@Suite struct DrawnOnceViewTests {
    @MainActor
    @Test func photoWidgetShowsPlaceholderEntryTimeAndAContainerWideCaption() async throws {
        let date = Date(timeIntervalSince1970: 1_780_000_000)
        let entry = PhotoOfTheDayEntry(
            date: date, title: "Aurora", imageURL: URL(string: "https://example.com/aurora.jpg"))
        let snapshot = try WidgetSnapshot(PhotoOfTheDayWidget(), entry: entry)
        let dump = try await snapshot.dump(family: .systemSmall)
        #expect(dump.contains("Aurora"), "\(dump)")
        #expect(dump.contains("Paint (16, 16, 138, 138) #5856D6"), "the `.empty` phase's indigo placeholder: \(dump)")
        #expect(dump.contains("width: 138, alignment: leading"), "the caption spans the content area: \(dump)")
        #expect(!dump.contains("photo"), "no image ever loads, so neither success nor failure shows: \(dump)")
        let png = try await snapshot.png(family: .systemSmall)
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }
}
