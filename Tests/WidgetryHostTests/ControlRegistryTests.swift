import Foundation
import Testing
import WidgetryKit

@testable import WidgetryHost

/// The host's control registry alone: controls by id, kept in the order they were added.
@Suite struct ControlRegistryTests {
    let t0 = Date(timeIntervalSince1970: 1_800_000_000)

    func state(_ id: String, kind: String = "Toggle", value: Bool? = nil) -> ControlState {
        ControlState(
            instance: ControlInstance(id: id, kind: kind, configuration: nil, created: t0),
            value: value.map { AnyControlValue($0) }, updated: t0)
    }

    @Test func controlsAreListedInTheOrderTheyWereAdded() {
        var registry = ControlRegistry()
        for id in ["c", "a", "b"] { registry[id] = state(id) }
        #expect(registry.ids == ["c", "a", "b"])
        #expect(registry.infos.map(\.id) == ["c", "a", "b"])
        #expect(registry.count == 3)
    }

    @Test func aReplacedControlKeepsItsPlace() {
        var registry = ControlRegistry()
        for id in ["a", "b"] { registry[id] = state(id) }
        registry["a"] = state("a", value: true)
        #expect(registry.ids == ["a", "b"])
        #expect(registry["a"]?.isOn == true)
    }

    @Test func aRemovedControlLeavesTheListAndCanComeBackLast() {
        var registry = ControlRegistry()
        for id in ["a", "b", "c"] { registry[id] = state(id) }
        registry["b"] = nil
        #expect(registry.ids == ["a", "c"])
        #expect(registry["b"] == nil)
        registry["missing"] = nil
        #expect(registry.count == 2)
        registry["b"] = state("b")
        #expect(registry.ids == ["a", "c", "b"])
    }

    @Test func controlsAreFoundByTheirInstance() {
        var registry = ControlRegistry()
        registry["lamp"] = state("lamp", kind: "Lamp")
        registry["door"] = state("door", kind: "Door")
        registry["hall"] = state("hall", kind: "Lamp")
        #expect(registry.ids { $0.kind == "Lamp" } == ["lamp", "hall"])
        #expect(registry.ids { $0.kind == "Fan" }.isEmpty)
    }
}
