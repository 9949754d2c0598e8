import Foundation
import Synchronization

/// A type that gives the object that handles an intent.
public protocol INIntentHandlerProviding: NSObjectProtocol {
    /// The object that handles the intent: one that adopts the intent's generated handling protocol, such as
    /// `ConfigurationIntentHandling`; `nil` when none does.
    func handler(for intent: INIntent) -> Any?
}

/// The entry point of an Intents extension: it gives the handler for each intent, including the handlers that
/// provide a configurable widget's options.
///
/// On iOS the extension's `Info.plist` names this class. Linux has no extension bundles, so register it once,
/// before the host starts, for example in your widget bundle's `init()`:
///
/// ```swift
/// class IntentHandler: INExtension, ConfigurationIntentHandling {
///     func provideCharacterOptionsCollection(
///         for intent: ConfigurationIntent, with completion: @escaping (INObjectCollection<Character>?, Error?) -> Void
///     ) { … }
///     override func handler(for intent: INIntent) -> Any { self }
/// }
///
/// INExtension.register { IntentHandler() }
/// ```
///
/// The host makes a new extension for each request, as iOS may launch a new extension process for each one,
/// and calls ``handler(for:)``. Without a registered extension, widgets still work; their object parameters
/// list no options and start without a value.
open class INExtension: NSObject, INIntentHandlerProviding {
    /// Creates the extension.
    public override init() {
        super.init()
    }

    /// The object that handles the intent. Widgetry's default is the extension itself, so an extension that
    /// adopts the handling protocol works without overriding this.
    open func handler(for intent: INIntent) -> Any? {
        self
    }

    /// Registers the Intents extension the host asks for handlers (Widgetry; iOS reads it from the extension's
    /// `Info.plist`). Registering again adds another; the most recent one that gives a handler wins.
    ///
    /// - Parameter makeExtension: Makes the extension, or any object that provides handlers.
    public static func register(_ makeExtension: @escaping @Sendable () -> any INIntentHandlerProviding) {
        providers.withLock { $0.append(makeExtension) }
    }

    /// Removes every registered extension (Widgetry; for tests).
    public static func _removeAllRegistrations() {
        providers.withLock { $0.removeAll() }
    }

    /// The handler a registered extension gives for the intent, most recent registration first, skipping
    /// handlers that do not adopt the intent's handling protocol; `nil` when no extension gives one.
    public static func _registeredHandler(for intent: INIntent) -> Any? {
        let makers = providers.withLock { $0 }
        for make in makers.reversed() {
            if let handler = make().handler(for: intent), type(of: intent)._isHandler(handler) { return handler }
        }
        return nil
    }

    private static let providers = Mutex<[@Sendable () -> any INIntentHandlerProviding]>([])
}
