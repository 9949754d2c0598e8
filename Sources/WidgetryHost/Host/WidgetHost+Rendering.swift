import Foundation
import Synchronization
import WidgetryKit

extension WidgetHost {
    /// Renders entries in every variant the instance's placement shows, concurrently.
    ///
    /// A rendering that throws is left out and reported in `warnings` (one line, with the first error), so one
    /// bad entry does not cost the whole timeline. The silent failures the renderer found
    /// (``WidgetRendering/warnings``) follow, each message once however many entries and variants showed it.
    func render(
        _ items: [(slot: RenderSlot, entry: AnyTimelineEntry)], of state: InstanceState
    ) async -> (renderings: [StoredRendering], warnings: [String]) {
        let renderer = self.renderer
        let variants = configuration.variants(for: state.instance.placement)
        let size = configuration.device.size(of: state.instance.family)
        let requests = items.flatMap { item in
            variants.map { variant in
                WidgetRenderRequest(
                    instance: state.instance, widget: state.widget, slot: item.slot, entry: item.entry,
                    variant: variant, size: size)
            }
        }
        // Each rendering lands in its own slot of `outcomes`; child tasks return nothing. Returning
        // `(Int, Result<WidgetRendering, any Error>)` from the group's child tasks read back garbage indices in release builds
        // (Swift 6.3.1, -O), so results never travel through the group (see ReleaseBuildTests).
        let outcomes = RenderOutcomes(count: requests.count)
        await withTaskGroup(of: Void.self) { group in
            for (index, request) in requests.enumerated() {
                group.addTask {
                    do {
                        outcomes.set(index, .success(try await renderer.render(request)))
                    } catch {
                        outcomes.set(index, .failure(error))
                    }
                }
            }
        }
        var renderings: [StoredRendering] = []
        var failures: [(WidgetRenderRequest, any Error)] = []
        var found: [String] = []
        for (request, outcome) in zip(requests, outcomes.all) {
            switch outcome {
            case .success(let rendering)?:
                renderings.append(
                    StoredRendering(
                        instanceID: state.id, slot: request.slot, variant: request.variant, data: rendering.data))
                for warning in rendering.warnings where !found.contains(warning.message) {
                    found.append(warning.message)
                }
            case .failure(let error)?:
                failures.append((request, error))
            case nil:
                failures.append((request, RenderingMissing()))
            }
        }
        for warning in found { log(.warning, state.id, warning) }
        guard let (first, error) = failures.first else { return (renderings, found) }
        let warning =
            "Rendering failed for \(failures.count) of \(requests.count) renderings, first \(first.slot) in "
            + "'\(first.variant)': \(error). Those renderings are missing until the next timeline."
        log(.error, state.id, warning)
        return (renderings, [warning] + found)
    }
}

/// The outcome of each rendering of one batch, by index, filled in by concurrent child tasks.
final class RenderOutcomes: Sendable {
    private let outcomes: Mutex<[Result<WidgetRendering, any Error>?]>

    init(count: Int) {
        outcomes = Mutex(Array(repeating: nil, count: count))
    }

    func set(_ index: Int, _ outcome: Result<WidgetRendering, any Error>) {
        outcomes.withLock { $0[index] = outcome }
    }

    var all: [Result<WidgetRendering, any Error>?] { outcomes.withLock { $0 } }
}

/// A rendering whose task ended without an outcome (it cannot happen; reported rather than trapped on).
struct RenderingMissing: Error, CustomStringConvertible {
    var description: String { "the rendering task ended without a result" }
}
