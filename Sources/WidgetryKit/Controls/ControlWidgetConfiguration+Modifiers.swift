import WidgetryIntents

/// A control configuration with its descriptors changed by a modifier.
@MainActor @preconcurrency
public struct _ModifiedControlConfiguration<Base: ControlWidgetConfiguration>: ControlWidgetConfiguration,
    PrimitiveControlConfiguration
{
    let base: Base
    let modify: @MainActor (inout ControlDescriptor) -> Void

    var controlDescriptorList: [ControlDescriptor] {
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
    /// For example: `.displayName("Flashlight")`.
    public func displayName(_ displayName: String) -> some ControlWidgetConfiguration {
        modified { $0.displayName = displayName }
    }

    /// Sets the name shown for the control when a person adds or edits it.
    public func displayName(_ displayName: LocalizedStringResource) -> some ControlWidgetConfiguration {
        self.displayName(String(localized: displayName))
    }

    /// Sets the description shown for the control when a person adds or edits it.
    ///
    /// For example: `.description("Turns the flashlight on and off.")`.
    public func description(_ description: String) -> some ControlWidgetConfiguration {
        modified { $0.description = description }
    }

    /// Sets the description shown for the control when a person adds or edits it.
    public func description(_ description: LocalizedStringResource) -> some ControlWidgetConfiguration {
        self.description(String(localized: description))
    }

    /// Asks people to configure the control when they add it, for controls with a configuration intent.
    public func promptsForUserConfiguration() -> some ControlWidgetConfiguration {
        modified { $0.promptsForUserConfiguration = true }
    }
}
