import Foundation
import WidgetryIntents
import WidgetryKit

extension WidgetHost: ControlCenterConnection {
    /// Takes a `ControlCenter` request without blocking; the host handles it in order, soon after.
    public nonisolated func deliver(_ request: ControlCenterRequest) {
        inbox.append(.control(request))
        Task { await self.drainInbox() }
    }

    /// The controls the host shows, as `ControlCenter.currentControls()` reports them.
    public func currentControls() async throws -> [ControlInfo] {
        controls.infos
    }

    /// Handles a `ControlCenter` request now: asks the value providers of the controls again.
    public func handle(_ request: ControlCenterRequest) async {
        let ids = controls.ids { request.applies(toKind: $0.kind) }
        for id in ids { await refreshControl(id) }
    }

    /// Adds a control and asks its value provider for its value.
    ///
    /// - Parameters:
    ///   - kind: The control's kind string.
    ///   - configuration: The configuration JSON for controls people configure.
    ///   - id: The instance's identity; a new UUID unless given.
    /// - throws: ``HostError`` for an unknown kind or a failing store.
    @discardableResult
    public func addControl(
        kind: String, configuration: WidgetConfigurationValues? = nil, id: String = UUID().uuidString
    ) async throws -> ControlState {
        _ = try controlDescriptor(kind: kind)
        let instance = ControlInstance(id: id, kind: kind, configuration: configuration, created: clock.now)
        // One mutation of an id at a time (the actor is reentrant): a second add of the id is refused, a remove
        // waits for the add to finish.
        try await serially("control:\(id)") {
            if controls[id] != nil { throw HostError.instanceExists(id) }
            try await groupCommit([.saveControl(instance)])
            controls[id] = ControlState(instance: instance, value: nil, updated: clock.now)
        }
        await refreshControl(id)
        return controls[id] ?? ControlState(instance: instance, value: nil, updated: clock.now)
    }

    /// Replaces a control's configuration, as editing it in Control Center does, and asks its value provider again.
    ///
    /// - Parameters:
    ///   - id: The control.
    ///   - configuration: The new configuration JSON (parameters left out take their defaults).
    /// - Returns: What the control shows afterwards.
    /// - throws: ``HostError`` for an unknown control or a failing store.
    @discardableResult
    public func reconfigureControl(id: String, configuration: WidgetConfigurationValues?) async throws -> ControlState {
        try await serially("control:\(id)") {
            let state = try controlState(id: id)
            var instance = state.instance
            instance.configuration = configuration
            try await groupCommit([.saveControl(instance)])
            controls[id] = ControlState(instance: instance, value: state.value, updated: clock.now)
        }
        await refreshControl(id)
        return try controlState(id: id)
    }

    /// Asks one control's value provider again, as a push to the control's token does.
    ///
    /// - throws: ``HostError`` for an unknown control.
    public func reloadControl(id: String) async throws {
        _ = try controlState(id: id)
        await refreshControl(id)
    }

    public func removeControl(id: String) async throws {
        try await serially("control:\(id)") {
            _ = try controlState(id: id)
            try await groupCommit([.deleteControl(id: id)])
            controls[id] = nil
        }
    }

    /// What a control shows.
    ///
    /// - throws: ``HostError`` for an unknown control.
    public func controlState(id: String) throws -> ControlState {
        guard let state = controls[id] else { throw HostError.unknownControl(id, known: controls.ids) }
        return state
    }

    /// Performs a control's intent: a button's as it is, a toggle's with the new value (the opposite of the shown
    /// one unless given), shown at once, then asks the value provider again.
    ///
    /// - Parameters:
    ///   - id: The control.
    ///   - newValue: A toggle's new state; the opposite of the current one when `nil`. Buttons ignore it.
    /// - throws: ``HostError`` for an unknown control, or with code ``HostError/Code/actionFailed`` when the
    ///   template or the intent fails; the shown value is then restored.
    public func performControlAction(id: String, newValue: Bool? = nil) async throws {
        let state = try controlState(id: id)
        let descriptor = try controlDescriptor(kind: state.instance.kind)
        let action: (intent: AnyAppIntent, isOn: Bool?)
        do {
            action = try await Self.controlIntent(
                descriptor, value: state.value, configuration: state.instance.configuration, newValue: newValue)
        } catch {
            throw HostError(.actionFailed, "Control '\(state.instance.kind)' could not make its intent: \(error)")
        }
        if let isOn = action.isOn {
            setControl(
                id,
                ControlState(
                    instance: state.instance, value: AnyControlValue(isOn), updated: clock.now, isOptimistic: true))
        }
        do {
            let request = WidgetActionRequest(action.intent)
            _ = try await performIntent(request, owner: "control '\(state.instance.kind)'")
        } catch {
            setControl(id, state)
            throw error
        }
        await refreshControl(id)
    }

    /// The intent a control performs for a tap, made on the main actor where templates live.
    @MainActor
    static func controlIntent(
        _ descriptor: ControlDescriptor, value: AnyControlValue?, configuration: WidgetConfigurationValues?,
        newValue: Bool?
    ) async throws -> (intent: AnyAppIntent, isOn: Bool?) {
        let template = try await descriptor.template(for: value, configuration: configuration)
        let intent = try template.intentToPerform(settingValue: newValue)
        let isOn: Bool? = template.kind == .toggle ? (newValue ?? !(template.isOn ?? false)) : nil
        return (intent, isOn)
    }

    /// Asks a control's value provider for its value, under the deadline; failures keep the last value.
    func refreshControl(_ id: String) async {
        guard let state = controls[id], let descriptor = try? controlDescriptor(kind: state.instance.kind) else {
            return
        }
        let configuration = state.instance.configuration
        let deadline = self.configuration.limits.providerDeadline
        do {
            guard
                let value = try await Deadline.run(
                    seconds: deadline,
                    {
                        try await descriptor.currentValue(configuration: configuration)
                    })
            else {
                throw HostError(.actionFailed, "The value provider did not answer within \(deadline.formatted()) s.")
            }
            guard controls[id] != nil else { return }
            setControl(id, ControlState(instance: state.instance, value: value, updated: clock.now))
        } catch {
            log(.warning, nil, "Control '\(state.instance.kind)' (\(id)): \(error); its last value stays.")
            guard controls[id] != nil else { return }
            setControl(
                id,
                ControlState(
                    instance: state.instance, value: state.value, updated: state.updated, lastError: "\(error)"))
        }
    }

    func setControl(_ id: String, _ state: ControlState) {
        controls[id] = state
        publish(.controlChanged(state))
    }

    func controlDescriptor(kind: String) throws -> ControlDescriptor {
        guard let descriptor = bundle.controls.first(where: { $0.kind == kind }) else {
            throw HostError(
                .unknownControl,
                "Unknown control kind '\(kind)'. Control kinds in this bundle: "
                    + "\(HostError.quotedList(bundle.controls.map(\.kind))).")
        }
        return descriptor
    }
}
