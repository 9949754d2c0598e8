import Synchronization
import WidgetryKit

/// Requests delivered through `WidgetCenter` and `ControlCenter`, waiting for the host's actor.
///
/// `deliver` must not block, so it appends here synchronously and starts a task; the host takes requests in the
/// order they came, and ``WidgetHost/waitUntilIdle()`` drains them, so nothing delivered is lost or reordered.
final class RequestInbox: Sendable {
    enum Item: Sendable, Hashable {
        case widget(WidgetCenterRequest)
        case control(ControlCenterRequest)
    }

    private let items = Mutex<[Item]>([])

    func append(_ item: Item) {
        items.withLock { $0.append(item) }
    }

    func next() -> Item? {
        items.withLock { $0.isEmpty ? nil : $0.removeFirst() }
    }
}
