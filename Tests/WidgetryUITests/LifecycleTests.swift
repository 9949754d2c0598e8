import Foundation
import Testing
import WidgetryUI

@MainActor
private final class Recorder {
    var events: [String] = []
}

private struct Row: View {
    let name: String
    let recorder: Recorder
    var body: some View {
        Text(name)
            .onAppear { recorder.events.append("appear \(name)") }
            .onDisappear { recorder.events.append("disappear \(name)") }
            .onChange(of: name) { recorder.events.append("change \(name)") }
            .onChange(of: name, initial: true) { old, new in recorder.events.append("initial \(old)→\(new)") }
    }
}

private struct TaskView: View {
    let started: AsyncStream<String>.Continuation
    var body: some View {
        Text("task")
            .task { started.yield("started") }
    }
}

@MainActor
@Suite struct LifecycleTests {
    @Test func onAppearRunsOncePerResolutionForEachView() {
        let recorder = Recorder()
        let view = VStack {
            ForEach(["a", "b"], id: \.self) { Row(name: $0, recorder: recorder) }
        }
        _ = resolve(view)
        #expect(recorder.events == ["appear a", "initial a→a", "appear b", "initial b→b"])
        _ = resolve(view)
        #expect(recorder.events.count == 8)
        #expect(!recorder.events.contains { $0.hasPrefix("disappear") || $0.hasPrefix("change") })
    }

    @Test func taskStartsOncePerResolutionWithoutBeingAwaited() async {
        let (stream, continuation) = AsyncStream<String>.makeStream()
        let tree = resolve(TaskView(started: continuation))
        #expect(tree.plainTexts == ["task"])
        var iterator = stream.makeAsyncIterator()
        #expect(await iterator.next() == "started")
    }
}
