import Testing
import WidgetryCombine

@Suite struct DemandTests {
    @Test func arithmeticSaturatesAtUnlimitedAndZero() {
        #expect(Subscribers.Demand.max(2) + .max(3) == .max(5))
        #expect(Subscribers.Demand.max(2) + .unlimited == .unlimited)
        #expect(Subscribers.Demand.unlimited - .max(3) == .unlimited)
        #expect(Subscribers.Demand.max(2) - .max(5) == .none)
        #expect(Subscribers.Demand.max(2) - .unlimited == .none)
        #expect(Subscribers.Demand.max(3) * 4 == .max(12))
        #expect(Subscribers.Demand.max(Int.max) + 1 == .unlimited)
        var demand = Subscribers.Demand.max(1)
        demand += 2
        demand -= 1
        #expect(demand == .max(2))
        #expect(demand.max == 2)
        #expect(Subscribers.Demand.unlimited.max == nil)
    }

    @Test func comparesWithIntegersAsApplesDoes() {
        #expect(Subscribers.Demand.unlimited > 1_000_000)
        #expect(Subscribers.Demand.none == 0)
        #expect(Subscribers.Demand.max(1) > 0)
        #expect(0 < Subscribers.Demand.max(1))
        #expect(Subscribers.Demand.max(5) < .unlimited)
        #expect(!(Subscribers.Demand.unlimited < .max(5)))
        #expect(Subscribers.Demand.max(3).description == "max(3)")
        #expect(Subscribers.Demand.unlimited.description == "unlimited")
    }
}
