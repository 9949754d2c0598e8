import Foundation
import Testing
import WidgetryUI

private struct Counter: View {
    @State var count = 1
    var body: some View {
        Text("count \(count)")
            .onAppear { count += 10 }
    }
}

private struct BumpingCounter: View {
    @State var count = 1
    var body: some View {
        count += 1
        return Text("count \(count)")
    }
}

private struct OptionalState: View {
    @State private var name: String?
    var body: some View { Text(name ?? "none") }
}

private struct Settings {
    var name = "Ada"
    var isOn = false
}

private struct BindingReader: View {
    @Binding var name: String
    var body: some View { Text(name) }
}

private struct StateWithBinding: View {
    @State private var settings = Settings()
    var body: some View {
        $settings.name.wrappedValue = "Grace"
        return BindingReader(name: $settings.name)
    }
}

private final class Model {
    var title = "Model"
    nonisolated(unsafe) static var made = 0
    init() { Model.made += 1 }
}

private struct ObjectViews: View {
    @StateObject private var model = Model()
    @ObservedObject var observed: Model
    var body: some View {
        VStack {
            Text(model.title)
            BindingReader(name: $observed.title)
        }
    }
}

private struct EnvironmentObjectReader: View {
    @EnvironmentObject var model: Model
    var body: some View { Text("env " + model.title) }
}

@Observable
private final class Library {
    var books = ["Dune", "Emma"]
}

private struct LibraryReader: View {
    @Environment(Library.self) private var library
    @Environment(Library?.self) private var optionalLibrary
    var body: some View { Text("\(library.books.count) books, \(optionalLibrary == nil ? "none" : "some")") }
}

private struct OptionalLibraryReader: View {
    @Environment(Library?.self) private var library
    var body: some View { Text(library == nil ? "no library" : "library") }
}

@MainActor
@Suite struct StateTests {
    @Test func stateStartsFromItsInitialValueInEachResolution() {
        let view = BumpingCounter()
        #expect(resolve(view).plainTexts == ["count 2"])
        // The same view value resolved again is a new snapshot: the write from the first pass is gone.
        #expect(resolve(view).plainTexts == ["count 2"])
    }

    @Test func stateWrittenByOnAppearIsNotDrawn() {
        let view = Counter()
        #expect(resolve(view).plainTexts == ["count 1"])
        #expect(view.count == 1)  // Read outside a resolution: the initial value.
    }

    @Test func stateWithoutInitialValueIsNil() {
        #expect(resolve(OptionalState()).plainTexts == ["none"])
    }

    @Test func bindingsProjectStateAndKeyPaths() {
        #expect(resolve(StateWithBinding()).plainTexts == ["Grace"])
        var stored = Settings()
        let binding = Binding(get: { stored }, set: { stored = $0 })
        binding.isOn.wrappedValue = true
        binding.name.wrappedValue = "Linus"
        #expect(stored.isOn && stored.name == "Linus")
        let constant = Binding.constant(3)
        constant.wrappedValue = 4
        #expect(constant.wrappedValue == 3)
        var optional: String? = nil
        let optionalBinding = Binding(get: { optional }, set: { optional = $0 })
        #expect(Binding(optionalBinding) == nil)
        optional = "x"
        #expect(Binding(optionalBinding)?.wrappedValue == "x")
    }

    @Test func stateObjectIsMadeOncePerResolution() {
        Model.made = 0
        let observed = Model()
        observed.title = "Observed"
        let view = ObjectViews(observed: observed)
        #expect(resolve(view).plainTexts == ["Model", "Observed"])
        #expect(Model.made == 2)
        _ = resolve(view)
        #expect(Model.made == 3)
    }

    @Test func environmentObjectsAreFoundByType() {
        let model = Model()
        model.title = "shared"
        let tree = resolve(VStack { EnvironmentObjectReader() }.environmentObject(model))
        #expect(tree.plainTexts == ["env shared"])
    }

    @Test func observableObjectsAreReadFromTheEnvironmentByType() {
        let tree = resolve(LibraryReader().environment(Library()))
        #expect(tree.plainTexts == ["2 books, some"])
        #expect(resolve(OptionalLibraryReader()).plainTexts == ["no library"])
    }
}
