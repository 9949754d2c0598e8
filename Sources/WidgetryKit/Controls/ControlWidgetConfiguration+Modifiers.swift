import WidgetryIntents

/// A control configuration with its descriptors changed by a modifier.
@MainActor @preconcurrency
public struct _ModifiedControlConfiguration<Base: ControlWidgetConfiguration>: ControlWidgetConfiguration {
    let base: Base
    let modify: @MainActor (inout ControlDescriptor) -> Void

    public var _controlDescriptors: [ControlDescriptor] {
        base.controlDescriptors.map { descriptor in
            var descriptor = descriptor
            modify(&descriptor)
            return descriptor
        }
    }

    /// Modified configurations are described by their base.
    public var body: Never { preconditionFailure("A modified control configuration has no body.") }
}

extension ControlWidgetConfiguration {
    func modified(_ modify: @escaping @MainActor (inout ControlDescriptor) -> Void) -> some ControlWidgetConfiguration {
        _ModifiedControlConfiguration(base: self, modify: modify)
    }

    /// Sets the name shown for the control when a person adds or edits it.
    ///
    /// For example: `.displayName("Flashlight")`. Like Apple's, it takes only a `LocalizedStringResource`, so
    /// literals and `.init(stringLiteral:)` resolve to it; pass a `String` value as `LocalizedStringResource(name)`.
    public func displayName(_ displayName: LocalizedStringResource) -> some ControlWidgetConfiguration {
        let name = String(localized: displayName)
        return modified { $0.displayName = name }
    }

    /// Sets the description shown for the control when a person adds or edits it.
    ///
    /// For example: `.description("Turns the flashlight on and off.")`.
    public func description(_ description: LocalizedStringResource) -> some ControlWidgetConfiguration {
        let text = String(localized: description)
        return modified { $0.description = text }
    }

    /// Asks people to configure the control when they add it, for controls with a configuration intent.
    public func promptsForUserConfiguration() -> some ControlWidgetConfiguration {
        modified { $0.promptsForUserConfiguration = true }
    }
}
