import WidgetryUI

extension PreviewDescriptor {
    /// The previews of a ``PreviewProvider``: one per view marked with `previewContext(_:)`, or one for the
    /// whole of `previews` when none is.
    ///
    /// The markers are found by reflecting over the `previews` value, without evaluating any `body`.
    @MainActor
    static func previews<Provider: PreviewProvider>(of provider: Provider.Type) -> [PreviewDescriptor] {
        let previews = Provider.previews
        let typeName = String(reflecting: Provider.self)
        var scan = MarkerScan()
        scan.collect(previews, name: nil, depth: 0)
        let found = scan.contexts
        guard !found.isEmpty else {
            let view = UncheckedSendableBox(previews)
            return [
                PreviewDescriptor(
                    name: MarkerScan.firstName(in: previews) ?? String(describing: Provider.self), fileID: nil,
                    line: nil, typeName: typeName, kind: .view, family: nil, widget: nil
                ) { [PreviewStep { AnyView(view.value) }] }
            ]
        }
        return found.enumerated().map { index, context in
            let view = UncheckedSendableBox(context.marker)
            return PreviewDescriptor(
                name: context.name ?? String(describing: Provider.self), fileID: nil, line: nil, typeName: typeName,
                index: found.count > 1 ? index : nil,
                kind: context.marker.markedActivityViewKind == nil ? .view : .liveActivity,
                family: context.marker.markedFamily, activityViewKind: context.marker.markedActivityViewKind,
                widget: nil
            ) { [PreviewStep { view.value.erased() }] }
        }
    }
}

/// A bounded walk over a view value's stored properties that collects the preview markers in it.
@MainActor
private struct MarkerScan {
    struct Context {
        let marker: any PreviewMarker
        let name: String?
    }

    /// Views deeper than this, or past this many values, are not looked at; previews are small.
    static let maximumDepth = 24
    static let maximumValues = 4_000

    private(set) var contexts: [Context] = []
    private var visited = 0

    /// Collects the `previewContext(_:)` markers in `value`, each with the display name around or inside it.
    mutating func collect(_ value: Any, name: String?, depth: Int) {
        visited += 1
        guard depth <= Self.maximumDepth, visited <= Self.maximumValues else { return }
        if let marker = value as? any PreviewMarker {
            if marker.isContext {
                contexts.append(Context(marker: marker, name: name ?? Self.firstName(in: marker.markedContent)))
                return
            }
            collect(marker.markedContent, name: name ?? marker.markedName, depth: depth + 1)
            return
        }
        for child in Mirror(reflecting: value).children {
            collect(child.value, name: name, depth: depth + 1)
        }
    }

    /// The first `previewDisplayName(_:)` in `value`, if any.
    static func firstName(in value: Any) -> String? {
        var budget = maximumValues
        return firstName(in: value, depth: 0, budget: &budget)
    }

    private static func firstName(in value: Any, depth: Int, budget: inout Int) -> String? {
        budget -= 1
        guard depth <= maximumDepth, budget > 0 else { return nil }
        if let marker = value as? any PreviewMarker, let name = marker.markedName { return name }
        for child in Mirror(reflecting: value).children {
            if let name = firstName(in: child.value, depth: depth + 1, budget: &budget) { return name }
        }
        return nil
    }
}
