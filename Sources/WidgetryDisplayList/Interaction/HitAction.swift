import Foundation

/// What tapping a hit region does.
///
/// In JSON: `{"type": "openURL", "url": "...", "source": "link"}`, `{"type": "button", "intent": {...}}` or
/// `{"type": "toggle", "intent": {...}, "isOn": true}`.
public enum HitAction: Sendable, Equatable {
    /// Opens a URL, from a `Link` or the widget's `widgetURL`.
    case openURL(URL, source: URLSource)
    /// Performs an App Intent (`Button(intent:)`).
    case button(IntentInvocation)
    /// Performs an App Intent that sets a value (`Toggle(isOn:intent:)`); `isOn` is the state shown.
    case toggle(IntentInvocation, isOn: Bool)

    /// Where a URL action comes from.
    public enum URLSource: String, Codable, Sendable, Hashable {
        /// A `Link`'s destination.
        case link
        /// The widget's `widgetURL`, which covers the whole widget.
        case widgetURL
    }
}

/// An App Intent to perform, as an opaque, Codable payload: its type name and its parameters as JSON.
public struct IntentInvocation: Codable, Sendable, Hashable {
    /// The intent's type identifier, as the host's intent registry knows it.
    public var type: String
    /// The intent's parameter values.
    public var parameters: DisplayJSON

    /// Creates an invocation.
    ///
    /// - Parameters:
    ///   - type: The intent's type identifier.
    ///   - parameters: The intent's parameter values.
    public init(type: String, parameters: DisplayJSON = .object([:])) {
        self.type = type
        self.parameters = parameters
    }
}

extension HitAction: Codable {
    private enum CodingKeys: String, CodingKey { case type, url, source, intent, isOn }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let type = try c.decode(String.self, forKey: .type)
        switch type {
        case "openURL":
            self = .openURL(try c.decode(URL.self, forKey: .url), source: try c.decode(URLSource.self, forKey: .source))
        case "button":
            self = .button(try c.decode(IntentInvocation.self, forKey: .intent))
        case "toggle":
            self = .toggle(
                try c.decode(IntentInvocation.self, forKey: .intent), isOn: try c.decode(Bool.self, forKey: .isOn))
        default:
            throw DisplayListError("Unknown hit action '\(type)'. Actions: 'openURL', 'button', 'toggle'.")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .openURL(let url, let source):
            try c.encode("openURL", forKey: .type)
            try c.encode(url, forKey: .url)
            try c.encode(source, forKey: .source)
        case .button(let intent):
            try c.encode("button", forKey: .type)
            try c.encode(intent, forKey: .intent)
        case .toggle(let intent, let isOn):
            try c.encode("toggle", forKey: .type)
            try c.encode(intent, forKey: .intent)
            try c.encode(isOn, forKey: .isOn)
        }
    }
}
