import Foundation
import WidgetryIntents
import WidgetryKit
import WidgetryUI

/// A widget a person added: which kind, at which size, where, and how it is configured.
///
/// For example:
///
/// ```swift
/// let instance = try await host.addWidget(kind: "WeatherWidget", family: .systemSmall)
/// instance.id          // "5F0C…"
/// instance.placement   // .homeScreen
/// ```
public struct WidgetInstance: Sendable, Hashable, Codable, Identifiable {
    /// The instance's identity in the host.
    public let id: String
    /// The widget's kind string.
    public let kind: String
    /// The family the instance is shown at.
    public let family: WidgetFamily
    /// Where the instance is shown.
    public let placement: WidgetPlacement
    /// The configuration, with defaults filled in, for configurable widgets; `nil` for static ones.
    public var configuration: WidgetConfigurationValues?
    /// When the instance was added.
    public let created: Date

    /// Creates an instance; ``WidgetHost/addWidget(kind:family:placement:configuration:id:)`` makes them.
    /// - Parameters:
    ///   - id: The instance's identity.
    ///   - kind: The widget's kind string.
    ///   - family: The family it is shown at.
    ///   - placement: Where it is shown.
    ///   - configuration: Its configuration as JSON.
    ///   - created: When it was added.
    public init(
        id: String, kind: String, family: WidgetFamily, placement: WidgetPlacement,
        configuration: WidgetConfigurationValues?, created: Date
    ) {
        self.id = id
        self.kind = kind
        self.family = family
        self.placement = placement
        self.configuration = configuration
        self.created = created
    }

    /// The instance as WidgetKit describes it to apps.
    public var info: WidgetInfo {
        WidgetInfo(kind: kind, family: family, id: id, configuration: configuration)
    }
}
