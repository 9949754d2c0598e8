import ArgumentParser
import Foundation
import WidgetryIntents
import WidgetryKit
import WidgetryPanels
import WidgetryUI

/// `timeline`: asks a widget's provider for its placeholder, snapshot and timeline, as the system does.
struct TimelineCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "timeline",
        abstract: "Ask a widget's provider for a placeholder, a snapshot and a timeline, as the system does."
    )

    @Option(help: "The widget kind (see `list`).")
    var kind: String

    @Option(help: "The widget family, such as systemSmall; defaults to the widget's first supported family.")
    var family: String?

    @Option(help: "The configuration as a JSON object, such as '{\"category\":\"drinks\"}'.")
    var configuration: String?

    @Option(help: "The device profile whose sizes the provider's context reports, such as 'iPhone 393×852'.")
    var device: String?

    @Option(help: "Seconds each provider call may take.")
    var deadline: Double = HostLimits.standard.providerDeadline

    @Flag(help: "Print JSON instead of text.")
    var json = false

    func run() async throws {
        let context = try CLIContext.required()
        let widget = try context.bundle.widget(kind: kind)
        guard widget.role == .widget else {
            throw WidgetError(
                .notATimelineWidget,
                "'\(kind)' is a Live Activity and has no timeline. Timeline widgets: "
                    + WidgetError.quotedList(context.bundle.timelineWidgets.map(\.kind)) + ".")
        }
        let family = try family.map(widget.family(named:)) ?? widget.supportedFamilies.first ?? .systemSmall
        let profile = try device.map(DeviceOption.profile(named:)) ?? .default
        var limits = HostLimits.standard
        limits.providerDeadline = deadline
        let inspection = try await TimelineInspection.run(
            widget, family: family, configuration: try configuration.map(ConfigurationOption.parse),
            device: profile, limits: limits, now: context.now())
        let report = TimelineReport(inspection, device: profile)
        context.output(json ? try JSONOutput.string(report) : report.text)
        for warning in inspection.warnings where json {
            context.errorOutput("warning: \(warning)")
        }
    }
}

/// Parses `--configuration`.
enum ConfigurationOption {
    static func parse(_ text: String) throws -> WidgetConfigurationValues {
        let json: IntentJSON
        do {
            json = try IntentJSON(parsing: text)
        } catch {
            throw CommandError(
                message: "Configuration '\(text)' is not valid JSON. Pass an object such as '{\"name\": \"value\"}'.")
        }
        guard let object = json.objectValue else {
            throw CommandError(
                message: "Configuration '\(text)' is \(json.kindDescription), not an object. "
                    + "Pass an object such as '{\"name\": \"value\"}'.")
        }
        return object
    }
}

/// Parses `--device`.
package enum DeviceOption {
    package static func profile(named name: String) throws -> DeviceProfile {
        guard let profile = DeviceProfile.named(name) else {
            throw WidgetError(
                .unknownDevice,
                "Unknown device '\(name)'. Devices: \(WidgetError.quotedList(DeviceProfile.all.map(\.name))); "
                    + "e-ink panels for `render`: \(WidgetError.quotedList(PanelProfile.builtIn.map(\.name))) "
                    + "or WIDTHxHEIGHTxBITS.")
        }
        return profile
    }

    /// Checks that a device shows a family: `systemExtraLarge` is an iPad family, so an iPhone profile named on the
    /// command line refuses it, naming the profiles that have it; without `--device` it is drawn on the first of
    /// them.
    ///
    /// - Parameters:
    ///   - family: The family to draw.
    ///   - device: The request's device; replaced by one that offers the family when none was named.
    ///   - named: Whether the device was named with `--device`.
    package static func requireFamily(_ family: WidgetFamily, on device: inout DeviceProfile, named: Bool) throws {
        guard !device.offers(family), family == .systemExtraLarge else { return }
        let offering = DeviceProfile.offering(family)
        if !named, let first = offering.first {
            device = first
            return
        }
        throw CommandError(
            message: "'\(device.name)' has no \(family): it is an iPad family. Use --device "
                + "\(WidgetError.quotedList(offering.map(\.name))), or another family.")
    }
}
