import Foundation
import WidgetryKit

/// The controls a host shows, by id, in the order they were added: what `ControlCenter.currentControls()` lists and
/// a `ControlCenter` reload walks.
struct ControlRegistry: Sendable {
    private var states: [String: ControlState] = [:]
    /// Control ids, oldest first.
    private(set) var ids: [String] = []

    /// How many controls there are.
    var count: Int { ids.count }

    /// A control's state; setting one for a new id adds it last, setting `nil` removes it, and replacing one keeps
    /// its place.
    subscript(id: String) -> ControlState? {
        get { states[id] }
        set {
            switch (states[id], newValue) {
            case (nil, let added?):
                states[id] = added
                ids.append(id)
            case (_?, nil):
                states[id] = nil
                ids.removeAll { $0 == id }
            case (_?, let replaced?):
                states[id] = replaced
            case (nil, nil):
                break
            }
        }
    }

    /// The controls as ControlKit describes them to apps, oldest first.
    var infos: [ControlInfo] {
        ids.compactMap { states[$0]?.instance.info }
    }

    /// The ids of the controls whose instance passes a test, oldest first.
    func ids(where matches: (ControlInstance) -> Bool) -> [String] {
        ids.filter { id in states[id].map { matches($0.instance) } ?? false }
    }
}
