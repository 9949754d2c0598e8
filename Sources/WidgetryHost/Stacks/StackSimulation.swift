import Foundation
import WidgetryKit

/// What one Smart Stack showed during a simulation: which member was on top, from when to when, and why.
public struct StackSimulation: Sendable {
    /// One stretch of time with one member on top.
    public struct Period: Sendable, Hashable, Codable {
        /// When the member went on top.
        public let from: Date
        /// When it left the top (or the simulation ended).
        public let to: Date
        /// The member instance's id.
        public let top: String
        /// Its widget kind.
        public let kind: String
        /// Why it went on top.
        public let cause: StackRotationCause
        /// The winning score, when relevance won.
        public let score: Float?
        /// The sentence the rotation ledger recorded.
        public let detail: String
    }

    /// The stack as it ended.
    public let stack: WidgetStack
    /// The stretches, in order, covering the simulation from the stack's making to its end.
    public let periods: [Period]

    /// Makes the stretches from a rotation ledger.
    init(stack: WidgetStack, ledger: [StackRotationRecord], kinds: [String: String], end: Date) {
        self.stack = stack
        var periods: [Period] = []
        for (index, record) in ledger.enumerated() {
            let to = index + 1 < ledger.count ? ledger[index + 1].date : end
            guard to.timeIntervalSince(record.date) >= 1 || index + 1 == ledger.count else { continue }
            periods.append(
                Period(
                    from: record.date, to: to, top: record.top, kind: kinds[record.top] ?? record.top,
                    cause: record.cause, score: record.score, detail: record.detail))
        }
        self.periods = periods
    }

    /// One line per stretch: `HH:MM–HH:MM kind (cause): detail`, times as offsets from `start`.
    public func lines(from start: Date) -> [String] {
        periods.map { period in
            "  \(Self.offset(period.from, start))–\(Self.offset(period.to, start))  \(period.kind) "
                + "(\(period.cause.rawValue)\(period.score.map { ", score \(StackRotation.format($0))" } ?? "")): "
                + period.detail
        }
    }

    /// `+HH:MM` after the start.
    static func offset(_ date: Date, _ start: Date) -> String {
        let minutes = Int((date.timeIntervalSince(start) / 60).rounded())
        return String(format: "+%02d:%02d", minutes / 60, minutes % 60)
    }
}

extension HostSimulation {
    /// Adds the instances of the declared stacks' kinds (in a family all share) and makes the stacks.
    ///
    /// - Returns: Problems to report.
    func makeStacks(on host: WidgetHost) async -> [String] {
        var problems: [String] = []
        for (number, kinds) in stacks.enumerated() {
            let widgets = kinds.compactMap { kind in bundle.timelineWidgets.first { $0.kind == kind } }
            guard widgets.count == kinds.count, !kinds.isEmpty else {
                problems.append("Stack \(number + 1) names a kind the bundle lacks: \(kinds.joined(separator: ", ")).")
                continue
            }
            let shared = widgets.dropFirst().reduce(Set(widgets[0].supportedFamilies)) {
                $0.intersection($1.supportedFamilies)
            }
            let candidates = (family.map { [$0] } ?? widgets[0].supportedFamilies).filter {
                shared.contains($0) && $0.rawValue.hasPrefix("system")
            }
            guard let family = candidates.first else {
                problems.append(
                    "Stack \(number + 1) (\(kinds.joined(separator: ", "))) has no system family in common.")
                continue
            }
            for kind in kinds where (try? await host.widget(id: kind)) == nil {
                do {
                    try await host.addWidget(kind: kind, family: family, id: kind)
                } catch {
                    problems.append("Widget '\(kind)' could not be added to stack \(number + 1): \(error)")
                }
            }
            do {
                try await host.createStack(
                    id: "stack-\(number + 1)", name: kinds.joined(separator: " + "), members: kinds)
            } catch {
                problems.append("Stack \(number + 1) could not be made: \(error)")
            }
        }
        return problems
    }

    /// What each stack showed, once the simulation ended.
    func stackReports(of host: WidgetHost, end: Date) async -> [StackSimulation] {
        let kinds = Dictionary(uniqueKeysWithValues: await host.widgets().map { ($0.id, $0.kind) })
        return await host.stacks().map { StackSimulation(stack: $0.stack, ledger: $0.ledger, kinds: kinds, end: end) }
    }
}
