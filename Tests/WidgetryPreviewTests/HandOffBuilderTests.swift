import Foundation
import Synchronization
import Testing

@testable import WidgetryPreview

/// The plugin's first build names the executable; later builds go to `swift build --ignore-lock`.
@Suite struct HandOffBuilderTests {
    static let executable = URL(fileURLWithPath: "/pkg/.build/x86_64-unknown-linux-gnu/debug/Hello")

    @Test func buildsThroughThePluginUntilOneSucceedsThenHandsOff() async {
        let plugin = ScriptedBuilder([
            BuildOutcome(executable: nil, log: "Sources/Hello/Hello.swift:3:1: error: expected expression"),
            BuildOutcome(executable: Self.executable, log: "Build complete!"),
        ])
        let given = Mutex<[URL]>([])
        let later = ScriptedBuilder([
            BuildOutcome(executable: Self.executable, log: "Compiling Hello"),
            BuildOutcome(executable: nil, log: "Sources/Hello/Hello.swift:9:2: error: cannot find 'x' in scope"),
        ])
        let builder = HandOffBuilder(first: plugin) { executable in
            given.withLock { $0.append(executable) }
            return later
        }
        #expect(await builder.build().executable == nil)
        #expect(await builder.build().executable == Self.executable)
        #expect(await builder.build().log == "Compiling Hello")
        let failed = await builder.build()
        #expect(failed.executable == nil)
        #expect(failed.log.contains("cannot find 'x'"))
        #expect(given.withLock { $0 } == [Self.executable])
    }

    @Test func goesBackToThePluginWhenSwiftCannotBeStarted() async {
        let plugin = ScriptedBuilder([
            BuildOutcome(executable: Self.executable, log: "first"),
            BuildOutcome(executable: Self.executable, log: "through the plugin again"),
        ])
        let later = ScriptedBuilder([
            BuildOutcome(executable: nil, log: "error: could not start swift: env: 'swift': No such file or directory")
        ])
        let builder = HandOffBuilder(first: plugin) { _ in later }
        _ = await builder.build()
        #expect(await builder.build().log == "through the plugin again")
    }

    @Test func laterBuildsIgnoreTheLockInThePluginsBuildFolder() {
        let builder = SwiftBuildBuilder(
            packageDirectory: URL(fileURLWithPath: "/pkg"), product: "Hello",
            scratchPath: URL(fileURLWithPath: "/pkg/.build"), ignoresLock: true, executable: Self.executable)
        #expect(
            builder.arguments == [
                "build", "--package-path", "/pkg", "--scratch-path", "/pkg/.build", "--ignore-lock", "--product",
                "Hello",
            ])
    }
}
