import Foundation
import WidgetryIntents

/// A change in the device's environment that makes every widget reload, for free.
public enum EnvironmentChange: String, Sendable, Hashable, Codable {
    /// Light or dark appearance changed.
    case appearance
    /// The language or region changed.
    case locale
}

extension WidgetHost {
    /// Reloads every widget, for free, after an appearance or locale change.
    public func environmentDidChange(_ change: EnvironmentChange) async {
        await reloadAll(order, reason: change == .appearance ? .appearanceChange : .localeChange)
    }

    /// Reloads one widget for a reason, under the same rules as the scheduler.
    ///
    /// Hosts call this for the reasons they observe themselves; budgeted reasons may be deferred or refused (see
    /// the ledger).
    ///
    /// - throws: ``HostError`` for an unknown instance.
    public func requestReload(of id: String, reason: ReloadReason) async throws {
        _ = try state(of: id)
        await reload(id, reason: reason)
    }

    /// Handles a widget push notification: `{"aps":{"content-changed":true}}` reloads every widget of the kinds.
    ///
    /// Push reloads are budgeted and never replace timeline scheduling: each new timeline's policy still plans
    /// the next reload.
    ///
    /// For example:
    ///
    /// ```swift
    /// try await host.handlePush(Data(#"{"aps":{"content-changed":true}}"#.utf8), kinds: ["GameStatus"])
    /// ```
    ///
    /// - Parameters:
    ///   - payload: The APNs payload.
    ///   - kinds: The widget kinds the push is for; every kind when `nil`.
    /// - Returns: The ids of the instances asked to reload.
    /// - throws: ``HostError`` with code ``HostError/Code/invalidPush`` naming the field that is wrong; nothing is
    ///   reloaded then.
    @discardableResult
    public func handlePush(_ payload: Data, kinds: [String]? = nil) async throws -> [String] {
        try Self.validateWidgetPush(payload)
        if let kinds {
            let known = Set(bundle.timelineWidgets.map(\.kind))
            if let unknown = kinds.first(where: { !known.contains($0) }) {
                throw HostError(
                    .invalidPush,
                    "Push names unknown widget kind '\(unknown)'. Kinds: \(HostError.quotedList(known.sorted())).")
            }
        }
        let ids = order.filter { id in kinds.map { $0.contains(instances[id]?.instance.kind ?? "") } ?? true }
        await reloadAll(ids, reason: .push)
        return ids
    }

    static func validateWidgetPush(_ payload: Data) throws {
        let json: IntentJSON
        do {
            json = try JSONDecoder().decode(IntentJSON.self, from: payload)
        } catch {
            throw HostError(.invalidPush, #"The push payload is not JSON. Send {"aps":{"content-changed":true}}."#)
        }
        guard json.objectValue != nil else {
            throw HostError(.invalidPush, #"The push payload must be a JSON object such as {"aps":{…}}."#)
        }
        guard let aps = json["aps"], aps.objectValue != nil else {
            throw HostError(
                .invalidPush, #"The push payload has no object 'aps'. Send {"aps":{"content-changed":true}}."#)
        }
        guard let changed = aps["content-changed"] else {
            throw HostError(.invalidPush, "Field 'aps.content-changed' is missing. Set it to true to reload widgets.")
        }
        guard changed == .bool(true) else {
            throw HostError(
                .invalidPush, "Field 'aps.content-changed' is '\(changed)'; it must be true to reload widgets.")
        }
    }
}
