import Foundation
import Synchronization
import Testing
import WidgetryUI

@testable import WidgetryKit

// MARK: The sample's Live Activity (OrdersAndActivities.swift), unchanged but for Swift 6.

enum DeliveryStep: Int, Codable, Hashable, CaseIterable, Comparable {
    case preparing, onTheWay, delivered
    var icon: String {
        switch self {
        case .preparing: "frying.pan"
        case .onTheWay: "box.truck.fill"
        case .delivered: "checkmark.circle.fill"
        }
    }
    static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

struct DeliveryAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var driverName: String
        var estimatedDeliveryTime: ClosedRange<Date>
        var currentStep: DeliveryStep
    }
    var orderNumber: Int
    var restaurantName: String
}

struct DeliveryActivityWidget: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: DeliveryAttributes.self) { context in
            VStack(alignment: .leading) {
                Text(context.attributes.restaurantName).font(.headline)
                HStack {
                    Text("Driver: \(context.state.driverName)")
                    Spacer()
                    Text(timerInterval: context.state.estimatedDeliveryTime, countsDown: true)
                }
                if context.isStale { Text("Updating...") }
            }
            .padding()
            .activityBackgroundTint(Color.black.opacity(0.6))
            .activitySystemActionForegroundColor(.white)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Image(systemName: "box.truck.fill").font(.title2)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text(timerInterval: context.state.estimatedDeliveryTime, countsDown: true)
                        .font(.caption)
                }
                DynamicIslandExpandedRegion(.center) {
                    Text(context.attributes.restaurantName).font(.headline)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    HStack {
                        ForEach(DeliveryStep.allCases, id: \.self) { step in
                            Image(systemName: step.icon)
                                .foregroundStyle(step <= context.state.currentStep ? .primary : .tertiary)
                        }
                    }
                }
            } compactLeading: {
                Image(systemName: "box.truck.fill")
            } compactTrailing: {
                Text(timerInterval: context.state.estimatedDeliveryTime, countsDown: true)
                    .frame(width: 40).monospacedDigit()
            } minimal: {
                Image(systemName: "box.truck.fill")
            }
            .widgetURL(URL(string: "pizza://order/\(context.attributes.orderNumber)"))
            .keylineTint(.orange)
        }
        .supplementalActivityFamilies([.small, .medium])
    }
}

func runDelivery() async throws -> String {
    let attributes = DeliveryAttributes(orderNumber: 123, restaurantName: "Pizza Place")
    let state = DeliveryAttributes.ContentState(
        driverName: "Alex",
        estimatedDeliveryTime: Date()...Date().addingTimeInterval(1800),
        currentStep: .preparing
    )
    let content = ActivityContent(state: state, staleDate: nil, relevanceScore: 75)
    let activity = try Activity.request(attributes: attributes, content: content, pushType: .token)
    _ = activity.id
    _ = activity.activityState
    var newState = state
    newState.currentStep = .onTheWay
    let updated = ActivityContent(state: newState, staleDate: nil, relevanceScore: 90)
    await activity.update(updated)
    var finalState = newState
    finalState.currentStep = .delivered
    let final = ActivityContent(state: finalState, staleDate: nil, relevanceScore: 0)
    await activity.end(final, dismissalPolicy: .after(.now.addingTimeInterval(3600)))
    for running in Activity<DeliveryAttributes>.activities { _ = running.content.state }
    _ = ActivityAuthorizationInfo().areActivitiesEnabled
    return activity.id
}

// MARK: Helpers

/// A clock tests move by hand.
private final class ActivityTestClock: Sendable {
    private let date = Mutex(Date(timeIntervalSinceReferenceDate: 800_000_000))
    var now: Date { date.withLock { $0 } }
    func advance(by seconds: TimeInterval) { date.withLock { $0 += seconds } }
}

/// The events a store reported, in order.
private final class ActivityEventLog: Sendable {
    let events = Mutex<[LiveActivityEvent]>([])
    var all: [LiveActivityEvent] { events.withLock { $0 } }
    func append(_ event: LiveActivityEvent) { events.withLock { $0.append(event) } }
}

/// A store with a manual clock and a log of its events.
private struct ActivityTestBed {
    let clock = ActivityTestClock()
    let store: LiveActivityStore
    let log = ActivityEventLog()

    init() {
        let clock = self.clock
        store = LiveActivityStore(clock: { clock.now })
        let log = self.log
        store.addObserver { event in log.append(event) }
    }

    var eventKinds: [LiveActivityEvent.Kind] { log.all.map(\.kind) }

    func state(_ step: DeliveryStep = .preparing, driver: String = "Alex") -> DeliveryAttributes.ContentState {
        DeliveryAttributes.ContentState(
            driverName: driver, estimatedDeliveryTime: clock.now...clock.now.addingTimeInterval(1800),
            currentStep: step)
    }

    func request(
        _ step: DeliveryStep = .preparing, staleDate: Date? = nil, relevance: Double = 0, pushType: PushType? = nil
    ) throws -> Activity<DeliveryAttributes> {
        try Activity.request(
            attributes: DeliveryAttributes(orderNumber: 123, restaurantName: "Pizza Place"),
            content: ActivityContent(state: state(step), staleDate: staleDate, relevanceScore: relevance),
            pushType: pushType, in: store)
    }
}

@MainActor
private func dump(_ view: AnyView) -> String {
    ViewResolver.resolve(view, in: EnvironmentValues()).dump()
}

// MARK: Tests

@Suite struct ActivityKitTests {
    @Test func requestUpdateAndEndFollowTheLifecycle() async throws {
        let bed = ActivityTestBed()
        let activity = try bed.request(pushType: .token)
        #expect(activity.activityState == .active)
        #expect(activity.pushToken?.count == 32)
        #expect(activity.attributes.restaurantName == "Pizza Place")

        await activity.update(ActivityContent(state: bed.state(.onTheWay), staleDate: nil, relevanceScore: 90))
        #expect(activity.content.state.currentStep == .onTheWay)
        #expect(activity.content.relevanceScore == 90)

        await activity.end(ActivityContent(state: bed.state(.delivered), staleDate: nil), dismissalPolicy: .default)
        #expect(activity.activityState == .ended)
        #expect(activity.content.state.currentStep == .delivered)
        #expect(Activity<DeliveryAttributes>.activities(in: bed.store).map(\.id) == [activity.id])

        bed.clock.advance(by: 4 * 3600)
        bed.store.advance(to: bed.clock.now)
        #expect(activity.activityState == .dismissed)
        #expect(activity.content.state.currentStep == .delivered)
        #expect(Activity<DeliveryAttributes>.activities(in: bed.store).isEmpty)
        #expect(bed.eventKinds == [.started, .updated, .ended, .dismissed])
    }

    @Test func activitiesWithoutTokenPushHaveNoPushToken() throws {
        let bed = ActivityTestBed()
        #expect(try bed.request().pushToken == nil)
        #expect(try bed.request(pushType: .channel("orders")).pushToken == nil)
    }

    @Test func sampleDeliveryRunsAgainstTheSharedStore() async throws {
        let id = try await runDelivery()
        let record = try #require(LiveActivityStore.shared.record(id: id))
        #expect(record.attributesType == "DeliveryAttributes")
        #expect(record.endDate != nil)
        let ended = try #require(Activity<DeliveryAttributes>.activities.first { $0.id == id })
        #expect(ended.content.state.currentStep == .delivered)
        #expect(ended.activityState == .ended)
    }

    @Test func requestOverFourKilobytesThrowsAttributesTooLarge() throws {
        let bed = ActivityTestBed()
        let huge = DeliveryAttributes(orderNumber: 1, restaurantName: String(repeating: "x", count: 4100))
        let content = ActivityContent(state: bed.state(), staleDate: nil)
        #expect {
            _ = try Activity.request(attributes: huge, content: content, in: bed.store)
        } throws: { error in
            guard let error = error as? ActivityAuthorizationError else { return false }
            return error == .attributesTooLarge && error.message.contains("the limit is 4096 bytes")
        }
        #expect(bed.store.records.isEmpty)
    }

    @Test func updateOverFourKilobytesKeepsContentAndReportsWhy() async throws {
        let bed = ActivityTestBed()
        let activity = try bed.request()
        await activity.update(
            ActivityContent(state: bed.state(driver: String(repeating: "y", count: 4100)), staleDate: nil))
        #expect(activity.content.state.driverName == "Alex")
        let rejection = try #require(bed.log.all.last)
        #expect(rejection.kind == .updateRejected)
        #expect(rejection.message?.contains("'DeliveryAttributes'") == true)
        #expect(rejection.message?.contains("4096") == true)
    }

    @Test(arguments: [
        (ActivityUIDismissalPolicy.default, 4 * 3600.0),
        (.immediate, 0),
        (.after(Date(timeIntervalSinceReferenceDate: 3600)), 3600),
        (.after(Date(timeIntervalSinceReferenceDate: 86_400)), 4 * 3600),
        (.after(Date(timeIntervalSinceReferenceDate: -60)), 0),
    ])
    func dismissalDateIsClampedToFourHours(policy: ActivityUIDismissalPolicy, delay: TimeInterval) {
        let end = Date(timeIntervalSinceReferenceDate: 0)
        #expect(LiveActivityLimits.standard.dismissalDate(for: policy, endedAt: end) == end.addingTimeInterval(delay))
    }

    @Test func endedActivityKeepsFinalContentUntilClampedDismissal() async throws {
        let bed = ActivityTestBed()
        let activity = try bed.request()
        await activity.end(
            ActivityContent(state: bed.state(.delivered), staleDate: nil),
            dismissalPolicy: .after(bed.clock.now.addingTimeInterval(24 * 3600)))
        let record = try #require(bed.store.record(id: activity.id))
        #expect(record.dismissalDate == bed.clock.now.addingTimeInterval(4 * 3600))
        bed.clock.advance(by: 4 * 3600 - 1)
        #expect(activity.activityState == .ended)
        bed.clock.advance(by: 1)
        #expect(activity.activityState == .dismissed)
    }

    @Test func immediateDismissalRemovesTheActivityAtOnce() async throws {
        let bed = ActivityTestBed()
        let activity = try bed.request()
        await activity.end(nil, dismissalPolicy: .immediate)
        #expect(activity.activityState == .dismissed)
        #expect(bed.eventKinds == [.started, .ended, .dismissed])
    }

    @Test func staleDateMakesTheActivityStale() throws {
        let bed = ActivityTestBed()
        let activity = try bed.request(staleDate: bed.clock.now.addingTimeInterval(600))
        #expect(activity.activityState == .active)
        bed.clock.advance(by: 600)
        #expect(activity.activityState == .stale)
        let record = try #require(bed.store.record(id: activity.id))
        #expect(LiveActivityViewInput(record: record, at: bed.clock.now).isStale)
        #expect(!LiveActivityViewInput(record: record, at: bed.clock.now.addingTimeInterval(-1)).isStale)
        let changes = bed.store.advance(to: bed.clock.now)
        #expect(changes.map(\.kind) == [.stateChanged])
        #expect(changes.first?.state == .stale)
    }

    @Test func activitiesEndAfterEightHours() throws {
        let bed = ActivityTestBed()
        let activity = try bed.request()
        let start = bed.clock.now
        bed.clock.advance(by: 8 * 3600)
        let changes = bed.store.advance(to: bed.clock.now)
        #expect(changes.map(\.kind) == [.ended])
        let record = try #require(bed.store.record(id: activity.id))
        #expect(record.endDate == start.addingTimeInterval(8 * 3600))
        #expect(record.dismissalDate == start.addingTimeInterval(12 * 3600))
        #expect(throws: LiveActivityError.self) {
            try bed.store.update(id: activity.id, content: ActivityContent(state: Data("{}".utf8), staleDate: nil))
        }
    }

    @Test func updatesWithOlderTimestampsAreIgnored() async throws {
        let bed = ActivityTestBed()
        let activity = try bed.request()
        let now = bed.clock.now
        await activity.update(
            ActivityContent(state: bed.state(.onTheWay), staleDate: nil), alertConfiguration: nil,
            timestamp: now.addingTimeInterval(10))
        await activity.update(
            ActivityContent(state: bed.state(.preparing, driver: "Late"), staleDate: nil), alertConfiguration: nil,
            timestamp: now.addingTimeInterval(5))
        #expect(activity.content.state.currentStep == .onTheWay)
        #expect(activity.content.state.driverName == "Alex")
        #expect(bed.eventKinds == [.started, .updated, .updateIgnored])
    }

    @Test func updateWithAlertIsReportedToObservers() async throws {
        let bed = ActivityTestBed()
        let activity = try bed.request()
        let alert = AlertConfiguration(title: "Delivery", body: "Your driver is nearby.", sound: .named("bell.aiff"))
        await activity.update(ActivityContent(state: bed.state(.onTheWay), staleDate: nil), alertConfiguration: alert)
        let event = try #require(bed.log.all.last)
        #expect(event.kind == .updated)
        #expect(event.alert == alert)
        #expect(bed.store.record(id: activity.id)?.alert == alert)
    }

    @Test func dynamicIslandShowsTheMostRelevantRunningActivity() async throws {
        let bed = ActivityTestBed()
        _ = try bed.request(relevance: 10)
        let relevant = try bed.request(relevance: 80)
        _ = try bed.request(relevance: 40)
        #expect(bed.store.dynamicIslandActivity(at: bed.clock.now)?.id == relevant.id)
        await relevant.end(nil, dismissalPolicy: .default)
        #expect(bed.store.dynamicIslandActivity(at: bed.clock.now)?.content.relevanceScore == 40)
    }

    @Test func turnedOffActivitiesCannotStart() throws {
        let bed = ActivityTestBed()
        bed.store.setAuthorization(activitiesEnabled: false, frequentPushesEnabled: true)
        #expect(!ActivityAuthorizationInfo(store: bed.store).areActivitiesEnabled)
        #expect(ActivityAuthorizationInfo(store: bed.store).frequentPushesEnabled)
        #expect(throws: ActivityAuthorizationError.denied) { try bed.request() }
    }

    @Test func stateAndContentUpdatesArriveInOrder() async throws {
        let bed = ActivityTestBed()
        let activity = try bed.request()
        let states = activity.activityStateUpdates
        let contents = activity.contentUpdates
        await activity.update(ActivityContent(state: bed.state(.onTheWay), staleDate: nil))
        await activity.end(ActivityContent(state: bed.state(.delivered), staleDate: nil), dismissalPolicy: .immediate)
        var seenStates: [ActivityState] = []
        for await state in states { seenStates.append(state) }
        #expect(seenStates == [.ended, .dismissed])
        var seenSteps: [DeliveryStep] = []
        for await content in contents { seenSteps.append(content.state.currentStep) }
        #expect(seenSteps == [.onTheWay, .delivered])
    }

    @Test func pushTokenChangesReachTheActivity() async throws {
        let bed = ActivityTestBed()
        let activity = try bed.request(pushType: .token)
        let tokens = activity.pushTokenUpdates
        try bed.store.setPushToken(Data([1, 2, 3]), forActivity: activity.id)
        #expect(activity.pushToken == Data([1, 2, 3]))
        var iterator = tokens.makeAsyncIterator()
        #expect(await iterator.next() == Data([1, 2, 3]))
    }

    @Test func storeStartsActivitiesFromJSONAsPushToStartDoes() throws {
        let bed = ActivityTestBed()
        let attributes = Data(#"{"orderNumber":7,"restaurantName":"Noodles"}"#.utf8)
        let state = Data(
            #"{"driverName":"Sam","estimatedDeliveryTime":[0,600],"currentStep":1}"#.utf8)
        let record = try bed.store.start(
            attributesType: "DeliveryAttributes", attributes: attributes,
            content: ActivityContent(state: state, staleDate: nil, relevanceScore: 5))
        let activity = try #require(Activity<DeliveryAttributes>.activities(in: bed.store).first)
        #expect(activity.id == record.id)
        #expect(activity.attributes.restaurantName == "Noodles")
        #expect(activity.content.state.currentStep == .onTheWay)
    }

    @Test func scheduledActivityIsPendingUntilItStarts() throws {
        let bed = ActivityTestBed()
        let record = try bed.store.start(
            attributesType: "DeliveryAttributes", attributes: Data("{}".utf8),
            content: ActivityContent(state: Data("{}".utf8), staleDate: nil),
            startDate: bed.clock.now.addingTimeInterval(60))
        #expect(record.reportedState == .pending)
        bed.clock.advance(by: 60)
        let changes = bed.store.advance(to: bed.clock.now)
        #expect(changes.map(\.kind) == [.stateChanged])
        #expect(changes.first?.state == .active)
    }

    @Test func newActivitiesArriveThroughActivityUpdates() async throws {
        let updates = Activity<DeliveryAttributes>.activityUpdates
        let id = try await runDelivery()
        for await activity in updates where activity.id == id {
            #expect(activity.attributes.orderNumber == 123)
            break
        }
    }

    @Test func savedRecordsCanBeRestoredAndPruned() async throws {
        let bed = ActivityTestBed()
        let kept = try bed.request()
        let dismissed = try bed.request()
        await dismissed.end(nil, dismissalPolicy: .immediate)
        let saved = try JSONDecoder().decode(
            [LiveActivityRecord].self, from: JSONEncoder().encode(bed.store.records))

        let restored = LiveActivityStore(clock: { bed.clock.now })
        restored.restore(saved)
        #expect(restored.records == bed.store.records)
        #expect(Activity<DeliveryAttributes>.activities(in: restored).map(\.id) == [kept.id])
        #expect(restored.removeDismissed(before: bed.clock.now.addingTimeInterval(1)) == [dismissed.id])
        #expect(restored.records.map(\.id) == [kept.id])
    }

    @Test @MainActor func dynamicIslandBuilderCapturesEveryRegion() throws {
        let island = DynamicIsland {
            DynamicIslandExpandedRegion(.leading, priority: 1) { Text("L") }
            DynamicIslandExpandedRegion(.trailing) { Text("T") }
            if true {
                DynamicIslandExpandedRegion(.center) { Text("C") }
            }
            DynamicIslandExpandedRegion(.bottom) { Text("B") }
        } compactLeading: {
            Text("CL")
        } compactTrailing: {
            Text("CT")
        } minimal: {
            Text("M")
        }
        .widgetURL(URL(string: "pizza://order/1"))
        .keylineTint(.orange)
        .contentMargins(.horizontal, 8, for: .expanded)

        #expect(island.expandedRegions.map(\.position) == [.leading, .trailing, .center, .bottom])
        #expect(island.priority(of: .leading) == 1)
        #expect(island.widgetURL == URL(string: "pizza://order/1"))
        #expect(island.keylineTint == .orange)
        #expect(island.contentMargins == [DynamicIslandContentMargins(edges: .horizontal, length: 8, mode: .expanded)])
        let texts: [(ActivityPresentation, String)] = [
            (.expandedLeading, "L"), (.expandedTrailing, "T"), (.expandedCenter, "C"), (.expandedBottom, "B"),
            (.compactLeading, "CL"), (.compactTrailing, "CT"), (.minimal, "M"),
        ]
        for (presentation, text) in texts {
            let view = try #require(island.view(for: presentation))
            #expect(dump(view).contains("\"\(text)\""), "\(presentation)")
        }
        let expanded = dump(island.expandedLayout)
        for text in ["L", "T", "C", "B"] { #expect(expanded.contains("\"\(text)\"")) }
        #expect(island.view(for: .lockScreen) == nil)
    }

    @Test @MainActor func activityConfigurationDeclaresALiveActivity() throws {
        let descriptors = DeliveryActivityWidget().body.widgetDescriptors
        #expect(descriptors.count == 1)
        let descriptor = try #require(descriptors.first)
        #expect(descriptor.role == .liveActivity)
        #expect(descriptor.kind == "DeliveryAttributes")
        #expect(descriptor.provider == nil)
        #expect(descriptor.supplementalActivityFamilies == [.small, .medium])
        let activity = try #require(descriptor.activity)
        #expect(activity.attributesType == "DeliveryAttributes")
        #expect(activity.contentStateTypeName.hasSuffix("DeliveryAttributes.ContentState"))
    }

    @Test @MainActor func liveActivityViewsRenderFromJSON() throws {
        let activity = try #require(DeliveryActivityWidget().body.widgetDescriptors.first?.activity)
        let start = Date(timeIntervalSinceReferenceDate: 0)
        var input = try LiveActivityViewInput(
            attributes: DeliveryAttributes(orderNumber: 42, restaurantName: "Pizza Place"),
            state: DeliveryAttributes.ContentState(
                driverName: "Alex", estimatedDeliveryTime: start...start.addingTimeInterval(1800),
                currentStep: .onTheWay),
            activityID: "A1")
        try activity.validate(input)

        let lockScreen = dump(try activity.view(for: .lockScreen, input: input))
        #expect(lockScreen.contains("Pizza Place"))
        #expect(lockScreen.contains("Driver: Alex"))
        #expect(!lockScreen.contains("Updating..."))
        input.isStale = true
        #expect(dump(try activity.view(for: .lockScreen, input: input)).contains("Updating..."))

        #expect(dump(try activity.view(for: .expandedCenter, input: input)).contains("Pizza Place"))
        #expect(!dump(try activity.view(for: .expandedBottom, input: input)).isEmpty)
        let island = try activity.dynamicIsland(for: input)
        #expect(island.widgetURL == URL(string: "pizza://order/42"))
        #expect(island.keylineTint == .orange)
        #expect(island.expandedRegions.map(\.position) == [.leading, .trailing, .center, .bottom])
    }

    @Test @MainActor func undecodableJSONThrowsAnErrorNamingTheProblem() throws {
        let activity = try #require(DeliveryActivityWidget().body.widgetDescriptors.first?.activity)
        let input = LiveActivityViewInput(
            activityID: "A1", attributes: Data(#"{"orderNumber":1,"restaurantName":"P"}"#.utf8),
            state: Data(#"{"currentStep":0}"#.utf8))
        #expect {
            _ = try activity.view(for: .lockScreen, input: input)
        } throws: { error in
            guard let error = error as? LiveActivityError, error.code == .undecodableContent else { return false }
            return error.message.contains("content state JSON '{\"currentStep\":0}'")
                && error.message.contains("DeliveryAttributes.ContentState")
                && error.message.contains("key 'driverName' is missing")
        }
        #expect(throws: LiveActivityError.self) { try activity.validate(input) }
    }
}

/// High-priority push updates spend an hourly budget; past it they are held back and applied when it allows. Every
/// change is in the activity's history.
@Suite struct LiveActivityBudgetTests {
    func content(_ stops: Int) -> ActivityContent<Data> {
        ActivityContent(state: Data(#"{"stopsAway":\#(stops)}"#.utf8), staleDate: nil)
    }

    func start(_ store: LiveActivityStore) throws {
        try store.start(
            attributesType: "ParcelAttributes", attributes: Data(#"{"carrier":"Posten"}"#.utf8), content: content(99),
            id: "parcel")
    }

    @Test func highPriorityUpdatesPastTheHourlyBudgetAreHeldBackThenApplied() throws {
        let clock = ActivityTestClock()
        let store = LiveActivityStore(clock: { clock.now })
        try start(store)
        let budget = LiveActivityLimits.standard.highPriorityUpdatesPerHour
        for stops in 0..<budget {
            clock.advance(by: 60)
            #expect(try store.update(id: "parcel", content: content(stops), priority: 10))
        }
        clock.advance(by: 60)
        #expect(try store.update(id: "parcel", content: content(50), priority: 10) == false, "past the budget")
        clock.advance(by: 1)
        #expect(try store.update(id: "parcel", content: content(51), priority: 10) == false)
        let held = try #require(store.record(id: "parcel"))
        #expect(held.content.state == content(budget - 1).state, "the held updates are not shown yet")
        let throttled = held.history.filter { $0.event == .throttled }
        #expect(throttled.count == 1 && throttled.first?.count == 2, "a run of throttled pushes is one line")
        #expect(held.history.last?.message?.contains("budget of \(budget) an hour") == true)
        // A priority-5 update does not count and is not held.
        clock.advance(by: 1)
        #expect(try store.update(id: "parcel", content: content(7), priority: 5))
        // A newer update replaces the held ones: an hour later the priority-5 content is still shown.
        clock.advance(by: 3600)
        store.advance(to: clock.now)
        #expect(store.record(id: "parcel")?.content.state == content(7).state)
    }

    @Test func aFloodOfHighPriorityPushesNeverReGrantsTheBudget() throws {
        let clock = ActivityTestClock()
        let store = LiveActivityStore(clock: { clock.now })
        try start(store)
        let budget = LiveActivityLimits.standard.highPriorityUpdatesPerHour
        // 450 pushes within a minute: more than the history keeps, so a budget counted from it was granted again.
        var applied = 0
        for push in 0..<450 {
            clock.advance(by: 0.1)
            if try store.update(id: "parcel", content: content(push), priority: 10) { applied += 1 }
        }
        #expect(applied == budget)
        let record = try #require(store.record(id: "parcel"))
        #expect(record.highPriorityUpdates(before: clock.now) == budget)
        let throttled = record.history.filter { $0.event == .throttled }
        #expect(throttled.count == 1, "450 − \(budget) throttled pushes are one history line")
        #expect(throttled.first?.count == 450 - budget)
        #expect(throttled.first?.lastDate == clock.now)
        #expect(record.history.filter { $0.event == .updated }.count == budget, "the applied updates stay in history")
        // An hour after the first applied update, the newest held one is applied; the rest were replaced by it.
        clock.advance(by: 3600)
        store.advance(to: clock.now)
        #expect(store.record(id: "parcel")?.content.state == content(449).state)
        #expect(store.record(id: "parcel")?.highPriorityUpdates(before: clock.now) == 1)
    }

    @Test func theNewestHeldUpdateIsAppliedWhenTheBudgetAllows() throws {
        let clock = ActivityTestClock()
        let store = LiveActivityStore(clock: { clock.now })
        store.setAuthorization(activitiesEnabled: true, frequentPushesEnabled: false)
        try start(store)
        let budget = LiveActivityLimits.standard.highPriorityUpdatesPerHour
        for stops in 0..<budget { #expect(try store.update(id: "parcel", content: content(stops), priority: 10)) }
        clock.advance(by: 10)
        #expect(try store.update(id: "parcel", content: content(40), priority: 10) == false)
        clock.advance(by: 10)
        #expect(try store.update(id: "parcel", content: content(41), priority: 10) == false)
        store.advance(to: clock.now)
        #expect(store.record(id: "parcel")?.content.state == content(budget - 1).state, "still within the hour")
        clock.advance(by: 3600)
        store.advance(to: clock.now)
        let record = try #require(store.record(id: "parcel"))
        #expect(record.content.state == content(41).state, "the newest held update")
        #expect(record.history.last?.event == .updated)
        #expect(record.history.last?.message?.contains("Held back") == true)
    }

    @Test func frequentUpdatesRaiseTheBudget() throws {
        let clock = ActivityTestClock()
        let store = LiveActivityStore(clock: { clock.now })
        store.setAuthorization(activitiesEnabled: true, frequentPushesEnabled: true)
        try start(store)
        for stops in 0..<LiveActivityLimits.standard.frequentHighPriorityUpdatesPerHour {
            #expect(try store.update(id: "parcel", content: content(stops), priority: 10))
        }
        #expect(try store.update(id: "parcel", content: content(0), priority: 10) == false)
    }

    @Test func theHistorySaysWhatHappenedInOrder() throws {
        let clock = ActivityTestClock()
        let store = LiveActivityStore(clock: { clock.now })
        try start(store)
        clock.advance(by: 10)
        try store.update(id: "parcel", content: content(3), priority: 10)
        try store.update(id: "parcel", content: content(4), timestamp: clock.now.addingTimeInterval(-60))
        try store.end(id: "parcel", dismissalPolicy: .immediate)
        let events = store.record(id: "parcel")?.history.map(\.event)
        #expect(events == [.started, .updated, .ignored, .ended, .dismissed])
        #expect(store.record(id: "parcel")?.history[1].priority == 10)
    }
}

@Suite struct ActivityAuthorizationUpdateTests {
    @Test func enablementUpdatesYieldEachChangeAsPeopleMakeIt() async {
        let store = LiveActivityStore()
        let info = ActivityAuthorizationInfo(store: store)
        var activities = info.activityEnablementUpdates.makeAsyncIterator()
        var frequent = info.frequentPushEnablementUpdates.makeAsyncIterator()
        store.setAuthorization(activitiesEnabled: false, frequentPushesEnabled: false)
        store.setAuthorization(activitiesEnabled: false, frequentPushesEnabled: true)
        store.setAuthorization(activitiesEnabled: true, frequentPushesEnabled: true)
        #expect(await activities.next() == false)
        #expect(await activities.next() == true, "no value for a change that left it as it was")
        #expect(await frequent.next() == true)
        #expect(info.areActivitiesEnabled && info.frequentPushesEnabled)
    }
}

@Suite struct ActivitySupportTests {
    @Test func aTypeNoActivityConfigurationDrawsCannotStartAsIOSRefusesAnUnentitledApp() throws {
        let store = LiveActivityStore()
        store.setSupportedAttributesTypes(["ParcelAttributes"])
        #expect(throws: ActivityAuthorizationError.unentitled) {
            try Activity.request(
                attributes: DeliveryAttributes(orderNumber: 1, restaurantName: "Pizza Place"),
                content: ActivityContent(
                    state: DeliveryAttributes.ContentState(
                        driverName: "Alex", estimatedDeliveryTime: Date()...Date(), currentStep: .preparing),
                    staleDate: nil),
                in: store)
        }
        #expect(store.records.isEmpty)
        #expect(ActivityAuthorizationError.globalMaximumExceeded.code.rawValue == "globalMaximumExceeded")
        #expect(ActivityAuthorizationError.targetMaximumExceeded.code.rawValue == "targetMaximumExceeded")
    }
}
