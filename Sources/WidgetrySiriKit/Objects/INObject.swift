import Foundation
import Synchronization

/// A custom object with an identifier and a display string, such as the values of a custom type in an
/// `.intentdefinition` file.
///
/// The plugin generates a subclass for each custom type, whose extra properties read and write by name:
///
/// ```swift
/// let hero = Hero(identifier: "panda", display: "Power Panda")
/// hero.subtitleString = "Level 12"
/// hero.identifier  // "panda"
/// ```
///
/// Differences from Apple's class: no `NSSecureCoding` or `NSCopying` (Linux has no Objective-C runtime), and
/// `alternativeSpeakableMatches` is not offered. Properties are kept under a lock, so objects can be kept in
/// `Sendable` timeline entries.
open class INObject: NSObject, @unchecked Sendable {
    /// The object's identifier, unique among the values of its type; what a widget configuration stores.
    public let identifier: String?
    /// The text people see for the object.
    public let displayString: String
    /// How to pronounce the display string, if it differs from its spelling.
    public let pronunciationHint: String?
    /// Secondary text people see under the display string.
    open var subtitleString: String? {
        get { extras.withLock { $0.subtitle } }
        set { extras.withLock { $0.subtitle = newValue } }
    }
    /// The image people see next to the object.
    open var displayImage: INImage? {
        get { extras.withLock { $0.image } }
        set { extras.withLock { $0.image = newValue } }
    }

    private let values = Mutex<[String: ObjectValue]>([:])
    private let extras = Mutex<(subtitle: String?, image: INImage?)>((nil, nil))

    /// Creates an object with an identifier, display string and pronunciation hint.
    ///
    /// - Parameters:
    ///   - identifier: The identifier.
    ///   - displayString: The text people see.
    ///   - pronunciationHint: How to pronounce the text.
    public required init(identifier: String?, display displayString: String, pronunciationHint: String?) {
        self.identifier = identifier
        self.displayString = displayString
        self.pronunciationHint = pronunciationHint
        super.init()
    }

    /// Creates an object with an identifier and a display string.
    ///
    /// For example: `Hero(identifier: "panda", display: "Power Panda")`.
    public convenience init(identifier: String?, display displayString: String) {
        self.init(identifier: identifier, display: displayString, pronunciationHint: nil)
    }

    /// Creates an object with a subtitle and an image.
    public convenience init(identifier: String?, display displayString: String, subtitle: String?, image: INImage?) {
        self.init(identifier: identifier, display: displayString, pronunciationHint: nil)
        subtitleString = subtitle
        displayImage = image
    }

    /// Creates an object with a pronunciation hint, a subtitle and an image.
    public convenience init(
        identifier: String?, display displayString: String, pronunciationHint: String?, subtitle: String?,
        image: INImage?
    ) {
        self.init(identifier: identifier, display: displayString, pronunciationHint: pronunciationHint)
        subtitleString = subtitle
        displayImage = image
    }

    /// A property's value by name: the built-in ones or those of the generated subclass.
    ///
    /// - Parameter key: The property's name, such as `identifier` or `symbol`.
    open func value(forKey key: String) -> Any? {
        switch key {
        case "identifier": identifier
        case "displayString": displayString
        case "pronunciationHint": pronunciationHint
        case "subtitleString": subtitleString
        case "displayImage": displayImage
        default: values.withLock { $0[key]?.value }
        }
    }

    /// Sets a property of the generated subclass by name; `nil` removes it.
    ///
    /// `subtitleString` and `displayImage` can be set this way too; the identifier and display string cannot
    /// change after the object is made, as on Apple's platforms.
    open func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case "subtitleString": subtitleString = value as? String
        case "displayImage": displayImage = value as? INImage
        default:
            let stored = value.map(ObjectValue.init)
            values.withLock { $0[key] = stored }
        }
    }

    /// Objects are equal when they are of the same class with the same identifier and display string.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? INObject, type(of: other) == type(of: self) else { return false }
        return other.identifier == identifier && other.displayString == displayString
            && other.pronunciationHint == pronunciationHint
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(identifier)
        hasher.combine(displayString)
        return hasher.finalize()
    }

    open override var description: String {
        "<\(String(describing: type(of: self))) identifier: \(identifier ?? "nil"), display: \(displayString)>"
    }
}

/// A property value, boxed for the lock; objects are not changed from several threads at once.
private struct ObjectValue: @unchecked Sendable {
    let value: Any
}
