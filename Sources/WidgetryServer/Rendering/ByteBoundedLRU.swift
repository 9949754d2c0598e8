/// A least-recently-used map bounded by the bytes its values cost, with O(1) lookup, insertion and eviction.
///
/// Entries live in an array threaded by a doubly linked list (most recent at the head); freed slots are reused.
/// A value that alone costs more than the limit is not kept. Not thread-safe: ``RenderCache`` holds it in a
/// `Mutex`.
struct ByteBoundedLRU<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private struct Node: Sendable {
        var key: Key
        var value: Value
        var cost: Int
        var previous: Int
        var next: Int
    }

    /// The most bytes the values may cost together.
    let limit: Int
    /// What the values kept cost together.
    private(set) var bytes = 0
    private var nodes: [Node?] = []
    private var free: [Int] = []
    private var index: [Key: Int] = [:]
    private var head = -1
    private var tail = -1

    /// Creates an empty map that keeps at most `limit` bytes of values.
    init(limit: Int) {
        self.limit = max(0, limit)
    }

    /// How many entries are kept.
    var count: Int { index.count }

    /// The value of a key, made the most recently used.
    mutating func value(for key: Key) -> Value? {
        guard let position = index[key], let node = nodes[position] else { return nil }
        moveToFront(position)
        return node.value
    }

    /// Keeps a value costing `cost` bytes under a key, replacing any value it had, and evicts the least recently
    /// used entries until the values fit the limit again.
    mutating func insert(_ value: Value, cost: Int, for key: Key) {
        remove(key)
        guard cost <= limit else { return }
        let node = Node(key: key, value: value, cost: cost, previous: -1, next: head)
        let position: Int
        if let reused = free.popLast() {
            position = reused
            nodes[position] = node
        } else {
            position = nodes.count
            nodes.append(node)
        }
        if head >= 0 { nodes[head]?.previous = position }
        head = position
        if tail < 0 { tail = position }
        index[key] = position
        bytes += cost
        while bytes > limit, tail >= 0, let last = nodes[tail] {
            remove(last.key)
        }
    }

    /// Forgets a key.
    mutating func remove(_ key: Key) {
        guard let position = index.removeValue(forKey: key), let node = nodes[position] else { return }
        unlink(position, node)
        nodes[position] = nil
        free.append(position)
        bytes -= node.cost
    }

    /// Forgets every key that matches.
    mutating func removeAll(where shouldRemove: (Key) -> Bool) {
        for key in index.keys where shouldRemove(key) { remove(key) }
    }

    private mutating func moveToFront(_ position: Int) {
        guard position != head, let node = nodes[position] else { return }
        unlink(position, node)
        nodes[position]?.previous = -1
        nodes[position]?.next = head
        if head >= 0 { nodes[head]?.previous = position }
        head = position
        if tail < 0 { tail = position }
    }

    private mutating func unlink(_ position: Int, _ node: Node) {
        if node.previous >= 0 {
            nodes[node.previous]?.next = node.next
        } else if head == position {
            head = node.next
        }
        if node.next >= 0 {
            nodes[node.next]?.previous = node.previous
        } else if tail == position {
            tail = node.previous
        }
    }
}
