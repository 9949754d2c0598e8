import Foundation
import Synchronization
import WidgetryKit

/// The push token of a host's widgets, as iOS gives one to an app: made once and kept in the store, handed to every
/// widget's `WidgetPushHandler` with the widgets it covers — when the host starts and whenever a widget of a kind
/// with a push handler is added, reconfigured or removed. An APNs `widgets` push to the token reloads them.
///
/// For example, what `serve` does:
///
/// ```swift
/// let pushTokens = try await WidgetPushTokens.attach(to: host, store: sqlite)
/// print(pushTokens.token.map { String(format: "%02x", $0) }.joined())
/// ```
public final class WidgetPushTokens: Sendable {
    /// The token, 32 bytes.
    public let token: Data
    private let host: WidgetHost
    private let store: any ServingWidgetStore
    private let changes: AsyncStream<Void>.Continuation
    private let observation: UUID
    /// Each control's push token, by control id; made when a control of a kind with a push handler is first seen.
    private let controlTokens: Mutex<[String: Data]>
    /// The control ids the control push handlers were last told of.
    private let toldControls = Mutex<Set<String>?>(nil)

    private init(
        host: WidgetHost, store: any ServingWidgetStore, token: Data, controlTokens: [String: Data],
        changes: AsyncStream<Void>.Continuation, observation: UUID
    ) {
        self.host = host
        self.store = store
        self.token = token
        self.controlTokens = Mutex(controlTokens)
        self.changes = changes
        self.observation = observation
    }

    /// The control whose push token `token` is, or `nil`.
    public func control(forToken token: Data) -> String? {
        controlTokens.withLock { tokens in tokens.first { $0.value == token }?.key }
    }

    /// The push tokens of the controls that have one, by control id.
    public var controlPushTokens: [String: Data] { controlTokens.withLock { $0 } }

    /// The kinds whose widgets registered a push handler.
    public var kinds: [String] { host.bundle.widgets.filter { $0.pushTokenDidChange != nil }.map(\.kind) }

    /// Reads or makes the token, tells the push handlers, and tells them again whenever their widgets change.
    ///
    /// - Parameters:
    ///   - host: The host whose widgets to cover.
    ///   - store: Where the token is kept across restarts.
    /// - throws: ``HostError`` when the store cannot be read or written.
    public static func attach(to host: WidgetHost, store: any ServingWidgetStore) async throws -> WidgetPushTokens {
        let token: Data
        if let saved = try await store.widgetPushToken() {
            token = saved
        } else {
            var generator = SystemRandomNumberGenerator()
            token = Data((0..<32).map { _ in UInt8.random(in: .min ... .max, using: &generator) })
            try await store.saveWidgetPushToken(token)
        }
        let handled = Set(host.bundle.widgets.filter { $0.pushTokenDidChange != nil }.map(\.kind))
        let controlKinds = Set(host.bundle.controls.filter { $0.pushTokensDidChange != nil }.map(\.kind))
        let (stream, continuation) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
        let observation = await host.addObserver { event in
            switch event {
            case .instanceAdded(let instance), .instanceReconfigured(let instance):
                if handled.contains(instance.kind) { continuation.yield() }
            case .instanceRemoved:
                if !handled.isEmpty { continuation.yield() }
            case .controlChanged(let state):
                if controlKinds.contains(state.instance.kind) { continuation.yield() }
            default: break
            }
        }
        let tokens = WidgetPushTokens(
            host: host, store: store, token: token, controlTokens: try await store.controlPushTokens(),
            changes: continuation, observation: observation)
        await tokens.notifyHandlers()
        // One call at a time, in order; changes while a call runs coalesce into one more.
        Task { [weak tokens] in
            for await _ in stream {
                guard let tokens else { return }
                await tokens.notifyHandlers()
            }
        }
        return tokens
    }

    /// Calls each push handler type once with the token and the widgets of the kinds that registered it, and each
    /// control push handler type with its controls when their set changed.
    public func notifyHandlers() async {
        await notifyWidgetHandlers()
        await notifyControlHandlers()
    }

    /// Calls each control push handler type with the controls of its kinds, each with its push token (made and
    /// saved the first time), when the set of such controls changed since the last call.
    func notifyControlHandlers() async {
        let withHandler = host.bundle.controls.filter { $0.pushTokensDidChange != nil }
        guard !withHandler.isEmpty else { return }
        let kinds = Set(withHandler.map(\.kind))
        let controls = ((try? await host.currentControls()) ?? []).filter { kinds.contains($0.kind) }
        let ids = Set(controls.map(\.id))
        guard toldControls.withLock({ $0 }) != ids else { return }
        toldControls.withLock { $0 = ids }
        var infos: [ControlInfo] = []
        for control in controls {
            var token = controlTokens.withLock { $0[control.id] }
            if token == nil {
                var generator = SystemRandomNumberGenerator()
                let made = Data((0..<32).map { _ in UInt8.random(in: .min ... .max, using: &generator) })
                try? await store.saveControlPushToken(made, forControl: control.id)
                controlTokens.withLock { $0[control.id] = made }
                token = made
            }
            infos.append(
                ControlInfo(
                    kind: control.kind, id: control.id, configuration: control.configuration,
                    pushInfo: token.map(ControlPushInfo.init(token:))))
        }
        let byType = Dictionary(grouping: withHandler) { $0.pushHandlerType ?? $0.kind }
        for (_, descriptors) in byType.sorted(by: { $0.key < $1.key }) {
            let typeKinds = Set(descriptors.map(\.kind))
            descriptors.first?.pushTokensDidChange?(infos.filter { typeKinds.contains($0.kind) })
        }
    }

    private func notifyWidgetHandlers() async {
        let withHandler = host.bundle.widgets.filter { $0.pushTokenDidChange != nil }
        guard !withHandler.isEmpty else { return }
        let widgets = (try? await host.currentConfigurations()) ?? []
        let info = WidgetPushInfo(token: token)
        let byType = Dictionary(grouping: withHandler) { $0.pushHandlerType ?? $0.kind }
        for (_, descriptors) in byType.sorted(by: { $0.key < $1.key }) {
            let kinds = Set(descriptors.map(\.kind))
            descriptors.first?.pushTokenDidChange?(info, widgets.filter { kinds.contains($0.kind) })
        }
    }

    /// Stops following the host's widgets.
    public func detach() async {
        changes.finish()
        await host.removeObserver(observation)
    }
}
