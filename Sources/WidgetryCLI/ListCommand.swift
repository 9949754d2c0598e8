import ArgumentParser
import Foundation
import WidgetryIntents
import WidgetryKit

/// `list`: every widget, Live Activity, control and preview in the bundle.
struct ListCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the widgets, Live Activities, controls and previews in this bundle."
    )

    @Flag(help: "Print JSON instead of text.")
    var json = false

    func run() async throws {
        let context = try CLIContext.required()
        let listing = BundleListing(context.bundle, previews: context.previews)
        context.output(json ? try JSONOutput.string(listing) : listing.text)
    }
}

/// The bundle as `list` shows it; its JSON form is stable for scripts.
struct BundleListing: Codable {
    struct Widget: Codable {
        var kind: String
        var role: String
        var displayName: String
        var description: String
        var families: [String]
        var contentMarginsDisabled: Bool
        var configuration: IntentSchema?
        var entryType: String
        var providerType: String?
    }

    struct Control: Codable {
        var kind: String
        var displayName: String
        var description: String
        var template: String
        var intentType: String?
        var hasValueProvider: Bool
    }

    struct Preview: Codable {
        var name: String
        var kind: String?
        var family: String?
        var source: String
    }

    var bundle: String
    var widgets: [Widget]
    var controls: [Control]
    var previews: [Preview]
    var problems: [String]

    init(_ bundle: WidgetBundleDescriptor, previews: [PreviewDescriptor]) {
        self.bundle = bundle.name
        widgets = bundle.widgets.map {
            Widget(
                kind: $0.kind, role: $0.role.rawValue, displayName: $0.displayName, description: $0.description,
                families: $0.role == .widget ? $0.supportedFamilies.map { "\($0)" } : [],
                contentMarginsDisabled: $0.contentMarginsDisabled, configuration: $0.intent,
                entryType: $0.entryType, providerType: $0.provider == nil ? nil : $0.providerType)
        }
        controls = bundle.controls.map {
            Control(
                kind: $0.kind, displayName: $0.displayName, description: $0.description, template: $0.template.rawValue,
                intentType: $0.intentType, hasValueProvider: $0.hasValueProvider)
        }
        self.previews = previews.map {
            Preview(
                name: $0.title, kind: $0.widgetKind, family: $0.family.map { "\($0)" },
                source: [$0.fileID, $0.line.map(String.init)].compactMap { $0 }.joined(separator: ":"))
        }
        problems = bundle.problems
    }

    var text: String {
        var lines: [String] = []
        lines.append(
            "Bundle \(bundle): \(widgets.count) widgets, \(controls.count) controls, \(previews.count) previews")
        for widget in widgets {
            lines.append("")
            let name = widget.displayName.isEmpty ? "" : " — \(widget.displayName)"
            lines.append("\(widget.kind)\(name)\(widget.role == "liveActivity" ? " (Live Activity)" : "")")
            if !widget.description.isEmpty { lines.append("  \(widget.description)") }
            if !widget.families.isEmpty { lines.append("  families: \(widget.families.joined(separator: ", "))") }
            lines.append("  entry: \(widget.entryType)")
            guard let intent = widget.configuration else { continue }
            lines.append("  configuration: \(intent.typeName) (\(intent.title))")
            for parameter in intent.parameters { lines.append("    " + ParameterText.line(parameter)) }
        }
        if !controls.isEmpty {
            lines.append("")
            lines.append("Controls:")
            for control in controls {
                let name = control.displayName.isEmpty ? "" : " — \(control.displayName)"
                let intent = control.intentType.map { ", intent \($0)" } ?? ""
                let value = control.hasValueProvider ? ", value provider" : ""
                lines.append("  \(control.kind)\(name) (\(control.template)\(intent)\(value))")
            }
        }
        if !previews.isEmpty {
            lines.append("")
            lines.append("Previews:")
            for preview in previews {
                let details = [preview.kind, preview.family].compactMap { $0 }.joined(separator: ", ")
                lines.append("  \(preview.name)\(details.isEmpty ? "" : " (\(details))")  \(preview.source)")
            }
        }
        if !problems.isEmpty {
            lines.append("")
            lines.append("Problems:")
            lines += problems.map { "  - \($0)" }
        }
        return lines.joined(separator: "\n")
    }
}

/// One parameter of a configuration intent, as a line of text.
enum ParameterText {
    static func line(_ parameter: IntentParameterDescriptor) -> String {
        var parts = ["\(parameter.name): \(parameter.valueType)\(parameter.isOptional ? "?" : "")"]
        parts.append("title \"\(parameter.title)\"")
        if let value = parameter.defaultValue { parts.append("default \(value)") }
        var element = parameter.valueType
        while case .array(let inner) = element { element = inner }
        if case .enumeration(let enumeration) = element {
            let values = enumeration.cases.map { "\($0.rawValue.stringValue ?? "\($0.rawValue)") (\($0.title))" }
            parts.append("values " + values.joined(separator: ", "))
        }
        if case .entity(let entity) = element {
            var query = "values from \(entity.queryTypeName)"
            if entity.isEnumerable { query += " (enumerable)" }
            if entity.supportsStringSearch { query += " (string search)" }
            parts.append(query)
        }
        return parts.joined(separator: "  ")
    }
}

/// Pretty, stable JSON for command output.
package enum JSONOutput {
    package static func string(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }
}
