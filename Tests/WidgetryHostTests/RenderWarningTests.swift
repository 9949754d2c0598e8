import Foundation
import Testing
import WidgetryHost
import WidgetryKit

/// The silent failures a renderer reports with its renderings land in the instance's reload ledger.
@Suite struct RenderWarningTests {
    @Test func aRendererWarningIsRecordedOnceInTheLedgerWithItsMessage() async throws {
        let message = "Image 'hero' is 2048×2048 px; downscale it."
        let renderer = RecordingRenderer { request in
            // Every entry and variant reports the same image, and the first entry one more warning of its own.
            [WidgetWarning(.imageTooLarge, message)]
                + (request.slot == .entry(0) ? [WidgetWarning(.overMemoryLimit, "Too much memory.")] : [])
        }
        // Three entries in the Home Screen's four variants: twelve renderings report the image.
        let harness = try await HostHarness.make(.entries(count: 3, spacing: 600, policy: .never), renderer: renderer)
        try await harness.addLoaded()
        let ledger = await harness.host.ledger(for: "w1")
        let warnings = ledger.filter { $0.event == .warning }.map(\.detail)
        #expect(warnings == [message, "Too much memory."], "\(ledger)")
        #expect(await harness.records(.reloaded).count == 1)
        #expect(renderer.callCount >= 12)
        #expect(harness.logger.messages.contains { $0.level == .warning && $0.message.contains(message) })
    }

    @Test func renderingsWithoutWarningsAddNoLedgerLine() async throws {
        let harness = try await HostHarness.make(.entries(count: 2, spacing: 600, policy: .never))
        try await harness.addLoaded()
        #expect(await harness.records(.warning).isEmpty)
        #expect(await harness.records(.reloaded).count == 1)
    }
}
