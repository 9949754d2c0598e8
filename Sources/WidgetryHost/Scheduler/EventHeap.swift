/// A binary min-heap: the scheduler's queue of due events, earliest first.
struct EventHeap<Element: Comparable>: Sendable where Element: Sendable {
    private(set) var elements: [Element] = []

    var isEmpty: Bool { elements.isEmpty }
    var count: Int { elements.count }

    /// The smallest element, without removing it.
    var min: Element? { elements.first }

    mutating func insert(_ element: Element) {
        elements.append(element)
        var child = elements.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard elements[child] < elements[parent] else { break }
            elements.swapAt(child, parent)
            child = parent
        }
    }

    /// Adds many elements at once: appended, then the whole array put in heap order bottom-up, which takes linear
    /// time where inserting them one by one takes `n log n` (a resumed host queues a million events this way).
    mutating func insert(contentsOf newElements: [Element]) {
        guard !newElements.isEmpty else { return }
        elements.append(contentsOf: newElements)
        var parent = elements.count / 2
        while parent > 0 {
            parent -= 1
            siftDown(from: parent)
        }
    }

    /// Moves the element at `index` down until neither child is smaller.
    private mutating func siftDown(from index: Int) {
        var parent = index
        while true {
            let left = 2 * parent + 1
            let right = left + 1
            var candidate = parent
            if left < elements.count, elements[left] < elements[candidate] { candidate = left }
            if right < elements.count, elements[right] < elements[candidate] { candidate = right }
            if candidate == parent { return }
            elements.swapAt(parent, candidate)
            parent = candidate
        }
    }

    /// Removes and returns the smallest element.
    mutating func popMin() -> Element? {
        guard !elements.isEmpty else { return nil }
        elements.swapAt(0, elements.count - 1)
        let smallest = elements.removeLast()
        siftDown(from: 0)
        return smallest
    }

    /// Removes every element that fails a test, keeping the heap order (used to drop a removed instance's events).
    mutating func removeAll(where shouldRemove: (Element) -> Bool) {
        let kept = elements.filter { !shouldRemove($0) }
        elements = []
        for element in kept { insert(element) }
    }
}
