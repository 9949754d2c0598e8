import Foundation
import Synchronization
import Testing
import WidgetryKit
import WidgetryUI

@testable import WidgetryHost

/// The reload executor alone: a provider that answers, throws or never answers becomes a ``ReloadOutcome``, under a
/// deadline that passes when the test moves a manual clock; and the back-off it plans after failures.
@Suite struct ReloadExecutorTests {
    let t0 = Date(timeIntervalSince1970: 1_800_000_000)
    let context = TimelineProviderContext(family: .systemSmall, isPreview: false, device: .default)

    func at(_ seconds: TimeInterval) -> Date { t0.addingTimeInterval(seconds) }

    @Test func aProviderThatAnswersGivesItsTimelineAsReturned() async throws {
        let deadline = ManualDeadline()
        let widget = await probeWidget { _, _ in
            AnyTimeline(Timeline(entries: [ScriptEntry(date: self.at(0), label: "a")], policy: .never))
        }
        let executor = ReloadExecutor(deadline: 15, waitForDeadline: deadline.wait)
        let outcome = await executor.timeline(
            of: widget, configuration: nil, context: context, owner: nil, at: at(100))
        guard case .timeline(let timeline, let shift) = outcome else {
            Issue.record("expected a timeline, got \(outcome)")
            return
        }
        #expect(timeline.entries.map(\.date) == [at(0)])
        #expect(shift == 0, "dates are used as returned")
    }

    @Test func aProviderThatThrowsGivesItsErrorAsTheFailure() async throws {
        let deadline = ManualDeadline()
        let widget = await probeWidget { _, _ in throw ScriptError() }
        let executor = ReloadExecutor(deadline: 15, waitForDeadline: deadline.wait)
        let outcome = await executor.timeline(of: widget, configuration: nil, context: context, owner: nil, at: t0)
        guard case .failed(let failure) = outcome, case .threw(let error) = failure else {
            Issue.record("expected a thrown error, got \(outcome)")
            return
        }
        #expect(error is ScriptError)
        #expect(failure.sentence == "failed: the script says fail")
    }

    @Test func aProviderThatNeverAnswersTimesOutExactlyWhenTheDeadlinePasses() async throws {
        let deadline = ManualDeadline()
        let provider = Gate()
        provider.close()
        let widget = await probeWidget { _, _ in
            await provider.pass()
            return AnyTimeline(Timeline(entries: [ScriptEntry(date: self.at(0), label: "late")], policy: .never))
        }
        let executor = ReloadExecutor(deadline: 15, waitForDeadline: deadline.wait)
        let context = self.context
        let call = Task {
            await executor.timeline(of: widget, configuration: nil, context: context, owner: nil, at: t0)
        }
        await provider.arrivals(1)
        await deadline.armed.arrivals(1)
        await deadline.clock.advance(to: at(14.9))
        #expect(deadline.clock.pendingWakeUps == [at(15)], "the deadline has not passed yet")
        await deadline.clock.advance(to: at(15))
        let outcome = await call.value
        guard case .failed(let failure) = outcome, case .timedOut(let seconds) = failure else {
            Issue.record("expected a timeout, got \(outcome)")
            provider.open()
            return
        }
        #expect(seconds == 15)
        #expect(failure.sentence == "did not answer within 15 s")
        provider.open()
    }

    @Test func aProviderStillWorkingAtTheDeadlineIsCancelledAndItsLateAnswerDropped() async throws {
        let deadline = ManualDeadline()
        let provider = Gate()
        let finished = Gate()
        let sawCancellation = Mutex(false)
        provider.close()
        let widget = await probeWidget { _, _ in
            await provider.pass()
            sawCancellation.withLock { $0 = Task.isCancelled }
            await finished.pass()
            return AnyTimeline(Timeline(entries: [ScriptEntry(date: self.at(0), label: "late")], policy: .never))
        }
        let executor = ReloadExecutor(deadline: 2, waitForDeadline: deadline.wait)
        let context = self.context
        let call = Task {
            await executor.timeline(of: widget, configuration: nil, context: context, owner: nil, at: t0)
        }
        await provider.arrivals(1)
        await deadline.armed.arrivals(1)
        await deadline.clock.advance(to: at(2))
        let outcome = await call.value
        provider.open()
        await finished.arrivals(1)
        guard case .failed(.timedOut) = outcome else {
            Issue.record("the late answer must not count: \(outcome)")
            return
        }
        #expect(sawCancellation.withLock { $0 }, "the provider's task is cancelled at the deadline")
    }

    @Test func wallClockDatingShiftsEntriesByTheHostsTimeMinusTheWallClocksAtTheCall() async throws {
        let deadline = ManualDeadline()
        let wall = Date(timeIntervalSince1970: 1_700_000_000)
        let widget = await probeWidget { _, _ in
            AnyTimeline(Timeline(entries: [ScriptEntry(date: wall, label: "a")], policy: .never))
        }
        let executor = ReloadExecutor(
            deadline: 15, waitForDeadline: deadline.wait, timelineDating: .relativeToWallClock, wallClock: { wall })
        let outcome = await executor.timeline(of: widget, configuration: nil, context: context, owner: nil, at: t0)
        guard case .timeline(_, let shift) = outcome else {
            Issue.record("expected a timeline, got \(outcome)")
            return
        }
        #expect(shift == t0.timeIntervalSince(wall))
    }

    @Test func theProviderIsAskedWithTheConfigurationContextAndBackgroundSessionOwner() async throws {
        let deadline = ManualDeadline()
        let seen = Mutex<(WidgetConfigurationValues?, WidgetFamily?, String?)>((nil, nil, nil))
        let widget = await probeWidget { configuration, context in
            seen.withLock { $0 = (configuration, context.family, BackgroundURLSessions.owner?.instanceID) }
            return AnyTimeline(Timeline(entries: [ScriptEntry(date: .distantPast, label: "a")], policy: .never))
        }
        let executor = ReloadExecutor(deadline: 15, waitForDeadline: deadline.wait)
        let owner = BackgroundURLSessionOwner(instanceID: "w7", kind: "Probe") { _ in }
        let configuration: WidgetConfigurationValues = ["label": .string("B")]
        _ = await executor.timeline(
            of: widget, configuration: configuration,
            context: TimelineProviderContext(family: .systemMedium, isPreview: false, device: .default), owner: owner,
            at: t0)
        let (values, family, ownerID) = seen.withLock { $0 }
        #expect(values == configuration && family == .systemMedium && ownerID == "w7")
    }

    @Test func everyCallIsTimedForTheMetricsWhateverItsOutcome() async throws {
        let deadline = ManualDeadline()
        let metrics = AnswerRecorder()
        let wall = Date(timeIntervalSince1970: 1_700_000_000)
        let answers = await probeWidget { _, _ in
            AnyTimeline(Timeline(entries: [ScriptEntry(date: wall, label: "a")], policy: .never))
        }
        let throwing = await probeWidget { _, _ in throw ScriptError() }
        let executor = ReloadExecutor(
            deadline: 15, waitForDeadline: deadline.wait, wallClock: { wall }, metrics: metrics)
        _ = await executor.timeline(of: answers, configuration: nil, context: context, owner: nil, at: t0)
        _ = await executor.timeline(of: throwing, configuration: nil, context: context, owner: nil, at: t0)
        #expect(metrics.answers.map(\.kind) == ["Probe", "Probe"])
        #expect(metrics.answers.map(\.start) == [wall, wall])
    }

    @Test func retriesBackOffExponentiallyUpToTheCap() {
        let executor = ReloadExecutor(
            deadline: 15, retry: RetryPolicy(initialDelay: 300, multiplier: 2, maximumDelay: 7200))
        #expect((1...7).map(executor.retryDelay(afterFailures:)) == [300, 600, 1200, 2400, 4800, 7200, 7200])
    }

    @Test func noRetryComesSoonerThanTheMinimumInterval() {
        let executor = ReloadExecutor(
            deadline: 15, retry: RetryPolicy(initialDelay: 300, multiplier: 2, maximumDelay: 7200), reloadFloor: 900)
        #expect((1...4).map(executor.retryDelay(afterFailures:)) == [900, 900, 1200, 2400])
    }

    @Test func theRetryPlanIsARetryInTheRetrySlotCarryingTheFailureCount() {
        let executor = ReloadExecutor(deadline: 15, retry: RetryPolicy(initialDelay: 300), reloadFloor: 60)
        let plan = executor.retryPlan(afterFailures: 3, at: at(100))
        #expect(plan.slot == .retry && plan.reason == .retry && plan.failures == 3)
        #expect(plan.date == at(100 + 1200) && plan.requestedDate == plan.date)
    }

    @Test func theHostsConfigurationGivesTheDeadlineDatingBackOffAndFloor() {
        var configuration = HostConfiguration(timelineDating: .relativeToWallClock)
        configuration.limits.providerDeadline = 7
        configuration.retry = RetryPolicy(initialDelay: 10, multiplier: 3, maximumDelay: 100)
        let executor = ReloadExecutor(configuration: configuration)
        #expect(executor.deadline == 7 && executor.timelineDating == .relativeToWallClock)
        #expect(executor.retry == configuration.retry && executor.reloadFloor == configuration.reloadFloor)
    }

    /// A widget whose timeline comes from `timeline`.
    func probeWidget(
        _ timeline:
            @escaping @Sendable (WidgetConfigurationValues?, TimelineProviderContext) async throws -> AnyTimeline
    ) async -> WidgetDescriptor {
        let base = await makeBundle([ScriptedWidget(kind: "Probe", script: ProviderScript(clock: nil))]).widgets[0]
        return base.replacingProvider(
            AnyWidgetProvider(
                placeholder: { _ in AnyTimelineEntry(ScriptEntry(date: .distantPast, label: "placeholder")) },
                snapshot: { _, _ in AnyTimelineEntry(ScriptEntry(date: .distantPast, label: "snapshot")) },
                timeline: timeline, recommendations: { [] }, resolveConfiguration: { $0 },
                content: { _ in AnyView(Text("probe")) }))
    }
}

/// A provider deadline on a manual clock: it passes when the test moves the clock past it, and `armed` counts the
/// waits that have begun, so a test advances the clock only once the deadline is set. A cancelled wait (the provider
/// answered first) ends at once and leaves no wake-up behind.
final class ManualDeadline: Sendable {
    let clock = ManualClock(now: Date(timeIntervalSince1970: 1_800_000_000))
    let armed = Gate()

    private enum Wait {
        case pending
        case ended
        case waiting(CheckedContinuation<Void, Never>)
    }

    private let waits = Mutex<[UUID: Wait]>([:])

    func wait(_ seconds: TimeInterval) async {
        let id = UUID()
        waits.withLock { $0[id] = .pending }
        clock.setWakeUp(id, at: clock.now.addingTimeInterval(seconds)) { [self] in end(id) }
        await withTaskCancellationHandler {
            await armed.pass()
            await withCheckedContinuation { continuation in
                let ended = waits.withLock { waits in
                    if case .ended = waits[id] { return true }
                    waits[id] = .waiting(continuation)
                    return false
                }
                if ended { continuation.resume() }
            }
        } onCancel: {
            clock.cancelWakeUp(id)
            end(id)
        }
        _ = waits.withLock { $0.removeValue(forKey: id) }
    }

    private func end(_ id: UUID) {
        let continuation = waits.withLock { waits -> CheckedContinuation<Void, Never>? in
            guard let wait = waits[id] else { return nil }
            if case .waiting(let continuation) = wait {
                waits[id] = .ended
                return continuation
            }
            waits[id] = .ended
            return nil
        }
        continuation?.resume()
    }
}

/// Records the metrics' provider answers.
final class AnswerRecorder: HostMetricsRecorder {
    private let recorded = Mutex<[(kind: String, start: Date)]>([])

    var answers: [(kind: String, start: Date)] { recorded.withLock { $0 } }

    func count(_ record: ReloadRecord, kind: String) {}
    func providerAnswered(kind: String, since start: Date) { recorded.withLock { $0.append((kind, start)) } }
    func countLeaseTakeovers(_ count: Int) {}
}
