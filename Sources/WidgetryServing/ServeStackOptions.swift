import ArgumentParser
import Foundation
import Logging
import WidgetryCLI
import WidgetryHost
import WidgetryKit
import WidgetryUI

/// `serve`'s Smart Stack option: the device's location for location relevance clues.
struct ServeStackOptions: ParsableArguments {
    @Option(help: "The device's location as LAT,LON, for widgets' location relevance clues (default: none).")
    var location: String?

    /// Refuses a location that is not `LAT,LON` when the arguments are parsed, before anything is opened.
    func validate() throws {
        if let location, RelevanceLocation(parsing: location) == nil {
            throw ValidationError(
                "Location '\(location)' is not LAT,LON in degrees, such as '51.5074,-0.1278' "
                    + "(latitude -90 to 90, longitude -180 to 180).")
        }
    }

    /// The device's location the option gives, if any.
    func relevanceLocation() throws -> RelevanceLocation? {
        try location.map(RelevanceLocationOption.parse)
    }

    /// Makes stacks of new instances (ids `stack-N-KIND`), each in the first system family every kind supports;
    /// a stack that cannot be made is logged and skipped.
    static func makeStacks(_ stacks: [[String]], on host: WidgetHost, logger: Logger) async {
        for (number, kinds) in stacks.enumerated() {
            let widgets = kinds.compactMap { kind in host.bundle.timelineWidgets.first { $0.kind == kind } }
            guard widgets.count == kinds.count, let first = widgets.first else {
                logger.warning("Stack \(kinds.joined(separator: ",")) names a kind the bundle lacks; not made.")
                continue
            }
            guard
                let family = first.supportedFamilies.first(where: { family in
                    family.rawValue.hasPrefix("system") && widgets.allSatisfy { $0.supportedFamilies.contains(family) }
                })
            else {
                logger.warning("Stack \(kinds.joined(separator: ",")) has no system family in common; not made.")
                continue
            }
            do {
                var members: [String] = []
                for kind in kinds {
                    let id = "stack-\(number + 1)-\(kind)".filter { $0.isLetter || $0.isNumber || "._-".contains($0) }
                    try await host.addWidget(kind: kind, family: family, id: String(id.prefix(64)))
                    members.append(String(id.prefix(64)))
                }
                try await host.createStack(
                    id: "stack-\(number + 1)",
                    name: widgets.map(\.displayName).filter { !$0.isEmpty }
                        .joined(separator: ", ").prefix(100).description.nonEmpty ?? "Smart Stack",
                    members: members)
            } catch {
                logger.warning("Could not make stack \(kinds.joined(separator: ",")): \(error)")
            }
        }
    }
}

extension String {
    fileprivate var nonEmpty: String? { isEmpty ? nil : self }
}
