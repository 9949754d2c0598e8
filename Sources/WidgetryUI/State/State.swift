import Foundation

/// A property wrapper type that can read and write a value managed by the view.
///
/// For example:
///
/// ```swift
/// struct BatteryView: View {
///     @State private var showsPercent = true
///     var body: some View {
///         Text(showsPercent ? "80%" : "Good")
///     }
/// }
/// ```
///
/// A widget is drawn from a snapshot of its view, as on iOS: each resolution starts with the value the
/// property was initialized with, and a value written while a `body` runs (from `onAppear`, say) is kept
/// until that resolution ends and is not seen by the next one. Use the timeline entry for values that change.
@propertyWrapper
public struct State<Value>: DynamicProperty {
    private let storage: StateStorage<Value>

    /// Creates a state property that stores an initial value.
    ///
    /// - Parameter value: The initial value; each resolution of the view starts from it.
    public init(wrappedValue value: Value) {
        storage = StateStorage(value)
    }

    /// Creates a state property that stores an initial value.
    ///
    /// - Parameter value: The initial value; each resolution of the view starts from it.
    public init(initialValue value: Value) {
        self.init(wrappedValue: value)
    }

    /// The underlying value referenced by the state variable.
    public var wrappedValue: Value {
        get { storage.value }
        nonmutating set { storage.value = newValue }
    }

    /// A binding to the state value, as `$property`.
    public var projectedValue: Binding<Value> {
        let storage = storage
        return Binding(get: { storage.value }, set: { storage.value = $0 })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// Creates a state property without an initial value: it starts as `nil`.
    public init() {
        self.init(wrappedValue: nil)
    }
}

extension State: @unchecked Sendable where Value: Sendable {}

/// The box a `@State` keeps its value in: the initial value, and the value written during one resolution.
final class StateStorage<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private let initial: Value
    private var current: Value
    private var pass: UInt64

    init(_ initial: Value) {
        self.initial = initial
        current = initial
        pass = ResolvePass.current
    }

    /// The value in the current resolution: the initial value until something writes during it.
    var value: Value {
        get {
            lock.withLock {
                resetIfStale()
                return current
            }
        }
        set {
            lock.withLock {
                resetIfStale()
                current = newValue
            }
        }
    }

    private func resetIfStale() {
        let now = ResolvePass.current
        if pass != now {
            pass = now
            current = initial
        }
    }
}
