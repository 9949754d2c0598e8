import Foundation
import WidgetryKit

extension WidgetHost {
    /// Renders entries in every variant the instance's placement shows, concurrently.
    ///
    /// A rendering that throws is left out and reported in `warnings` (one line, with the first error), so one
    /// bad entry does not cost the whole timeline.
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
        // Each child returns a struct, not an `(Int, Result)` tuple: Swift 6.3's optimizer corrupts such a tuple
        // returned through a task group (release builds read garbage indices and trapped here).
        let results = await withTaskGroup(of: RenderOutcome.self) { group in
            for (index, request) in requests.enumerated() {
                group.addTask {
                    do {
                        return RenderOutcome(index: index, result: .success(try await renderer.render(request)))
                    } catch {
                        return RenderOutcome(index: index, result: .failure(error))
                    }
                }
            }
            var results: [RenderOutcome] = []
            for await result in group { results.append(result) }
            return results.sorted { $0.index < $1.index }
        }
        var renderings: [StoredRendering] = []
        var failures: [(WidgetRenderRequest, any Error)] = []
        for outcome in results {
            let request = requests[outcome.index]
            switch outcome.result {
            case .success(let data):
                renderings.append(
                    StoredRendering(instanceID: state.id, slot: request.slot, variant: request.variant, data: data))
            case .failure(let error):
                failures.append((request, error))
            }
        }
        guard let (first, error) = failures.first else { return (renderings, []) }
        let warning =
            "Rendering failed for \(failures.count) of \(requests.count) renderings, first \(first.slot) in "
            + "'\(first.variant)': \(error). Those renderings are missing until the next timeline."
        log(.error, state.id, warning)
        return (renderings, [warning])
    }
}

/// One rendering's outcome and the position of its request.
struct RenderOutcome: Sendable {
    let index: Int
    let result: Result<Data, any Error>
}
