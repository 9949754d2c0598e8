import Foundation

extension EnvironmentValues {
    private struct TimelineDateKey: EnvironmentKey { static let defaultValue: Date? = nil }

    /// The date a `TimelineView` shows: the timeline entry's date, set by the pipeline; `nil` outside a widget
    /// (the wall clock is read then).
    package var _timelineDate: Date? {
        get { self[TimelineDateKey.self] }
        set { self[TimelineDateKey.self] = newValue }
    }
}

/// A type that provides a sequence of dates for use as a schedule.
///
/// A widget is drawn once per timeline entry, so a ``TimelineView`` in a widget shows its content for the entry's
/// date, as on iOS; the schedule says how often the content would change where views are live.
public protocol TimelineSchedule {
    /// The sequence of dates within a schedule.
    associatedtype Entries: Sequence where Entries.Element == Date

    /// Provides a sequence of dates starting around a given date.
    ///
    /// - Parameters:
    ///   - startDate: The date from which the sequence begins.
    ///   - mode: An indication of whether the schedule updates normally or with lower frequency.
    func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

/// A mode of operation for timeline schedule updates.
public enum TimelineScheduleMode: Sendable, Hashable {
    /// A mode that produces schedule updates at the schedule's natural cadence.
    case normal
    /// A mode that produces schedule updates at a reduced rate (Always-On, a dimmed display).
    case lowFrequency
}

/// A schedule for updating a timeline view at regular intervals.
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
    /// The sequence of dates in a periodic schedule.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var upcoming: Date
        let interval: TimeInterval

        public mutating func next() -> Date? {
            defer { upcoming = upcoming.addingTimeInterval(interval) }
            return upcoming
        }
    }

    let startDate: Date
    let interval: TimeInterval

    /// Creates a periodic update schedule.
    ///
    /// - Parameters:
    ///   - startDate: The date on which to start the sequence.
    ///   - interval: The time interval between successive sequence entries; at least a millisecond is used.
    public init(from startDate: Date, by interval: TimeInterval) {
        self.startDate = startDate
        self.interval = max(interval, 0.001)
    }

    /// The dates of the schedule, starting with the last one at or before `startDate` (or the schedule's start).
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        let steps = max((startDate.timeIntervalSince(self.startDate) / interval).rounded(.down), 0)
        return Entries(upcoming: self.startDate.addingTimeInterval(steps * interval), interval: interval)
    }
}

/// A schedule for updating a timeline view at the start of every minute.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
    /// The sequence of dates in an every-minute schedule.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var upcoming: Date

        public mutating func next() -> Date? {
            defer { upcoming = upcoming.addingTimeInterval(60) }
            return upcoming
        }
    }

    /// Creates a per-minute update schedule.
    public init() {}

    /// The dates of the schedule: the start of the minute holding `startDate`, then every minute.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        let seconds = startDate.timeIntervalSinceReferenceDate
        return Entries(upcoming: Date(timeIntervalSinceReferenceDate: (seconds / 60).rounded(.down) * 60))
    }
}

/// A schedule for updating a timeline view at explicit points in time.
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule where Entries.Element == Date {
    let dates: Entries

    /// Creates a schedule composed of an explicit sequence of dates.
    public init(_ dates: Entries) { self.dates = dates }

    /// The dates the schedule was made with.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries { dates }
}

/// A pausable schedule of dates updating at a frequency no more quickly than the provided interval.
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    /// The sequence of dates within an animation schedule.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var upcoming: Date?
        let interval: TimeInterval

        public mutating func next() -> Date? {
            defer { upcoming = upcoming?.addingTimeInterval(interval) }
            return upcoming
        }
    }

    let minimumInterval: Double?
    let paused: Bool

    /// Creates a pausable schedule whose dates are at least `minimumInterval` apart (a display frame, 1/60 s, when
    /// `nil`).
    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval
        self.paused = paused
    }

    /// The dates of the schedule from `startDate`; none while paused.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        Entries(upcoming: paused ? nil : startDate, interval: max(minimumInterval ?? 1.0 / 60, 1.0 / 60))
    }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// A schedule for updating a timeline view at regular intervals.
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    /// A schedule for updating a timeline view at the start of every minute.
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule {
    /// A schedule for updating a timeline view at explicit points in time.
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S>
    where Self == ExplicitTimelineSchedule<S>, S.Element == Date {
        ExplicitTimelineSchedule(dates)
    }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// A pausable schedule of dates updating at the display's frame rate.
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }

    /// A pausable schedule of dates updating no more quickly than `minimumInterval`.
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}

/// A view that updates according to a schedule that you provide.
///
/// A widget is drawn once per timeline entry, so its content is built once, for the entry's date: the context's
/// `date` is the latest date of the schedule at or before the entry's date (the entry's date itself when the
/// schedule has none before it). For text that counts while the widget is shown, use `Text(_:style:)` or
/// `Text(timerInterval:)`, which the system keeps current. For example:
///
/// ```swift
/// TimelineView(.everyMinute) { context in
///     Text(context.date, format: .dateTime.hour().minute())
/// }
/// ```
public struct TimelineView<Schedule: TimelineSchedule, Content> {
    /// Information passed to a timeline view's content callback.
    public struct Context {
        /// A rate at which timeline views can receive updates.
        public enum Cadence: Comparable, Sendable, Hashable {
            /// Updates the view continuously.
            case live
            /// Updates the view approximately once per second.
            case seconds
            /// Updates the view approximately once per minute.
            case minutes
        }

        /// The date from the schedule that triggered the update.
        public let date: Date
        /// The rate at which the timeline updates the view.
        public let cadence: Cadence

        /// Resets any pending animations the view displays; a widget drawn once has none.
        public func invalidateTimelineContent() {}
    }

    let schedule: Schedule
    let content: (TimelineViewDefaultContext) -> Content
    @Environment(\._timelineDate) private var timelineDate
    @Environment(\.isLuminanceReduced) private var isLuminanceReduced
}

/// Information passed to a timeline view's content callback.
public typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>.Context

extension TimelineView: View where Content: View {
    public typealias Body = Content

    /// Creates a new timeline view that uses the given schedule.
    ///
    /// - Parameters:
    ///   - schedule: A schedule that produces a sequence of dates that indicate the instances when the view should
    ///     update.
    ///   - content: A closure that generates view content at the moments indicated by the schedule.
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    public var body: Content {
        let now = timelineDate ?? Date()
        let mode: TimelineScheduleMode = isLuminanceReduced ? .lowFrequency : .normal
        let (date, cadence) = Self.moment(in: schedule, at: now, mode: mode)
        return content(TimelineViewDefaultContext(date: date, cadence: cadence))
    }

    /// The latest date of `schedule` at or before `now` (looking at most a thousand dates ahead; `now` when none is),
    /// and the cadence its dates keep: minutes when they are a minute or more apart, seconds when a second or more,
    /// live when closer (or when the schedule has no next date, as a paused animation).
    static func moment(
        in schedule: Schedule, at now: Date, mode: TimelineScheduleMode
    ) -> (date: Date, cadence: TimelineViewDefaultContext.Cadence) {
        var latest: Date?
        var iterator = schedule.entries(from: now, mode: mode).makeIterator()
        var previous: Date?
        var gap: TimeInterval?
        for _ in 0..<1000 {
            guard let date = iterator.next() else { break }
            if let previous, gap == nil { gap = date.timeIntervalSince(previous) }
            previous = date
            if date > now {
                if gap != nil { break }
                continue
            }
            latest = date
        }
        let cadence: TimelineViewDefaultContext.Cadence =
            switch gap {
            case let gap? where gap >= 60: .minutes
            case let gap? where gap >= 1: .seconds
            default: .live
            }
        return (latest ?? now, cadence)
    }
}
