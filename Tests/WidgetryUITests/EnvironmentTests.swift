import Foundation
import Testing
import WidgetryUI

private struct MoodKey: EnvironmentKey {
    static let defaultValue = "calm"
}

extension EnvironmentValues {
    fileprivate var mood: String {
        get { self[MoodKey.self] }
        set { self[MoodKey.self] = newValue }
    }
}

private struct MoodText: View {
    @Environment(\.mood) var mood
    var body: some View { Text(mood) }
}

private struct FamilyText: View {
    @Environment(\.widgetFamily) var family
    var body: some View { Text(family.description) }
}

private struct WidgetEnvironmentDump: View {
    @Environment(\.widgetRenderingMode) var renderingMode
    @Environment(\.widgetLocation) var location
    @Environment(\.showsWidgetContainerBackground) var showsBackground
    @Environment(\.widgetContentMargins) var margins
    @Environment(\.isLuminanceReduced) var isLuminanceReduced
    @Environment(\.colorScheme) var colorScheme
    @Environment(\.redactionReasons) var redactionReasons

    var body: some View {
        Text(
            "\(renderingMode.description) \(location.description) \(showsBackground ? "bg" : "nobg") "
                + "\(margins.top) \(isLuminanceReduced ? "dim" : "bright") \(colorScheme.description) "
                + "\(redactionReasons.description)")
    }
}

private struct MoodBadge: ViewModifier {
    @Environment(\.mood) var mood
    func body(content: Content) -> some View {
        HStack {
            content
            Text("[\(mood)]")
        }
    }
}

private struct ListOfMoods: View {
    @Environment(\.mood) var mood
    var body: some View {
        VStack {
            ForEach(0..<2) { index in
                Text("\(mood) \(index)")
            }
        }
        .environment(\.mood, "inner")
    }
}

@Suite @MainActor struct EnvironmentTests {
    @Test func customKeysDefaultAndOverride() {
        #expect(resolve(MoodText()).plainTexts == ["calm"])
        #expect(resolve(MoodText().environment(\.mood, "sunny")).plainTexts == ["sunny"])
    }

    @Test func innerOverridesWinOverOuterOnes() {
        let node = resolve(
            VStack {
                MoodText()
                MoodText().environment(\.mood, "inner")
            }
            .environment(\.mood, "outer"))
        #expect(node.plainTexts == ["outer", "inner"])
    }

    @Test(arguments: WidgetFamily.allCases)
    func nestedViewsReadTheHostFamily(family: WidgetFamily) {
        let node = resolve(VStack { HStack { FamilyText() } }, in: Environments.make(family: family))
        #expect(node.plainTexts == [family.description])
    }

    @Test func widgetKeysHaveSystemDefaults() {
        var environment = EnvironmentValues()
        environment.locale = Locale(identifier: "en_US_POSIX")
        #expect(
            resolve(WidgetEnvironmentDump(), in: environment).plainTexts == [
                "fullColor homeScreen bg 16.0 bright light []"
            ])
        #expect(environment.widgetContentMargins == EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16))
        #expect(environment.widgetFamily == .systemSmall)
        #expect(environment.displayScale == 3)
        #expect(environment.dynamicTypeSize == .large)
    }

    @Test func widgetKeysCarryHostValues() {
        var environment = Environments.make(colorScheme: .dark, renderingMode: .vibrant, redactionReasons: .privacy)
        environment.widgetLocation = .lockScreen
        environment.showsWidgetContainerBackground = false
        environment.widgetContentMargins = EdgeInsets(top: 11, leading: 11, bottom: 11, trailing: 11)
        environment.isLuminanceReduced = true
        #expect(
            resolve(WidgetEnvironmentDump(), in: environment).plainTexts == [
                "vibrant lockScreen nobg 11.0 dim dark [privacy]"
            ])
    }

    @Test func environmentModifierOnlyAffectsDescendants() {
        let node = resolve(
            HStack {
                Text("light")
                Text("dark").environment(\.colorScheme, .dark)
            })
        #expect(node.text("light")?.firstRunStyle?.foreground == .color(rgb(0, 0, 0)))
        #expect(node.text("dark")?.firstRunStyle?.foreground == .color(rgb(255, 255, 255)))
    }

    @Test func customModifiersReadTheirEnvironment() {
        let node = resolve(Text("x").modifier(MoodBadge()).environment(\.mood, "happy"))
        #expect(node.stack?.axis == .horizontal)
        #expect(node.plainTexts == ["x", "[happy]"])
    }

    @Test func closuresSeeTheEnvironmentOfTheViewThatWroteThem() {
        let node = resolve(ListOfMoods().environment(\.mood, "outer"))
        #expect(node.plainTexts == ["outer 0", "outer 1"])
    }

    @Test func environmentReadOutsideABodyIsTheDefault() {
        #expect(MoodText().mood == "calm")
        #expect(FamilyText().family == .systemSmall)
    }

    @Test func transformEnvironmentChangesAValue() {
        let node = resolve(MoodText().transformEnvironment(\.mood) { $0 += "!" })
        #expect(node.plainTexts == ["calm!"])
    }

    @Test func fontsPropagateAndTextFontsWin() {
        let node = resolve(
            VStack {
                Text("inherits")
                Text("own").font(.caption)
            }
            .font(.title))
        #expect(node.text("inherits")?.firstRunStyle?.font.base == .textStyle(.title))
        #expect(node.text("own")?.firstRunStyle?.font.base == .textStyle(.caption))
    }

    @Test func environmentValuesDescribeTheKeysSet() {
        var environment = EnvironmentValues()
        #expect(environment.description == "[]")
        environment.mood = "sunny"
        #expect(environment.description.contains("MoodKey = sunny"))
        #expect(environment[MoodKey.self] == "sunny")
    }
}
