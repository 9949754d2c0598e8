/// A type of object with a publisher that emits before the object has changed.
///
/// By default an `ObservableObject` synthesizes an `objectWillChange` publisher that emits the changed value before
/// any of its `@Published` properties changes.
public protocol ObservableObject: AnyObject {
    /// The type of publisher that emits before the object has changed.
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
    where ObjectWillChangePublisher.Failure == Never

    /// A publisher that emits before the object has changed.
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// A publisher that emits before the object has changed.
    ///
    /// The object's `@Published` properties (its own and its superclasses') share one publisher, made the first
    /// time this property is read; an object without `@Published` properties gets a new, silent publisher each time.
    public var objectWillChange: ObservableObjectPublisher {
        var storages: [any PublishedStorageProtocol] = []
        var mirror: Mirror? = Mirror(reflecting: self)
        while let current = mirror {
            for child in current.children {
                // Reflection finds the `_name` storage of each `@Published var name`.
                if let published = child.value as? any PublishedStorageProtocol { storages.append(published) }
            }
            mirror = current.superclassMirror
        }
        return PublishedStorageRegistry.sharedPublisher(for: storages)
    }
}

/// A publisher that publishes changes from observable objects.
public final class ObservableObjectPublisher: Publisher, @unchecked Sendable {
    // @unchecked: all state is in the subject, which guards it with its own lock.
    public typealias Output = Void
    public typealias Failure = Never

    private let subject = PassthroughSubject<Void, Never>()

    /// Creates an observable object publisher instance.
    public init() {}

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Void, S.Failure == Never {
        subject.receive(subscriber: subscriber)
    }

    /// Sends the changed value to the downstream subscriber.
    public func send() {
        subject.send()
    }
}

/// A `@Published` property's storage as `ObservableObject`'s reflection sees it.
protocol PublishedStorageProtocol {
    var box: PublishedBox { get }
}

/// Gives the `@Published` properties of one object a single `objectWillChange` publisher.
enum PublishedStorageRegistry {
    static func sharedPublisher(for storages: [any PublishedStorageProtocol]) -> ObservableObjectPublisher {
        guard let first = storages.first else { return ObservableObjectPublisher() }
        let publisher = storages.lazy.compactMap { $0.box.objectWillChange }.first ?? ObservableObjectPublisher()
        for storage in storages { storage.box.adopt(publisher) }
        return first.box.objectWillChange ?? publisher
    }
}

/// The reference part of every `@Published` property: which `objectWillChange` publisher to tell before a change.
class PublishedBox: @unchecked Sendable {
    // @unchecked: `publisher` is only touched under `lock`.
    private let lock = Lock()
    private var publisher: ObservableObjectPublisher?

    var objectWillChange: ObservableObjectPublisher? { lock.withLock { publisher } }

    /// Makes `publisher` this property's object publisher unless it already has one.
    func adopt(_ publisher: ObservableObjectPublisher) {
        lock.withLock { if self.publisher == nil { self.publisher = publisher } }
    }
}
