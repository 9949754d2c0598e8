import Testing
import WidgetryCombine

@Suite struct PublishedTests {
    class WeatherModel: ObservableObject {
        @Published var temperature = 20
        @Published var city: String = "Paris"
        var notPublished = 0
    }

    final class DetailedWeatherModel: WeatherModel {
        @Published var humidity = 0.5
    }

    final class Plain: ObservableObject {
        var value = 0
    }

    @Test func objectWillChangeFiresBeforeEachPublishedChange() {
        let model = WeatherModel()
        var seen: [Int] = []
        let cancellable = model.objectWillChange.sink { seen.append(model.temperature) }
        model.temperature = 21
        model.city = "Oslo"
        model.notPublished = 5
        // objectWillChange fires *before* the change: the sink reads the old values.
        #expect(seen == [20, 21])
        #expect(model.temperature == 21)
        _ = cancellable
    }

    @Test func projectedPublisherSendsCurrentThenNewValuesInWillSet() {
        let model = WeatherModel()
        var values: [String] = []
        var storedWhenSent: [String] = []
        let cancellable = model.$city.sink { value in
            values.append(value)
            storedWhenSent.append(model.city)
        }
        model.city = "Rome"
        #expect(values == ["Paris", "Rome"])
        #expect(storedWhenSent == ["Paris", "Paris"])
        _ = cancellable
    }

    @Test func subclassesShareOnePublisherWithTheirSuperclassFields() {
        let model = DetailedWeatherModel()
        var count = 0
        let cancellable = model.objectWillChange.sink { count += 1 }
        model.humidity = 0.6
        model.temperature = 3
        #expect(count == 2)
        #expect(model.objectWillChange === model.objectWillChange)
        _ = cancellable
    }

    @Test func objectWithoutPublishedPropertiesStillHasAPublisher() {
        let plain = Plain()
        var fired = false
        let cancellable = plain.objectWillChange.sink { fired = true }
        plain.objectWillChange.send()
        plain.value = 1
        #expect(!fired)
        _ = cancellable
    }

    @Test func assignToPublishedRepublishesAndEndsWithTheObject() {
        final class Clock: ObservableObject {
            @Published var label = ""
            init(ticks: PassthroughSubject<Int, Never>) {
                ticks.map { "tick \($0)" }.assign(to: &$label)
            }
        }
        let ticks = PassthroughSubject<Int, Never>()
        var clock: Clock? = Clock(ticks: ticks)
        var changes = 0
        let cancellable = clock!.objectWillChange.sink { changes += 1 }
        ticks.send(1)
        #expect(clock?.label == "tick 1")
        #expect(changes == 1)
        weak let weakClock = clock
        clock = nil
        #expect(weakClock == nil)
        ticks.send(2)
        _ = cancellable
    }

    @Test func publishedValuesFlowThroughOperatorsAsInViewModels() {
        final class SearchModel: ObservableObject {
            @Published var query = ""
            @Published private(set) var results: [String] = []
            private var cancellables = Set<AnyCancellable>()
            private let catalog = ["apple", "apricot", "banana"]

            init() {
                $query
                    .removeDuplicates()
                    .map { query in self.catalog.filter { query.isEmpty || $0.hasPrefix(query) } }
                    .sink { [weak self] in self?.results = $0 }
                    .store(in: &cancellables)
            }
        }
        let model = SearchModel()
        #expect(model.results == ["apple", "apricot", "banana"])
        model.query = "ap"
        #expect(model.results == ["apple", "apricot"])
        model.query = "b"
        #expect(model.results == ["banana"])
    }
}
