/// A type that publishes a property marked with an attribute.
///
/// Publishing a property with `@Published` creates a publisher of this type, which you access with the `$`
/// operator. When the property changes, publishing occurs in the property's `willSet` block: subscribers receive
/// the new value before it is set, and the enclosing `ObservableObject`'s `objectWillChange` fires first.
@propertyWrapper
public struct Published<Value> {
    fileprivate let subject: PublishedSubject<Value>

    /// Creates the published instance with an initial wrapped value.
    public init(wrappedValue: Value) {
        subject = PublishedSubject(wrappedValue)
    }

    /// Creates the published instance with an initial value.
    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }

    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError("@Published is only available on properties of classes") }
        set { fatalError("@Published is only available on properties of classes") }
    }

    /// The property for which this instance exposes a publisher.
    public var projectedValue: Publisher {
        mutating get { Publisher(subject) }
        set {}
    }

    /// The enclosing class's access to the value: reads the stored value, and on write tells the object's
    /// `objectWillChange`, then the `$property` subscribers, then stores the value.
    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].subject.value }
        set { object[keyPath: storageKeyPath].subject.send(newValue) }
    }

    /// A publisher for properties marked with the `@Published` attribute.
    ///
    /// It publishes the current value to each new subscriber, then every value the property is about to take.
    public struct Publisher: WidgetryCombine.Publisher {
        public typealias Output = Value
        public typealias Failure = Never

        fileprivate let subject: PublishedSubject<Value>

        fileprivate init(_ subject: PublishedSubject<Value>) {
            self.subject = subject
        }

        public func receive<S: Subscriber>(subscriber: S) where Value == S.Input, S.Failure == Never {
            subject.receive(subscriber: subscriber)
        }
    }
}

extension Published: PublishedStorageProtocol {
    var box: PublishedBox { subject }
}

/// The storage of a `@Published` property: its value, its subscribers (as a current-value subject) and the
/// `assign(to:)` subscriptions feeding it, which end with it.
final class PublishedSubject<Value>: PublishedBox, @unchecked Sendable {
    // @unchecked: `current` and `feeds` are only touched under `lock`; subscribers live in `core`, which has its own.
    private let lock = Lock()
    private let core = SubjectCore<Value, Never>(replaysLatest: true)
    private var current: Value
    private var feeds: [AnyCancellable] = []

    init(_ value: Value) {
        current = value
    }

    var value: Value { lock.withLock { current } }

    func send(_ value: Value) {
        objectWillChange?.send()
        core.send(value)
        lock.withLock { current = value }
    }

    func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
        core.attach(subscriber, initial: value)
    }

    /// Keeps an `assign(to:)` subscription alive as long as the property.
    func keep(_ feed: AnyCancellable) {
        lock.withLock { feeds.append(feed) }
    }
}

extension Publisher where Failure == Never {
    /// Republishes elements received from a publisher, by assigning them to a property marked as a publisher.
    ///
    /// The subscription lives as long as the `@Published` property (its object); there is nothing to cancel.
    public func assign(to published: inout Published<Output>.Publisher) {
        let target = published.subject
        let sink = Subscribers.Sink<Output, Never>(receiveCompletion: { _ in }) { [weak target] value in
            target?.send(value)
        }
        target.keep(AnyCancellable(sink))
        subscribe(sink)
    }
}
