import Foundation
import Testing
import WidgetryHost
import WidgetryIsolation
import WidgetryKit

/// Containment: each misbehaving provider, run in the worker, costs only its own reload.
@Suite struct IsolatedProviderTests {
    @Test func aWellBehavedProviderRendersThroughTheWorker() async throws {
        let isolated = try await IsolatedHost.make()
        defer { isolated.isolation.shutDown() }
        let id = try await isolated.add("Steady")
        #expect(await isolated.events(of: id) == [.reloaded])
        let shown = try #require(try await isolated.host.currentEntry(of: id))
        #expect(shown.summary.contains("Steady 0"), "the summary comes from the entry in the worker")
        let rendering = try #require(try await isolated.host.currentRendering(of: id))
        #expect(String(decoding: rendering, as: UTF8.self).contains("Steady 0"), "laid out in the worker")
        #expect(isolated.isolation.processID(for: "Steady") != nil && isolated.isolation.restarts(for: "Steady") == 0)
    }

    @Test func aTrappingProviderCostsOnlyItsOwnReloadAndTheWorkerRestarts() async throws {
        let isolated = try await IsolatedHost.make()
        defer { isolated.isolation.shutDown() }
        let steady = try await isolated.add("Steady")
        let traps = try await isolated.add("Traps")
        let failure = try #require(await isolated.host.ledger(for: traps).last)
        #expect(failure.event == .failed)
        #expect(failure.detail.contains("ended with signal"), "\(failure.detail)")
        #expect(failure.detail.contains("the current content stays"))
        #expect(isolated.log.all.contains { $0.contains("[Traps]") && $0.contains("the host keeps serving") })
        // The host goes on: the steady widget reloads in its own worker, and renders there.
        let steadyWorker = isolated.isolation.processID(for: "Steady")
        try await isolated.host.requestReload(of: steady, reason: .interaction)
        #expect(await isolated.events(of: steady) == [.reloaded, .reloaded])
        #expect(isolated.isolation.processID(for: "Steady") == steadyWorker)
        #expect(try await isolated.host.currentRendering(of: steady) != nil)
        // Traps' next call starts a new worker (no back-off here), which traps again.
        try await isolated.host.requestReload(of: traps, reason: .interaction)
        #expect(await isolated.events(of: traps) == [.failed, .failed])
        #expect(isolated.isolation.restarts(for: "Traps") == 1)
    }

    @Test func aLeakingProviderMeetsTheMemoryLimitAndOnlyItsReloadFails() async throws {
        let isolated = try await IsolatedHost.make()
        defer { isolated.isolation.shutDown() }
        let leaks = try await isolated.add("Leaks")
        let failure = try #require(await isolated.host.ledger(for: leaks).last)
        #expect(failure.event == .failed)
        #expect(failure.detail.contains("provider process"), "\(failure.detail)")
        let steady = try await isolated.add("Steady")
        #expect(await isolated.events(of: steady) == [.reloaded])
    }

    @Test func aThrowingProviderIsRecordedAndTheWorkerStaysUp() async throws {
        let isolated = try await IsolatedHost.make()
        defer { isolated.isolation.shutDown() }
        let steady = try await isolated.add("Steady")
        // The station's default comes from the query's defaultResult(); looking it up for the timeline throws.
        let throwsID = try await isolated.add("Throws")
        let pid = try #require(isolated.isolation.processID(for: "Throws"))
        let failure = try #require(await isolated.host.ledger(for: throwsID).last)
        #expect(failure.event == .failed)
        #expect(failure.detail.contains("the weather service is down"), "\(failure.detail)")
        try await isolated.host.requestReload(of: throwsID, reason: .interaction)
        #expect(await isolated.events(of: throwsID) == [.failed, .failed])
        #expect(isolated.isolation.processID(for: "Throws") == pid, "an error is an answer, not a crash")
        #expect(isolated.isolation.restarts(for: "Throws") == 0)
        try await isolated.host.requestReload(of: steady, reason: .interaction)
        #expect(await isolated.host.ledger(for: steady).last?.event == .reloaded)
    }

    @Test(arguments: ["Blocks", "Hangs"])
    func aCallPastTheDeadlineAndGraceEndsTheWorker(kind: String) async throws {
        let isolated = try await IsolatedHost.make(deadline: 0.3, killGrace: 0.2)
        defer { isolated.isolation.shutDown() }
        let widget = try isolated.host.bundle.widget(kind: kind)
        let provider = try #require(widget.provider)
        // Called directly (the host's own deadline would return first), the call ends only when the worker is
        // killed for overrunning.
        await #expect {
            _ = try await provider.timeline(for: nil, in: TimelineProviderContext(family: .systemSmall))
        } throws: { error in
            "\(error)".contains("did not return within 0.5 s")
        }
        // The kind's next call runs in a new worker.
        #expect(isolated.isolation.processID(for: kind) == nil)
        await #expect {
            _ = try await provider.timeline(for: nil, in: TimelineProviderContext(family: .systemSmall))
        } throws: { error in
            "\(error)".contains("did not return within 0.5 s")
        }
        #expect(isolated.isolation.restarts(for: kind) == 1)
    }

    @Test func aBlockingProviderMissesTheHostDeadlineAndOthersKeepUpdating() async throws {
        let isolated = try await IsolatedHost.make(killGrace: 60)
        defer { isolated.isolation.shutDown() }
        // Added under the long deadline (the worker starts and draws the placeholder); only its first timeline,
        // which blocks for 30 s, runs under the short one.
        let blocks = try await isolated.host.addWidget(kind: "Blocks", family: .systemSmall).id
        var limits = await isolated.host.configuration.limits
        let long = limits
        limits.providerDeadline = 3
        await isolated.host.setLimits(limits)
        await isolated.clock.advance(by: 0)
        await isolated.host.waitUntilIdle()
        let failure = try #require(await isolated.host.ledger(for: blocks).last)
        #expect(failure.event == .failed && failure.detail.contains("did not answer within 3 s"))
        // Other kinds keep updating while its thread is blocked, and its worker is not killed before the grace.
        await isolated.host.setLimits(long)
        let steady = try await isolated.add("Steady")
        #expect(await isolated.events(of: steady) == [.reloaded])
        #expect(isolated.isolation.restarts(for: "Blocks") == 0)
    }

    @Test func restartsWaitOutTheBackOffAndSayUntilWhen() async throws {
        let isolated = try await IsolatedHost.make(initialBackoff: 3600)
        defer { isolated.isolation.shutDown() }
        let traps = try await isolated.add("Traps")
        #expect(await isolated.host.ledger(for: traps).last?.event == .failed)
        try await isolated.host.requestReload(of: traps, reason: .interaction)
        let failure = try #require(await isolated.host.ledger(for: traps).last)
        #expect(failure.event == .failed)
        #expect(failure.detail.contains("restarting after 1 crash(es) in a row"), "\(failure.detail)")
        #expect(isolated.isolation.restarts(for: "Traps") == 0)
        // Only the crashing kind waits: another kind's worker starts at once.
        let steady = try await isolated.add("Steady")
        #expect(await isolated.events(of: steady) == [.reloaded])
    }
}

@Suite struct IsolatedActionTests {
    @Test func aTappedButtonsIntentRunsInTheWorkerAndTheWidgetReloads() async throws {
        let isolated = try await IsolatedHost.make()
        defer { isolated.isolation.shutDown() }
        let steady = try await isolated.add("Steady")
        #expect(try await isolated.host.currentEntry(of: steady)?.summary.contains("(taps 0)") == true)
        try await isolated.host.performAction(
            instanceID: steady, WidgetActionRequest(intentType: "MisbehavingWidgets.BumpIntent"))
        await isolated.host.waitUntilIdle()
        // The count lives in the worker: only an intent performed there shows in the provider's next timeline.
        #expect(try await isolated.host.currentEntry(of: steady)?.summary.contains("(taps 1)") == true)
        await #expect {
            try await isolated.host.performAction(
                instanceID: steady, WidgetActionRequest(intentType: "MisbehavingWidgets.NoSuchIntent"))
        } throws: { error in
            "\(error)".contains("could not be prepared") && "\(error)".contains("NoSuchIntent")
        }
    }
}
