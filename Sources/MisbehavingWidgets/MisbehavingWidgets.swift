import Foundation
import Synchronization
import Widgetry

#if canImport(Glibc)
    import Glibc
#endif

/// Widgets whose providers misbehave in each way a host must survive, beside one that behaves, so containment is
/// tested rather than assumed. Run them with `misbehaving-widgets serve --isolate` to watch the host keep serving.
///
/// - `Steady`: a clock that updates every minute, with a button that counts taps (its intent runs where the
///   provider runs, so under `--isolate` the count lives in the worker).
/// - `Throws`: configurable; its station query throws, so every timeline call fails with an error.
/// - `Hangs`: never calls its completion handler.
/// - `Blocks`: blocks its thread in `sleep(30)`, long past any deadline, then answers.
/// - `Traps`: `fatalError` in `getTimeline`; in process this would end the host, so only run it isolated.
/// - `Leaks`: allocates without bound in `getTimeline`; the same.
public struct MisbehavingWidgets: WidgetBundle {
    public init() {}

    public var body: some Widget {
        SteadyWidget()
        ThrowingWidget()
        HangingWidget()
        BlockingWidget()
        TrappingWidget()
        LeakingWidget()
    }
}

/// A plain entry: the time it shows and a line of text.
public struct MisbehavingEntry: TimelineEntry {
    public let date: Date
    public let text: String
}

/// The view every widget here shows.
struct MisbehavingView: View {
    let entry: MisbehavingEntry

    var body: some View {
        VStack(spacing: 4) {
            Text(entry.text).font(.headline)
            Text(entry.date, style: .time).font(.caption)
        }
        .containerBackground(.fill.tertiary, for: .widget)
    }
}

/// A clock that behaves: a timeline of the next five minutes, reloaded at its end.
public struct SteadyWidget: Widget {
    public init() {}

    struct Provider: TimelineProvider {
        func placeholder(in context: Context) -> MisbehavingEntry { MisbehavingEntry(date: Date(), text: "Steady") }

        func getSnapshot(in context: Context, completion: @escaping (MisbehavingEntry) -> Void) {
            completion(MisbehavingEntry(date: Date(), text: "Steady"))
        }

        func getTimeline(in context: Context, completion: @escaping (Timeline<MisbehavingEntry>) -> Void) {
            let now = Date()
            let taps = BumpIntent.taps.load(ordering: .relaxed)
            let entries = (0..<5).map {
                MisbehavingEntry(date: now.addingTimeInterval(Double($0) * 60), text: "Steady \($0) (taps \(taps))")
            }
            completion(Timeline(entries: entries, policy: .atEnd))
        }
    }

    public var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Steady", provider: Provider()) { entry in
            VStack {
                MisbehavingView(entry: entry)
                Button(intent: BumpIntent()) { Text("Tap") }
            }
        }
        .configurationDisplayName("Steady")
        .description("Behaves: a clock that updates every minute.")
        .supportedFamilies([.systemSmall])
    }
}

/// How a ``MisbehavingWidget``'s timeline goes wrong.
public enum Misbehaviour: Sendable {
    case hanging, blocking, trapping, leaking
}

/// `Hangs`: its timeline never calls the completion handler.
public struct HangingWidget: Widget {
    public init() {}
    public var body: some WidgetConfiguration { MisbehavingWidget.configuration(kind: "Hangs", behaviour: .hanging) }
}

/// `Blocks`: its timeline blocks its thread for 30 s.
public struct BlockingWidget: Widget {
    public init() {}
    public var body: some WidgetConfiguration { MisbehavingWidget.configuration(kind: "Blocks", behaviour: .blocking) }
}

/// `Traps`: its timeline calls `fatalError`.
public struct TrappingWidget: Widget {
    public init() {}
    public var body: some WidgetConfiguration { MisbehavingWidget.configuration(kind: "Traps", behaviour: .trapping) }
}

/// `Leaks`: its timeline allocates until the process runs out of memory.
public struct LeakingWidget: Widget {
    public init() {}
    public var body: some WidgetConfiguration { MisbehavingWidget.configuration(kind: "Leaks", behaviour: .leaking) }
}

/// What the misbehaving widgets share: placeholders and snapshots that behave, timelines that do not.
enum MisbehavingWidget {
    struct Failure: Error, CustomStringConvertible {
        var description: String { "the weather service is down" }
    }

    struct Provider: TimelineProvider {
        let kind: String
        let behaviour: Misbehaviour

        func placeholder(in context: Context) -> MisbehavingEntry { MisbehavingEntry(date: Date(), text: kind) }

        func getSnapshot(in context: Context, completion: @escaping (MisbehavingEntry) -> Void) {
            completion(MisbehavingEntry(date: Date(), text: kind))
        }

        func getTimeline(in context: Context, completion: @escaping (Timeline<MisbehavingEntry>) -> Void) {
            let entry = MisbehavingEntry(date: Date(), text: kind)
            switch behaviour {
            case .hanging:
                return
            case .blocking:
                sleep(30)
                completion(Timeline(entries: [entry], policy: .atEnd))
            case .trapping:
                let values: [Int] = []
                fatalError("Traps: index \(values.count) is out of range")
            case .leaking:
                var hoard: [[UInt8]] = []
                while true {
                    // Touch every page, so the memory is really used.
                    hoard.append([UInt8](repeating: UInt8(hoard.count & 0xff), count: 16 << 20))
                    if hoard.count == Int.max { completion(Timeline(entries: [entry], policy: .never)) }
                }
            }
        }
    }

    @MainActor
    static func configuration(kind: String, behaviour: Misbehaviour) -> some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: Provider(kind: kind, behaviour: behaviour)) {
            MisbehavingView(entry: $0)
        }
        .configurationDisplayName(kind)
        .description("Misbehaves: \(kind.lowercased()).")
        .supportedFamilies([.systemSmall])
    }
}

/// A weather station whose lookup always fails, as a service that is down does.
public struct StationEntity: AppEntity {
    public static let typeDisplayRepresentation: TypeDisplayRepresentation = "Station"
    public static let defaultQuery = StationQuery()
    public let id: String
    public var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id)") }

    public init(id: String) { self.id = id }
}

/// The query behind ``StationEntity``: it throws for every lookup.
public struct StationQuery: EntityQuery {
    public init() {}

    public func entities(for identifiers: [String]) async throws -> [StationEntity] {
        throw MisbehavingWidget.Failure()
    }

    public func suggestedEntities() async throws -> [StationEntity] { [StationEntity(id: "oslo")] }

    public func defaultResult() async -> StationEntity? { StationEntity(id: "oslo") }
}

/// The configuration of `Throws`: a station, looked up when the timeline is asked for.
public struct StationIntent: WidgetConfigurationIntent {
    public static let title: LocalizedStringResource = "Choose Station"
    @Parameter(title: "Station") public var station: StationEntity

    public init() {}
}

/// A configurable widget whose every timeline fails: its station's lookup throws.
public struct ThrowingWidget: Widget {
    public init() {}

    struct Provider: AppIntentTimelineProvider {
        func placeholder(in context: Context) -> MisbehavingEntry { MisbehavingEntry(date: Date(), text: "Throws") }

        func snapshot(for configuration: StationIntent, in context: Context) async -> MisbehavingEntry {
            MisbehavingEntry(date: Date(), text: "Throws")
        }

        func timeline(for configuration: StationIntent, in context: Context) async -> Timeline<MisbehavingEntry> {
            Timeline(entries: [MisbehavingEntry(date: Date(), text: configuration.station.id)], policy: .atEnd)
        }
    }

    public var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "Throws", intent: StationIntent.self, provider: Provider()) {
            MisbehavingView(entry: $0)
        }
        .configurationDisplayName("Throws")
        .description("Misbehaves: its station lookup throws.")
        .supportedFamilies([.systemSmall])
    }
}

/// Counts taps on `Steady`'s button, in the process the intent runs in.
public struct BumpIntent: AppIntent {
    public static let title: LocalizedStringResource = "Tap"
    static let taps = Atomic<Int>(0)

    public init() {}

    public func perform() async throws -> some IntentResult {
        Self.taps.add(1, ordering: .relaxed)
        return .result()
    }
}
