import Foundation
import WidgetryIntents
import WidgetryKit

/// What `timeline` prints: each entry's date and relevance, the policy, the next reload and warnings.
struct TimelineReport: Codable {
    struct Entry: Codable {
        var index: Int
        var date: Date
        var relevance: TimelineEntryRelevance?
        var summary: String
    }

    var kind: String
    var family: String
    var device: String
    var displaySize: [Double]
    var configuration: WidgetConfigurationValues?
    var placeholder: Entry
    var snapshot: Entry
    var entries: [Entry]
    var policy: String
    var nextReload: Date?
    var now: Date
    var warnings: [String]

    init(_ inspection: TimelineInspection, device: DeviceProfile) {
        kind = inspection.kind
        family = "\(inspection.family)"
        self.device = device.name
        displaySize = [inspection.context.displaySize.width, inspection.context.displaySize.height]
        configuration = inspection.configuration
        placeholder = Entry(index: 0, inspection.placeholder)
        snapshot = Entry(index: 0, inspection.snapshot)
        entries = inspection.timeline.entries.enumerated().map { Entry(index: $0.offset, $0.element) }
        policy = "\(inspection.timeline.policy)"
        nextReload = inspection.nextReload
        now = inspection.now
        warnings = inspection.warnings
    }

    var text: String {
        var lines: [String] = []
        let size = "\(Self.number(displaySize[0]))×\(Self.number(displaySize[1])) pt on \(device)"
        lines.append("Widget '\(kind)', \(family) (\(size))")
        if let configuration {
            let pairs = configuration.keys.sorted().map { "\($0)=\(configuration[$0].map { "\($0)" } ?? "null")" }
            lines.append("configuration  \(pairs.joined(separator: ", "))")
        }
        lines.append("placeholder    \(Self.format(placeholder.date))  \(placeholder.summary)")
        lines.append("snapshot       \(Self.format(snapshot.date))  \(snapshot.summary)  (isPreview)")
        lines.append("timeline       \(entries.count) \(entries.count == 1 ? "entry" : "entries"), policy \(policy)")
        for entry in entries {
            let relevance = entry.relevance.map {
                "relevance \(Self.number(Double($0.score)))" + ($0.duration > 0 ? " for \(Int($0.duration)) s" : "")
            }
            lines.append(
                "  #\(entry.index)  \(Self.format(entry.date))  \(relevance ?? "no relevance")  \(entry.summary)")
        }
        if let nextReload {
            let wait = Int(nextReload.timeIntervalSince(now).rounded())
            lines.append("next reload    \(Self.format(nextReload))  (in \(wait) s)")
        } else {
            lines.append("next reload    never (only when the app calls WidgetCenter)")
        }
        if !warnings.isEmpty {
            lines.append("warnings:")
            lines += warnings.map { "  - \($0)" }
        }
        return lines.joined(separator: "\n")
    }

    static func format(_ date: Date) -> String { date.ISO8601Format() }

    static func number(_ value: Double) -> String {
        value.rounded() == value ? String(Int(value)) : String(value)
    }
}

extension TimelineReport.Entry {
    init(index: Int, _ entry: AnyTimelineEntry) {
        self.index = index
        date = entry.date
        relevance = entry.relevance
        summary = EntrySummary.describe(entry.base)
    }
}

/// A one-line description of an entry's data, without its date.
enum EntrySummary {
    static func describe(_ entry: any TimelineEntry) -> String {
        let children = Mirror(reflecting: entry).children.filter { $0.label != "date" && $0.label != "relevance" }
        let fields = children.map { child in "\(child.label ?? "_"): \(value(child.value))" }
        let text = fields.joined(separator: ", ")
        return text.count > 160 ? String(text.prefix(159)) + "…" : text
    }

    private static func value(_ value: Any) -> String {
        if let string = value as? String { return "\"\(string)\"" }
        return String(describing: value)
    }
}
