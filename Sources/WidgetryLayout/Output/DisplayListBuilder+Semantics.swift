import Foundation
import WidgetryDisplayList
import WidgetryIntents
import WidgetryUI

/// Traits as semantic tags, and intents as invocations.
extension DisplayListBuilder {
    /// The tags that mark where a node's traits differ from its parent's.
    static func semantics(_ traits: ResolvedTraits, parent: ResolvedTraits) -> DisplaySemantics {
        var semantics = DisplaySemantics()
        if traits.isWidgetAccentable != parent.isWidgetAccentable {
            semantics.widgetAccentable = traits.isWidgetAccentable
        }
        semantics.isPrivacySensitive = traits.isPrivacySensitive && !parent.isPrivacySensitive
        semantics.isInvalidatable = traits.isInvalidatable && !parent.isInvalidatable
        if traits.redactionReasons != parent.redactionReasons {
            if traits.redactionReasons.isEmpty {
                semantics.isUnredacted = true
            } else {
                semantics.redactionReasons = reasons(traits.redactionReasons)
            }
        }
        return semantics
    }

    static func reasons(_ reasons: RedactionReasons) -> DisplayRedactionReasons {
        var result: DisplayRedactionReasons = []
        if reasons.contains(.placeholder) { result.insert(.placeholder) }
        if reasons.contains(.privacy) { result.insert(.privacy) }
        if reasons.contains(.invalidated) { result.insert(.invalidated) }
        return result
    }

    static func json(_ value: IntentJSON) -> DisplayJSON {
        switch value {
        case .null: .null
        case .bool(let value): .bool(value)
        case .int(let value): .number(Double(value))
        case .double(let value): .number(value)
        case .string(let value): .string(value)
        case .array(let values): .array(values.map(json))
        case .object(let members): .object(members.mapValues(json))
        }
    }
}
