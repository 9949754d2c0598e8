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
        let results = await withTaskGroup(of: (Int, Result<Data, any Error>).self) { group in
            for (index, request) in requests.enumerated() {
                group.addTask {
                    do {
                        return (index, .success(try await renderer.render(request)))
                    } catch {
                        return (index, .failure(error))
                    }
                }
            }
            var results: [(Int, Result<Data, any Error>)] = []
            for await result in group { results.append(result) }
            return results.sorted { $0.0 < $1.0 }
        }
        var renderings: [StoredRendering] = []
        var failures: [(WidgetRenderRequest, any Error)] = []
        for (index, result) in results {
            let request = requests[index]
            switch result {
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
