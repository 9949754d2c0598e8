import Foundation
import Testing
import WidgetryUI

private enum Theme: String { case light, dark, sepia }
private enum Level: Int { case low = 1, high = 2 }

/// A temporary `UserDefaults` suite, removed with its property list when the test ends.
private struct TemporarySuite: ~Copyable {
    let name = "widgetry.tests.\(UUID().uuidString)"
    var defaults: UserDefaults { UserDefaults(suiteName: name)! }

    /// Where swift-corelibs-foundation keeps the suite: `$XDG_CONFIG_HOME/<suite>.plist`, else `~/.config/…`.
    var path: String {
        let environment = ProcessInfo.processInfo.environment
        let base = environment["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory() + "/.config"
        return base + "/" + name + ".plist"
    }

    /// Writes the property list another process (the app) would leave behind.
    func writeAsAnotherProcess(_ values: [String: Any]) throws {
        let data = try PropertyListSerialization.data(fromPropertyList: values, format: .xml, options: 0)
        try data.write(to: URL(fileURLWithPath: path), options: .atomic)
    }

    deinit {
        UserDefaults(suiteName: name)?.removePersistentDomain(forName: name)
        try? FileManager.default.removeItem(atPath: path)
    }
}

private struct SettingsView: View {
    @AppStorage("name", store: UserDefaults(suiteName: SettingsView.suite)) var name = "friend"
    @AppStorage("count", store: UserDefaults(suiteName: SettingsView.suite)) var count = 3
    @AppStorage("ratio", store: UserDefaults(suiteName: SettingsView.suite)) var ratio = 0.5
    @AppStorage("enabled", store: UserDefaults(suiteName: SettingsView.suite)) var enabled = false
    @AppStorage("theme", store: UserDefaults(suiteName: SettingsView.suite)) var theme = Theme.light
    @AppStorage("level", store: UserDefaults(suiteName: SettingsView.suite)) var level = Level.low
    @AppStorage("nickname", store: UserDefaults(suiteName: SettingsView.suite)) var nickname: String?
    @AppStorage("home", store: UserDefaults(suiteName: SettingsView.suite)) var home: URL?
    @AppStorage("since", store: UserDefaults(suiteName: SettingsView.suite)) var since: Date?
    @AppStorage("blob", store: UserDefaults(suiteName: SettingsView.suite)) var blob = Data()
    @AppStorage("accent", store: UserDefaults(suiteName: SettingsView.suite)) var accent: Theme?

    nonisolated(unsafe) static var suite = ""

    var body: some View {
        VStack {
            Text(verbatim: "\(name) \(count) \(ratio) \(enabled) \(theme.rawValue) \(level.rawValue)")
            Text(
                verbatim:
                    "\(nickname ?? "-") \(home?.absoluteString ?? "-") \(since.map { "\($0.timeIntervalSince1970)" } ?? "-")"
            )
            Text(verbatim: "\(blob.count) \(accent?.rawValue ?? "-")")
        }
    }
}

private struct DefaultStoreView: View {
    @AppStorage("greeting") var greeting = "hi"
    var body: some View { Text(greeting) }
}

@MainActor
@Suite(.serialized) struct AppStorageTests {
    @Test func missingKeysReadTheInitialValues() {
        let suite = TemporarySuite()
        SettingsView.suite = suite.name
        #expect(resolve(SettingsView()).plainTexts == ["friend 3 0.5 false light 1", "- - -", "0 -"])
        #expect(!FileManager.default.fileExists(atPath: suite.path))
    }

    @Test func writesGoToTheSuitesPropertyListAndReadBack() throws {
        let suite = TemporarySuite()
        SettingsView.suite = suite.name
        let view = SettingsView()
        view.name = "Ada"
        view.count = 7
        view.ratio = 1.25
        view.enabled = true
        view.theme = .sepia
        view.level = .high
        view.nickname = "countess"
        view.home = URL(string: "https://example.com/a?b=c")
        view.since = Date(timeIntervalSince1970: 86_400)
        view.blob = Data([1, 2, 3])
        view.accent = .dark
        #expect(
            resolve(SettingsView()).plainTexts == [
                "Ada 7 1.25 true sepia 2", "countess https://example.com/a?b=c 86400.0", "3 dark",
            ])
        let plist = try #require(
            try PropertyListSerialization.propertyList(
                from: Data(contentsOf: URL(fileURLWithPath: suite.path)), format: nil) as? [String: Any])
        #expect(plist["name"] as? String == "Ada")
        #expect(plist["home"] as? String == "https://example.com/a?b=c")
        #expect(plist["theme"] as? String == "sepia")
        #expect((plist["level"] as? NSNumber)?.intValue == 2)
        view.nickname = nil
        #expect(suite.defaults.object(forKey: "nickname") == nil)
    }

    @Test func anotherProcessWritesAreSeenByTheNextResolution() throws {
        let suite = TemporarySuite()
        SettingsView.suite = suite.name
        #expect(resolve(SettingsView()).plainTexts.first == "friend 3 0.5 false light 1")
        try suite.writeAsAnotherProcess(["name": "Grace", "count": 9, "theme": "dark", "home": "/tmp/notes"])
        let texts = resolve(SettingsView()).plainTexts
        #expect(texts.first == "Grace 9 0.5 false dark 1")
        #expect(texts.dropFirst().first == "- file:///tmp/notes -")
    }

    @Test func unknownRawValuesReadTheInitialValue() throws {
        let suite = TemporarySuite()
        SettingsView.suite = suite.name
        try suite.writeAsAnotherProcess(["theme": "neon", "level": 5])
        #expect(resolve(SettingsView()).plainTexts.first == "friend 3 0.5 false light 1")
    }

    @Test func bindingsWriteThroughToTheStore() {
        let suite = TemporarySuite()
        SettingsView.suite = suite.name
        SettingsView().$count.wrappedValue = 42
        #expect(suite.defaults.integer(forKey: "count") == 42)
    }

    @Test func defaultAppStorageSetsTheStoreOfPropertiesWithoutOne() {
        let suite = TemporarySuite()
        suite.defaults.set("hello", forKey: "greeting")
        #expect(resolve(DefaultStoreView().defaultAppStorage(suite.defaults)).plainTexts == ["hello"])
    }
}
