import Foundation
import Synchronization

/// An intent and its response, donated so the system can learn what a person does.
///
/// For example:
///
/// ```swift
/// let interaction = INInteraction(intent: intent, response: nil)
/// interaction.donate { error in … }
/// ```
///
/// Widgetry records donations in the process (``INInteraction/_donatedInteractions``) instead of sending them to
/// Siri; deleting removes them from that record.
open class INInteraction: NSObject {
    /// The intent.
    public let intent: INIntent
    /// The response, if the intent was handled.
    public let intentResponse: INIntentResponse?
    /// Where handling the intent stands.
    public let intentHandlingStatus: INIntentHandlingStatus
    /// Whether the interaction was sent or received.
    open var direction: INInteractionDirection = .unspecified
    /// When the interaction happened.
    open var dateInterval: DateInterval?
    /// The interaction's identifier, for deleting it later.
    open var identifier: String?
    /// A group identifier, for deleting related interactions together.
    open var groupIdentifier: String?

    /// Creates an interaction.
    ///
    /// - Parameters:
    ///   - intent: The intent.
    ///   - response: The response, or `nil`.
    public init(intent: INIntent, response: INIntentResponse?) {
        self.intent = intent
        intentResponse = response
        intentHandlingStatus = response == nil ? .unspecified : .success
        identifier = UUID().uuidString
        super.init()
    }

    /// Donates the interaction; the completion handler gets `nil`, as donations always succeed here.
    ///
    /// - Parameter completion: Called after the interaction is recorded.
    open func donate(completion: (((any Error)?) -> Void)? = nil) {
        if dateInterval == nil { dateInterval = DateInterval(start: Date(), duration: 0) }
        INInteraction.record.withLock { $0.append(DonatedInteraction(interaction: self)) }
        completion?(nil)
    }

    /// Donates the interaction.
    open func donate() async throws {
        donate(completion: nil)
    }

    /// Deletes the donated interactions with these identifiers.
    public static func delete(with identifiers: [String], completion: (((any Error)?) -> Void)? = nil) {
        record.withLock { $0.removeAll { $0.interaction.identifier.map(identifiers.contains) ?? false } }
        completion?(nil)
    }

    /// Deletes the donated interactions in a group.
    public static func delete(with groupIdentifier: String, completion: (((any Error)?) -> Void)? = nil) {
        record.withLock { $0.removeAll { $0.interaction.groupIdentifier == groupIdentifier } }
        completion?(nil)
    }

    /// Deletes every donated interaction.
    public static func deleteAll(completion: (((any Error)?) -> Void)? = nil) {
        record.withLock { $0.removeAll() }
        completion?(nil)
    }

    /// The interactions donated in this process and not deleted, oldest first (Widgetry).
    public static var _donatedInteractions: [INInteraction] {
        record.withLock { $0.map(\.interaction) }
    }

    private static let record = Mutex<[DonatedInteraction]>([])
}

/// A donated interaction, boxed for the process-wide record; donated interactions are not changed afterwards.
private struct DonatedInteraction: @unchecked Sendable {
    let interaction: INInteraction
}

/// Whether an interaction was sent by the person or received.
public enum INInteractionDirection: Int, Sendable {
    /// Not said.
    case unspecified = 0
    /// The person sent it.
    case outgoing
    /// The person received it.
    case incoming
}

/// Where handling an intent stands.
public enum INIntentHandlingStatus: Int, Sendable {
    /// Not said.
    case unspecified = 0
    /// Ready to handle.
    case ready
    /// In progress.
    case inProgress
    /// Handled.
    case success
    /// Failed.
    case failure
    /// Needs the app to finish.
    case deferredToApplication
    /// Needs the person to act in the app.
    case userConfirmationRequired
}
