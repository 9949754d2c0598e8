import Foundation
import WidgetryHost
import WidgetryIntents
import WidgetryKit
import WidgetryUI

/// A static widget whose provider follows a script.
struct ScriptedProvider: TimelineProvider {
    let script: ProviderScript

    func placeholder(in context: Context) -> ScriptEntry {
        script.notePlaceholder()
        return ScriptEntry(date: script.now, label: "placeholder")
    }

    func getSnapshot(in context: Context, completion: @escaping @Sendable (ScriptEntry) -> Void) {
        completion(ScriptEntry(date: script.now, label: "snapshot"))
    }

    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<ScriptEntry>) -> Void) {
        switch script.nextResponse() {
        case .entries(let count, let spacing, let policy):
            completion(script.timeline(label: "static", count: count, spacing: spacing, policy: policy))
        case .hang, .fail:
            return  // never calls its completion: the host's deadline must end the wait
        }
    }
}

struct ScriptedWidget: Widget {
    let kind: String
    let script: ProviderScript

    init(kind: String, script: ProviderScript) {
        self.kind = kind
        self.script = script
    }

    init() { self.init(kind: "Scripted", script: ProviderScript(clock: nil)) }

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: ScriptedProvider(script: script)) { entry in
            Text(entry.label)
        }
        .supportedFamilies([.systemSmall, .systemMedium, .accessoryRectangular])
    }
}

/// The entity a configurable widget's intent names: a script, by id. Its query throws when the script fails.
struct ScriptSource: AppEntity {
    let id: String
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Script"
    static let defaultQuery = ScriptSourceQuery()
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id)") }
}

struct ScriptSourceQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [ScriptSource] {
        for id in identifiers { await ScriptRegistry.script(id)?.queryGate.pass() }
        return try identifiers.compactMap { id in
            guard let script = ScriptRegistry.script(id) else { return nil }
            if script.isFailing {
                _ = script.nextResponse()
                throw ScriptError()
            }
            return ScriptSource(id: id)
        }
    }
}

struct ScriptIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Choose Script"
    @Parameter(title: "Source") var source: ScriptSource
    @Parameter(title: "Label", default: "A") var label: String
}

struct ConfigurableProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> ScriptEntry { ScriptEntry(date: .distantPast, label: "placeholder") }

    func snapshot(for configuration: ScriptIntent, in context: Context) async -> ScriptEntry {
        ScriptEntry(date: Date(), label: configuration.label)
    }

    func timeline(for configuration: ScriptIntent, in context: Context) async -> Timeline<ScriptEntry> {
        guard let script = ScriptRegistry.script(configuration.source.id) else {
            return Timeline(entries: [], policy: .never)
        }
        switch script.nextResponse() {
        case .entries(let count, let spacing, let policy):
            return script.timeline(label: configuration.label, count: count, spacing: spacing, policy: policy)
        case .hang, .fail:
            try? await Task.sleep(nanoseconds: 3_600_000_000_000)
            return Timeline(entries: [], policy: .never)
        }
    }
}

struct ConfigurableWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "Configurable", intent: ScriptIntent.self, provider: ConfigurableProvider()) {
            entry in
            Text(entry.label)
        }
        .supportedFamilies([.systemSmall])
    }
}

/// A button intent that bumps its script's counter, so the reload after it shows the change.
struct IncrementIntent: AppIntent {
    static let title: LocalizedStringResource = "Increment"
    @Parameter(title: "Script") var scriptID: String

    init() {}
    init(scriptID: String) { self.scriptID = scriptID }

    func perform() async throws -> some IntentResult {
        ScriptRegistry.script(scriptID)?.increment()
        return .result()
    }
}

/// A button intent that always throws.
struct BrokenIntent: AppIntent {
    static let title: LocalizedStringResource = "Broken"
    func perform() async throws -> some IntentResult {
        if Self.title.key.isEmpty == false { throw ScriptError() }
        return .result()
    }
}

/// Builds a bundle from widgets, on the main actor where widget bodies are read.
@MainActor
func makeBundle(_ widgets: [any Widget], controls: [ControlDescriptor] = []) -> WidgetBundleDescriptor {
    WidgetBundleDescriptor(
        name: "TestBundle", widgets: widgets.flatMap { WidgetBundleDescriptor(widget: $0).widgets },
        controls: controls)
}
