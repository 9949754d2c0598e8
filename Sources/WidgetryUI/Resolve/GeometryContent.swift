import Dispatch
import Foundation
import Synchronization

/// A `GeometryReader`'s content, built on demand for the geometry layout gives the reader.
///
/// The content closure is the author's, written in a `body`: it runs on the main actor, with the environment
/// (and `@Environment` reads) of the view that wrote it. Layout is synchronous and runs on any thread, so
/// ``nodes(for:)`` runs the closure directly on the main queue (where main-actor jobs run) and otherwise waits
/// for it. Results are cached by geometry: a tree laid out again in the same place does not run the
/// closure again, and the content built at resolution seeds the cache.
package final class GeometryContent: Sendable {
    private let body: GeometryContentBody
    private let cache = Mutex<[ResolvedGeometry: [ResolvedNode]]>([:])

    /// The most geometries remembered; a tree is laid out in a handful of sizes at most.
    private static let cacheLimit = 16

    /// Creates a reader's content.
    ///
    /// - Parameters:
    ///   - geometry: The geometry the content was first built for, at resolution.
    ///   - nodes: What it built then.
    ///   - make: Builds it again for another geometry, on the main actor.
    @MainActor
    package init(
        built nodes: [ResolvedNode], for geometry: ResolvedGeometry,
        make: @escaping (GeometryProxy) -> [ResolvedNode]
    ) {
        body = GeometryContentBody(make)
        cache.withLock { $0[geometry] = nodes }
    }

    /// The content's nodes for a geometry, resolved on the main actor if not cached.
    package func nodes(for geometry: ResolvedGeometry) -> [ResolvedNode] {
        if let cached = cache.withLock({ $0[geometry] }) { return cached }
        let body = body
        let nodes: [ResolvedNode]
        if Self.isOnMainQueue {
            nodes = MainActor.assumeIsolated { body.make(GeometryProxy(geometry)) }
        } else {
            nodes = DispatchQueue.main.sync { MainActor.assumeIsolated { body.make(GeometryProxy(geometry)) } }
        }
        cache.withLock { cache in
            if cache.count >= Self.cacheLimit { cache.removeAll() }
            cache[geometry] = nodes
        }
        return nodes
    }

    /// Whether the caller runs on the main queue, where main-actor jobs run: on Linux, once the main thread calls
    /// `dispatchMain()` (as an async `main` does), a worker thread drains that queue, so `Thread.isMainThread` is
    /// not enough, and waiting for the main queue from it would deadlock.
    private static var isOnMainQueue: Bool {
        Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) != nil
    }

    /// A key only the main queue has a value for.
    private static let mainQueueKey: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()
}

/// Whether a geometry reader's content is being built again at layout time: the view already appeared when it
/// resolved, so `onAppear` and `task` actions do not run again.
package enum GeometryContentRebuild {
    @TaskLocal package static var isActive = false
}

/// The author's closure, kept on the main actor where it was written.
@MainActor
private final class GeometryContentBody {
    let make: (GeometryProxy) -> [ResolvedNode]

    init(_ make: @escaping (GeometryProxy) -> [ResolvedNode]) { self.make = make }
}
