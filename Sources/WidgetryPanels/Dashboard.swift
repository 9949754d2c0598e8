import Foundation
import WidgetryIntents

/// A full-screen layout of widgets on a panel, read from a `dashboard.json` file:
///
/// ```json
/// {
///   "device": "trmnl-og",
///   "widgets": [
///     { "kind": "weather", "family": "systemMedium", "x": 16, "y": 16 },
///     { "kind": "steps", "family": "systemSmall", "x": 396, "y": 16,
///       "configuration": { "goal": 8000 } }
///   ]
/// }
/// ```
///
/// Positions are the widgets' top-left corners in points (pixels divided by the panel's scale).
public struct Dashboard: Sendable, Codable, Equatable {
    /// One widget on the dashboard.
    public struct Item: Sendable, Codable, Equatable {
        /// The widget kind.
        public var kind: String
        /// The family, such as `systemMedium`; the widget's first supported family when absent.
        public var family: String?
        /// The left edge in points.
        public var x: Double
        /// The top edge in points.
        public var y: Double
        /// The configuration, as a JSON object of parameter values.
        public var configuration: [String: IntentJSON]?

        /// Creates an item.
        public init(
            kind: String, family: String? = nil, x: Double, y: Double, configuration: [String: IntentJSON]? = nil
        ) {
            self.kind = kind
            self.family = family
            self.x = x
            self.y = y
            self.configuration = configuration
        }
    }

    /// The panel profile's name (see ``PanelProfile/named(_:)``).
    public var device: String
    /// The widgets, drawn in order.
    public var widgets: [Item]

    /// Creates a dashboard.
    public init(device: String, widgets: [Item]) {
        self.device = device
        self.widgets = widgets
    }

    /// Reads and checks a dashboard file.
    ///
    /// - Throws: ``PanelError`` saying what is wrong with the file and how to fix it.
    public static func load(from url: URL) throws -> Dashboard {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw PanelError("Cannot read dashboard '\(url.path)': \(error.localizedDescription).")
        }
        return try decode(data, source: url.lastPathComponent)
    }

    /// Decodes and checks a dashboard.
    ///
    /// - Throws: ``PanelError`` naming the field that is wrong.
    public static func decode(_ data: Data, source: String = "dashboard") throws -> Dashboard {
        let dashboard: Dashboard
        do {
            dashboard = try JSONDecoder().decode(Dashboard.self, from: data)
        } catch let DecodingError.keyNotFound(key, context) {
            throw PanelError("\(source): missing '\(path(context.codingPath + [key]))'. \(example)")
        } catch let DecodingError.typeMismatch(_, context) {
            throw PanelError("\(source): '\(path(context.codingPath))' has the wrong type. \(example)")
        } catch let DecodingError.valueNotFound(_, context) {
            throw PanelError("\(source): '\(path(context.codingPath))' is null. \(example)")
        } catch {
            throw PanelError("\(source) is not valid JSON. \(example)")
        }
        try dashboard.validate(source: source)
        return dashboard
    }

    /// The panel the dashboard is drawn on.
    public func profile() throws -> PanelProfile { try PanelProfile.named(device) }

    private func validate(source: String) throws {
        let profile = try profile()
        guard !widgets.isEmpty else { throw PanelError("\(source): 'widgets' is empty. \(Self.example)") }
        guard widgets.count <= 64 else {
            throw PanelError("\(source) places \(widgets.count) widgets; a dashboard holds at most 64.")
        }
        for (index, item) in widgets.enumerated() {
            guard item.x.isFinite, item.y.isFinite, item.x >= 0, item.y >= 0,
                item.x < profile.pointSize.width, item.y < profile.pointSize.height
            else {
                throw PanelError(
                    "\(source): widget \(index) ('\(item.kind)') is at (\(item.x), \(item.y)), outside the "
                        + "\(Int(profile.pointSize.width))×\(Int(profile.pointSize.height))-point panel '\(device)'.")
            }
        }
    }

    private static let example =
        #"Write it like {"device": "trmnl-og", "widgets": [{"kind": "weather", "family": "systemMedium", "x": 16, "y": 16}]}."#

    private static func path(_ keys: [any CodingKey]) -> String {
        keys.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined().trimmingCharacters(
            in: CharacterSet(charactersIn: "."))
    }
}
