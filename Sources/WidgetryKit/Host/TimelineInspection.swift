import Foundation
import WidgetryUI

/// What a provider answered when asked the way the system asks: placeholder, snapshot, then timeline.
public struct TimelineInspection: Sendable {
    /// The widget asked.
    public let kind: String
    /// The family asked for.
    public let family: WidgetFamily
    /// The context of the timeline request.
    public let context: TimelineProviderContext
    /// The configuration used, with defaults filled in; `nil` for static widgets.
    public let configuration: WidgetConfigurationValues?
    /// The placeholder entry.
    public let placeholder: AnyTimelineEntry
    /// The gallery snapshot (`isPreview` true).
    public let snapshot: AnyTimelineEntry
    /// The timeline.
    public let timeline: AnyTimeline
    /// When the host would ask for the next timeline; `nil` for `.never`.
    public let nextReload: Date?
    /// When the inspection ran.
    public let now: Date
    /// Problems a widget author should know about.
    public let warnings: [String]

    /// Asks a widget's provider for a placeholder, a preview snapshot and a timeline, as the system does.
    ///
    /// Each call runs under the limits' provider deadline; a provider that throws, or does not answer in
    /// time, gives a ``WidgetError`` rather than a hang.
    ///
    /// - Parameters:
    ///   - widget: The widget to ask.
    ///   - family: The family to ask for; must be one the widget supports.
    ///   - configuration: The configuration JSON for configurable widgets; defaults fill in what is missing.
    ///   - device: The device whose sizes the context reports.
    ///   - limits: The host's limits, for the deadline and the warnings.
    ///   - now: The current date, for the next-reload computation.
    /// - throws: ``WidgetError`` for an unsupported family, a bad configuration, or a failing provider.
    public static func run(
        _ widget: WidgetDescriptor, family: WidgetFamily, configuration: WidgetConfigurationValues? = nil,
        device: DeviceProfile = .default, limits: HostLimits = .standard, now: Date = Date()
    ) async throws -> TimelineInspection {
        guard let provider = widget.provider else {
            throw WidgetError(
                .notATimelineWidget,
                "'\(widget.kind)' is a Live Activity and has no timeline. Choose a widget kind instead.")
        }
        guard widget.supportedFamilies.contains(family) else {
            throw WidgetError.unsupportedFamily(
                "\(family)", kind: widget.kind, supported: widget.supportedFamilies.map { "\($0)" })
        }
        let resolved = try await provider.resolveConfiguration(configuration)
        let previewContext = TimelineProviderContext(family: family, isPreview: true, device: device)
        let context = TimelineProviderContext(family: family, isPreview: false, device: device)
        let kind = widget.kind
        let deadline = limits.providerDeadline
        func call<T: Sendable>(_ name: String, _ body: @escaping @Sendable () async throws -> T) async throws -> T {
            let result: T?
            do {
                result = try await Deadline.run(seconds: deadline, body)
            } catch let error as WidgetError {
                throw error
            } catch {
                throw WidgetError.failed(name, kind: kind, error: error)
            }
            guard let result else { throw WidgetError.timedOut(name, kind: kind, seconds: deadline) }
            return result
        }
        let placeholder = try await call("placeholder(in:)") { provider.placeholder(in: context) }
        let snapshot = try await call("the snapshot") { try await provider.snapshot(for: resolved, in: previewContext) }
        let timeline = try await call("the timeline") { try await provider.timeline(for: resolved, in: context) }
        return TimelineInspection(
            kind: kind, family: family, context: context, configuration: resolved, placeholder: placeholder,
            snapshot: snapshot, timeline: timeline, nextReload: timeline.nextReloadDate(now: now), now: now,
            warnings: lint(timeline, limits: limits, now: now))
    }

    /// Problems with a timeline: entries too close together or out of order, too many entries, a reload
    /// policy that would spend the budget quickly.
    public static func lint(_ timeline: AnyTimeline, limits: HostLimits, now: Date) -> [String] {
        var warnings: [String] = []
        let dates = timeline.entries.map(\.date)
        let floor = limits.minimumReloadInterval
        if dates.isEmpty {
            warnings.append("The timeline has no entries; the widget keeps showing its previous content.")
        }
        for index in dates.indices.dropFirst() {
            let gap = dates[index].timeIntervalSince(dates[index - 1])
            if gap < 0 {
                warnings.append("Entry #\(index) is dated before entry #\(index - 1); sort entries by date.")
            } else if gap < floor {
                warnings.append(
                    "Entries #\(index - 1) and #\(index) are \(Self.duration(gap)) apart; the host shows entries "
                        + "at most every \(Self.duration(floor)), so #\(index) may never be seen.")
            }
        }
        if dates.count > limits.maximumTimelineEntries {
            warnings.append(
                "The timeline has \(dates.count) entries; the host keeps the first \(limits.maximumTimelineEntries) "
                    + "and cuts the rest.")
        }
        if endsNowWithAtEnd(policy: timeline.policy, lastEntryDate: dates.max(), installedAt: now) {
            warnings.append(atEndNowWarning(floor: floor))
        }
        if let next = timeline.nextReloadDate(now: now) {
            let wait = next.timeIntervalSince(now)
            if wait <= 0 {
                warnings.append(
                    "The policy asks for the next timeline at once (its reload date is not in the future), so the "
                        + "widget would reload back to back: the host waits \(Self.duration(floor)) between reloads "
                        + "(\(Self.duration(limits.developerModeReloadInterval)) in developer mode). Date the last "
                        + "entry in the future, or use .after(date).")
            } else if wait < floor {
                warnings.append(
                    "The policy asks for the next timeline in \(Self.duration(max(0, wait))); reloads are at least "
                        + "\(Self.duration(floor)) apart and each spends budget (\(limits.dailyReloadBudget) a day).")
            } else if 86_400 / wait > Double(limits.dailyReloadBudget) {
                warnings.append(
                    "Reloading every \(Self.duration(wait)) needs \(Int(86_400 / wait)) reloads a day, over the "
                        + "budget of \(limits.dailyReloadBudget); the host will refuse some.")
            }
        }
        return warnings
    }

    /// The warning for a `.atEnd` timeline whose last entry is not in the future: the host reloads it at once.
    public static func atEndNowWarning(floor: TimeInterval) -> String {
        "The policy is .atEnd and the last entry is dated now or earlier, so every timeline asks for the next at "
            + "once: the host reloads every \(duration(floor)) (within the budget), and every second in developer "
            + "mode. Date the last entry in the future, or return .after(date) or .never."
    }

    /// Whether a timeline is `.atEnd` with its last entry dated at (within a second of) or before `now`.
    package static func endsNowWithAtEnd(
        policy: TimelineReloadPolicy, lastEntryDate: Date?, installedAt now: Date
    ) -> Bool {
        guard policy.kind == .atEnd, let lastEntryDate else { return false }
        return lastEntryDate <= now.addingTimeInterval(1)
    }

    static func duration(_ seconds: TimeInterval) -> String {
        let seconds = Int(seconds.rounded())
        if seconds < 60 { return "\(seconds) s" }
        if seconds < 3600 { return seconds % 60 == 0 ? "\(seconds / 60) min" : "\(seconds / 60) min \(seconds % 60) s" }
        let minutes = seconds / 60
        return minutes % 60 == 0 ? "\(minutes / 60) h" : "\(minutes / 60) h \(minutes % 60) min"
    }
}
