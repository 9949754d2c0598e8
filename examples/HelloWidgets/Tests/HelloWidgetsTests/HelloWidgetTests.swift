import Foundation
import Testing
import WidgetKit

@testable import HelloWidgets

#if os(Linux)
    import WidgetryTesting

    /// The widget as a person sees it, compared with the committed reference under `__Snapshots__` (record a new
    /// one with `WIDGETRY_RECORD=1 swift test`).
    @MainActor @Suite struct HelloWidgetTests {
        let morning = Date(timeIntervalSince1970: 1_800_000_000)

        @Test func smallWidgetShowsTheGreetingAndTheTime() async throws {
            let snapshot = try WidgetSnapshot(HelloWidget(), entry: HelloEntry(date: morning, greeting: "Bonjour"))
            await assertSnapshot(snapshot, family: .systemSmall, named: "hello-small")
        }

        @Test func layoutPutsTheGreetingBelowTheSymbol() async throws {
            let snapshot = try WidgetSnapshot(HelloWidget(), entry: HelloEntry(date: morning, greeting: "Hola"))
            let dump = try await snapshot.dump(family: .systemSmall)
            let symbol = try #require(dump.range(of: "hand.wave.fill"))
            let greeting = try #require(dump.range(of: "Hola"))
            #expect(symbol.lowerBound < greeting.lowerBound, "\(dump)")
        }
    }
#endif
