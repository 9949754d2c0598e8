import Foundation
import WidgetryIntents
import WidgetryKit

extension WidgetHost {
    /// Performs a widget's button or toggle intent, then reloads that widget at once, for free.
    ///
    /// The intent is rebuilt from its type name and parameters through `IntentTypeRegistry.shared`; a toggle's
    /// `SetValueIntent` gets the new value first. `perform()` runs under the provider deadline.
    ///
    /// For example:
    ///
    /// ```swift
    /// try await host.performAction(
    ///     instanceID: widget.id,
    ///     WidgetActionRequest(intentType: "MyWidgets.ToggleFavoriteIntent", parameters: ["itemID": "42"]))
    /// ```
    ///
    /// - Parameters:
    ///   - instanceID: The widget whose button or toggle was tapped.
    ///   - action: The intent and a toggle's new value.
    /// - throws: ``HostError`` for an unknown instance, and with code ``HostError/Code/actionFailed`` when the
    ///   intent cannot be rebuilt, its value cannot be set, or `perform()` throws or times out; the widget is not
    ///   reloaded then.
    public func performAction(instanceID: String, _ action: WidgetActionRequest) async throws {
        let state = try state(of: instanceID)
        let owner = "widget '\(state.instance.kind)'"
        if let performer = state.widget.provider?.actionPerformer {
            // The widget's code runs elsewhere (a provider process): its intents run there too.
            try await underDeadline(action.intentType, of: owner, failing: "failed") {
                try await performer(action.intentType, action.parameters, action.toggleValue)
            }
        } else {
            _ = try await performIntent(action, owner: owner)
        }
        log(.info, instanceID, "Performed \(action.intentType); reloading the widget.")
        await reload(instanceID, reason: .interaction)
    }

    /// Rebuilds, sets the value of, and performs an intent under the deadline.
    func performIntent(_ action: WidgetActionRequest, owner: String) async throws -> AnyAppIntent {
        let intent: AnyAppIntent
        do {
            intent = try await IntentTypeRegistry.shared.makeActionIntent(
                typeName: action.intentType, parameters: action.parameters, toggleValue: action.toggleValue)
        } catch {
            throw HostError(.actionFailed, "The action of \(owner) could not be prepared: \(error)")
        }
        try await underDeadline(intent.typeName, of: owner, failing: "failed in perform()") {
            try await intent.perform()
        }
        return intent
    }

    /// Runs an intent's work under the provider deadline, turning an error or an overrun into ``HostError``.
    private func underDeadline(
        _ typeName: String, of owner: String, failing: String, _ work: @escaping @Sendable () async throws -> Void
    ) async throws {
        let deadline = configuration.limits.providerDeadline
        let performed: Bool?
        do {
            performed = try await Deadline.run(seconds: deadline) {
                try await work()
                return true
            }
        } catch {
            throw HostError(.actionFailed, "Intent '\(typeName)' of \(owner) \(failing): \(error)")
        }
        guard performed != nil else {
            throw HostError(
                .actionFailed,
                "Intent '\(typeName)' of \(owner) did not finish perform() within \(deadline.formatted()) s.")
        }
    }
}
