import WidgetryIntents

/// A widget's configuration as JSON: parameter name to value (enums by raw value, entities by identifier).
///
/// For example: `["category": "drinks", "showPrices": false]`.
public typealias WidgetConfigurationValues = [String: IntentJSON]
