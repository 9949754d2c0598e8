// SiriKit intent classes for widgets configured through `.intentdefinition` files.
import Foundation
import Synchronization

/// A request for your app to perform an action, or the options a person chose for a configurable widget.
///
/// You don't subclass it yourself: the `IntentDefinitionPlugin` generates a subclass for each custom intent in
/// an `.intentdefinition` file, as Xcode does, with one property per parameter:
///
/// ```swift
/// let intent = ConfigurationIntent()
/// intent.character = Character(identifier: "panda", display: "Power Panda")
/// intent.value(forKey: "character")  // the same object
/// ```
///
/// Differences from Apple's class: Linux has no Objective-C runtime, so there is no `NSSecureCoding`, `@objc`
/// selector or `NSCopying`. Parameters are kept in a key-value store that the generated properties read and
/// write (as `@NSManaged` properties do on Apple's platforms), so ``value(forKey:)`` and
/// ``setValue(_:forKey:)`` reach them by parameter name. The store is locked, so an intent can be kept in a
/// `Sendable` timeline entry, as the Xcode template's `configuration` property is.
open class INIntent: NSObject, @unchecked Sendable {
    private let values = Mutex<[String: ParameterValue]>([:])
    private let images = Mutex<[String: ImageValue]>([:])
    private let identity: String
    private let phrase = Mutex<String?>(nil)

    /// Creates an intent with no parameter values.
    ///
    /// Required, so the host can make an intent of any generated class; generated classes inherit it.
    public required override init() {
        identity = UUID().uuidString
        super.init()
    }

    /// A unique identifier for this intent, for tracking it through resolve, confirm and handle.
    open var identifier: String? { identity }

    /// A human-readable description of the intent: its title followed by the values it has.
    open var intentDescription: String? {
        let definition = Self._intentDefinition
        let title = definition.title.isEmpty ? String(describing: type(of: self)) : definition.title
        let values = definition.parameters.compactMap { parameter -> String? in
            guard let value = value(forKey: parameter.name) else { return nil }
            return "\(parameter.title): \(Self.displayText(of: value))"
        }
        return values.isEmpty ? title : "\(title) (\(values.joined(separator: ", ")))"
    }

    /// A phrase to suggest when a person adds a shortcut for this intent.
    open var suggestedInvocationPhrase: String? {
        get { phrase.withLock { $0 } }
        set { phrase.withLock { $0 = newValue } }
    }

    /// The parameter's value, by parameter name; `nil` when it has none.
    ///
    /// - Parameter key: The parameter's name, such as `character`.
    open func value(forKey key: String) -> Any? {
        values.withLock { $0[key]?.value }
    }

    /// Sets a parameter's value by name; `nil` removes it.
    ///
    /// - Parameters:
    ///   - value: The value, of the type the generated property has (`String`, `NSNumber`, an `INObject`, …).
    ///   - key: The parameter's name.
    open func setValue(_ value: Any?, forKey key: String) {
        let stored = value.map(ParameterValue.init)
        values.withLock { $0[key] = stored }
    }

    /// Sets the image shown for a parameter's value in shortcuts and suggestions.
    ///
    /// - Parameters:
    ///   - image: The image, or `nil` to remove it.
    ///   - parameterName: The parameter's name.
    open func setImage(_ image: INImage?, forParameterNamed parameterName: String) {
        let stored = image.map(ImageValue.init)
        images.withLock { $0[parameterName] = stored }
    }

    /// The image set for a parameter, if any.
    ///
    /// - Parameter parameterName: The parameter's name.
    open func image(forParameterNamed parameterName: String) -> INImage? {
        images.withLock { $0[parameterName]?.image }
    }

    /// The most representative image of the intent: the first parameter's image that has one.
    open func keyImage() -> INImage? {
        for parameter in Self._intentDefinition.parameters {
            if let image = image(forParameterNamed: parameter.name) { return image }
        }
        return images.withLock { $0.sorted { $0.key < $1.key }.first?.value.image }
    }

    open override var description: String {
        "<\(String(describing: type(of: self))) \(intentDescription ?? "")>"
    }

    // MARK: Generated-code hooks (Widgetry)

    /// What the `.intentdefinition` file says about this intent: title and parameters.
    ///
    /// Generated subclasses override it; the host builds the widget's configuration schema from it.
    open class var _intentDefinition: IntentDefinition {
        IntentDefinition(title: "", description: "", parameters: [])
    }

    /// Whether an object handles intents of this class: whether it adopts the generated handling protocol.
    ///
    /// Generated subclasses override it; the base class accepts any handler.
    open class func _isHandler(_ handler: Any) -> Bool {
        true
    }

    /// Asks a handler for a parameter's dynamic options, calling the generated handling protocol's
    /// `provide<Parameter>OptionsCollection`.
    ///
    /// Generated subclasses override it. Returns `nil` when the handler does not adopt the intent's handling
    /// protocol or the parameter has no dynamic options.
    open class func _provideOptions(
        for parameter: String, of intent: INIntent, searchTerm: String?, handler: Any
    ) async throws -> (any INObjectCollectionProtocol)? {
        nil
    }

    /// Asks a handler for a parameter's default value, calling the generated `default<Parameter>(for:)`.
    ///
    /// Generated subclasses override it; `nil` when the handler gives none.
    open class func _defaultValue(for parameter: String, of intent: INIntent, handler: Any) -> Any? {
        nil
    }

    /// Copies every parameter value into `other`.
    func copyValues(to other: INIntent) {
        let snapshot = values.withLock { $0 }
        other.values.withLock { $0 = snapshot }
    }

    static func displayText(of value: Any) -> String {
        switch value {
        case let object as INObject: object.displayString
        case let array as [Any]: array.map(displayText(of:)).joined(separator: ", ")
        default: "\(value)"
        }
    }
}

/// A parameter value, boxed so the store can be shared safely; intents are not shared across threads while
/// being changed, as on Apple's platforms.
private struct ParameterValue: @unchecked Sendable {
    let value: Any
}

/// An image, boxed for the same reason.
private struct ImageValue: @unchecked Sendable {
    let image: INImage
}
