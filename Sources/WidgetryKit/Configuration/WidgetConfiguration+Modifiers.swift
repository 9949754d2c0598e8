import Foundation
import WidgetryIntents
import WidgetryUI

/// A configuration with its descriptors changed by a modifier.
@MainActor @preconcurrency
public struct _ModifiedWidgetConfiguration<Base: WidgetConfiguration>: WidgetConfiguration {
    let base: Base
    let modify: @MainActor (inout WidgetDescriptor) -> Void

    public var _widgetDescriptors: [WidgetDescriptor] {
        base.widgetDescriptors.map { descriptor in
            var descriptor = descriptor
            modify(&descriptor)
            return descriptor
        }
    }

    /// Modified configurations are described by their base.
    public var body: Never { preconditionFailure("A modified configuration has no body.") }
}

extension WidgetConfiguration {
    func modified(_ modify: @escaping @MainActor (inout WidgetDescriptor) -> Void) -> some WidgetConfiguration {
        _ModifiedWidgetConfiguration(base: self, modify: modify)
    }

    /// Sets the name shown for a widget when a person adds or edits it, from a localized string resource.
    ///
    /// For example: `.configurationDisplayName(LocalizedStringResource("Game Status", comment: "Widget name"))`.
    @_disfavoredOverload
    public func configurationDisplayName(_ displayName: LocalizedStringResource) -> some WidgetConfiguration {
        setDisplayName(String(localized: displayName))
    }

    /// Sets the name shown for a widget when a person adds or edits it, from a localized key.
    ///
    /// For example: `.configurationDisplayName("Game Status")`.
    public func configurationDisplayName(_ displayNameKey: LocalizedStringKey) -> some WidgetConfiguration {
        setDisplayName(displayNameKey._plainText)
    }

    /// Sets the name shown for a widget when a person adds or edits it, from the contents of a text view.
    ///
    /// For example: `.configurationDisplayName(Text("Game Status"))`.
    public func configurationDisplayName(_ displayName: Text) -> some WidgetConfiguration {
        setDisplayName(displayName._plainText)
    }

    /// Sets the name shown for a widget when a person adds or edits it, from a string shown as it is.
    ///
    /// For example: `.configurationDisplayName(widgetName)` with `let widgetName: String`.
    @_disfavoredOverload
    public func configurationDisplayName<S: StringProtocol>(_ displayName: S) -> some WidgetConfiguration {
        setDisplayName(String(displayName))
    }

    /// Sets the description shown for a widget when a person adds or edits it, from a localized string resource.
    @_disfavoredOverload
    public func description(_ description: LocalizedStringResource) -> some WidgetConfiguration {
        setDescription(String(localized: description))
    }

    /// Sets the description shown for a widget when a person adds or edits it, from a localized key.
    ///
    /// For example: `.description("Shows the latest game status.")`.
    public func description(_ descriptionKey: LocalizedStringKey) -> some WidgetConfiguration {
        setDescription(descriptionKey._plainText)
    }

    /// Sets the description shown for a widget when a person adds or edits it, from the contents of a text view.
    public func description(_ description: Text) -> some WidgetConfiguration {
        setDescription(description._plainText)
    }

    /// Sets the description shown for a widget when a person adds or edits it, from a string shown as it is.
    @_disfavoredOverload
    public func description<S: StringProtocol>(_ description: S) -> some WidgetConfiguration {
        setDescription(String(description))
    }

    private func setDisplayName(_ displayName: String) -> some WidgetConfiguration {
        modified { $0.displayName = displayName }
    }

    private func setDescription(_ description: String) -> some WidgetConfiguration {
        modified { $0.description = description }
    }

    /// Asks people to configure the widget when they add it, for widgets with a configuration intent.
    public func promptsForUserConfiguration() -> some WidgetConfiguration {
        modified { $0.promptsForUserConfiguration = true }
    }

    /// Sets the sizes that a widget supports.
    public func supportedFamilies(_ families: [WidgetFamily]) -> some WidgetConfiguration {
        modified { $0.supportedFamilies = families }
    }

    /// Removes the default content margins, for widgets that draw edge to edge.
    public func contentMarginsDisabled() -> some WidgetConfiguration {
        modified { $0.contentMarginsDisabled = true }
    }

    /// Sets whether the system may remove the widget's container background.
    public func containerBackgroundRemovable(_ isRemovable: Bool = true) -> some WidgetConfiguration {
        modified { $0.containerBackgroundRemovable = isRemovable }
    }

    /// Sets the extra sizes a Live Activity supports, such as `.small` on Apple Watch and CarPlay.
    public func supplementalActivityFamilies(_ families: [ActivityFamily]) -> some WidgetConfiguration {
        modified { $0.supplementalActivityFamilies = families }
    }

    /// Registers the type that receives the widget's push token: the host makes one and calls its
    /// `pushTokenDidChange(_:widgets:)` when the token or the widgets it covers change.
    public func pushHandler<Handler: WidgetPushHandler>(_ handler: Handler.Type) -> some WidgetConfiguration {
        let name = String(reflecting: handler)
        // A metatype is immutable; Apple's protocol does not require SendableMetatype, so say so here.
        nonisolated(unsafe) let type: any WidgetPushHandler.Type = handler
        return modified {
            $0.pushHandlerType = name
            $0.pushTokenDidChange = { info, widgets in type.init().pushTokenDidChange(info, widgets: widgets) }
        }
    }

    /// Sets the locations a widget would rather not appear in, for the given families.
    public func disfavoredLocations(_ locations: [WidgetLocation], for families: [WidgetFamily])
        -> some WidgetConfiguration
    {
        let added = locations.map { DisfavoredLocation(location: $0, families: families) }
        return modified { $0.disfavoredLocations += added }
    }

    /// Adds an action to perform when a URL session with this identifier has events waiting: all of the
    /// session's tasks are done.
    ///
    /// The host calls `urlSessionEvents` on the main actor with the session's identifier and a completion; keep the
    /// completion and call it from the session delegate's `urlSessionDidFinishEvents(forBackgroundURLSession:)`,
    /// which follows. The ledger of the instance whose provider started the session records both.
    ///
    /// - Parameters:
    ///   - matchingString: The identifier of the URL session to handle events of (compared exactly).
    ///   - urlSessionEvents: Called with the session's identifier and a completion to call when done.
    public func onBackgroundURLSessionEvents(
        matching matchingString: String,
        _ urlSessionEvents: @escaping (String, @escaping () -> Void) -> Void
    ) -> some WidgetConfiguration {
        let handler = BackgroundURLSessionEventsHandler(matching: .identifier(matchingString), urlSessionEvents)
        return modified {
            $0.handlesBackgroundURLSessionEvents = true
            $0.backgroundURLSessionMatchingString = matchingString
            $0.backgroundURLSessionEvents = handler
        }
    }

    /// Adds an action to perform when a URL session whose identifier the block accepts has events waiting: all of
    /// the session's tasks are done.
    ///
    /// - Parameters:
    ///   - matchingBlock: Whether to handle the session with this identifier; `nil` (the default) handles all.
    ///   - urlSessionEvents: Called on the main actor with the session's identifier and a completion to call
    ///     when done (usually from `urlSessionDidFinishEvents(forBackgroundURLSession:)`).
    public func onBackgroundURLSessionEvents(
        matching matchingBlock: ((String) -> Bool)? = nil,
        _ urlSessionEvents: @escaping (String, @escaping () -> Void) -> Void
    ) -> some WidgetConfiguration {
        let matching: BackgroundURLSessionEventsHandler.Matching = matchingBlock.map { .block($0) } ?? .all
        let handler = BackgroundURLSessionEventsHandler(matching: matching, urlSessionEvents)
        return modified {
            $0.handlesBackgroundURLSessionEvents = true
            $0.backgroundURLSessionMatchingString = nil
            $0.backgroundURLSessionEvents = handler
        }
    }
}
