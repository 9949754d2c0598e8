import Foundation
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
    private let changes: AsyncStream<Void>.Continuation
    private let observation: UUID

    private init(host: WidgetHost, token: Data, changes: AsyncStream<Void>.Continuation, observation: UUID) {
        self.host = host
        self.token = token
        self.changes = changes
        self.observation = observation
    }

    /// The kinds whose widgets registered a push handler.
    public var kinds: [String] { host.bundle.widgets.filter { $0.pushTokenDidChange != nil }.map(\.kind) }

    /// Reads or makes the token, tells the push handlers, and tells them again whenever their widgets change.
    ///
    /// - Parameters:
    ///   - host: The host whose widgets to cover.
    ///   - store: Where the token is kept across restarts.
    /// - throws: ``HostError`` when the store cannot be read or written.
    public static func attach(to host: WidgetHost, store: SQLiteWidgetStore) async throws -> WidgetPushTokens {
        let token: Data
        if let saved = try await store.widgetPushToken() {
            token = saved
        } else {
            var generator = SystemRandomNumberGenerator()
            token = Data((0..<32).map { _ in UInt8.random(in: .min ... .max, using: &generator) })
            try await store.saveWidgetPushToken(token)
        }
        let handled = Set(host.bundle.widgets.filter { $0.pushTokenDidChange != nil }.map(\.kind))
        let (stream, continuation) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
        let observation = await host.addObserver { event in
            switch event {
            case .instanceAdded(let instance), .instanceReconfigured(let instance):
                if handled.contains(instance.kind) { continuation.yield() }
            case .instanceRemoved:
                if !handled.isEmpty { continuation.yield() }
            default: break
            }
        }
        let tokens = WidgetPushTokens(host: host, token: token, changes: continuation, observation: observation)
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

    /// Calls each push handler type once with the token and the widgets of the kinds that registered it.
    public func notifyHandlers() async {
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
