import Foundation
import Testing
import WidgetryUI

private struct EnvironmentProbe: View {
    @Environment(\.sizeCategory) var sizeCategory
    @Environment(\.showsWidgetLabel) var showsWidgetLabel
    @Environment(\.backgroundMaterial) var backgroundMaterial
    var body: some View {
        Text(verbatim: "\(sizeCategory) \(showsWidgetLabel) \(backgroundMaterial.map { "\($0)" } ?? "none")")
    }
}

/// Symbol variants, text scale, hidden labels, size categories and the other SwiftUI API widget files use.
@MainActor
@Suite struct ViewLayerAPITests {
    func symbolName(_ view: some View) -> String? {
        guard case .system(let name, _)? = resolve(view).first(where: { $0.image != nil })?.image?.source else {
            return nil
        }
        return name
    }

    @Test func symbolVariantsRewriteSymbolNamesAsSFSymbolsNamesThem() {
        #expect(symbolName(Image(systemName: "heart").symbolVariant(.fill)) == "heart.fill")
        #expect(symbolName(Image(systemName: "heart").symbolVariant(.circle.fill)) == "heart.circle.fill")
        #expect(symbolName(Image(systemName: "heart.fill").symbolVariant(.circle)) == "heart.circle.fill")
        #expect(symbolName(Image(systemName: "mic").symbolVariant(.fill.slash.circle)) == "mic.slash.circle.fill")
        #expect(symbolName(Image(systemName: "square").symbolVariant(.fill)) == "square.fill")
        #expect(symbolName(Image(systemName: "heart.fill").symbolVariant(.fill)) == "heart.fill")
        #expect(symbolName(Image(systemName: "bell").symbolVariant(.none).symbolVariant(.fill)) == "bell")
        #expect(symbolName(Image(systemName: "bell").symbolVariant(.fill).symbolVariant(.square)) == "bell.square.fill")
        #expect(symbolName(Label("Alerts", systemImage: "bell").symbolVariant(.slash)) == "bell.slash")
        #expect(SymbolVariants.circle.fill.contains(.fill) && !SymbolVariants.fill.contains(.circle))
    }

    @Test func secondaryTextScaleShrinksTheFont() throws {
        let tree = resolve(Text("$").textScale(.secondary) + Text("42"))
        let runs = try #require(tree.first { $0.text != nil }?.text?.runs)
        #expect(runs.count == 2)
        #expect(abs(runs[0].style.font.pointSize - 17 * 0.8) < 0.001)
        #expect(runs[1].style.font.pointSize == 17)
        let disabled = resolve(Text("x").textScale(.secondary, isEnabled: false)).firstRunStyle
        #expect(disabled?.font.pointSize == 17)
        let viewScaled = resolve(Text("y").font(.headline).textScale(.secondary)).firstRunStyle
        #expect(viewScaled?.font.effectiveWeight == .semibold)
    }

    @Test func labelsHiddenRemovesControlLabels() {
        let gauge = resolve(
            Gauge(value: 0.5) {
                Text("Label")
            } currentValueLabel: {
                Text("50")
            }.labelsHidden())
        #expect(gauge.plainTexts == ["50"])
        let toggle = resolve(Toggle("Wi-Fi", isOn: .constant(true)).labelsHidden())
        #expect(toggle.plainTexts.isEmpty)
    }

    @Test func environmentValuesForSizeCategoryLabelsAndMaterial() {
        var environment = Environments.light
        #expect(resolve(EnvironmentProbe(), in: environment).plainTexts == ["large false none"])
        environment.sizeCategory = .accessibilityLarge
        #expect(environment.dynamicTypeSize == .accessibility2)
        environment.widgetFamily = .accessoryCorner
        environment.backgroundMaterial = .thin
        #expect(resolve(EnvironmentProbe(), in: environment).plainTexts == ["accessibilityLarge true thinMaterial"])
        environment.showsWidgetLabel = false
        #expect(!environment.showsWidgetLabel)
        #expect(ContentSizeCategory(DynamicTypeSize.xSmall) == .extraSmall)
        #expect(DynamicTypeSize(ContentSizeCategory.extraExtraExtraLarge) == .xxxLarge)
    }

    @Test func blendModesTransitionsAndShapesResolve() {
        let dump = resolve(
            VStack {
                Color.red.blendMode(.multiply)
                Text("a").transition(.asymmetric(insertion: .offset(CGSize(width: 0, height: 4)), removal: .scale))
                UnevenRoundedRectangle(topLeadingRadius: 6).fill(.blue)
                Text("b").clipShape(.containerRelative).background(.red, in: .rect(cornerRadius: 4))
                Text("c").compositingGroup().drawingGroup().tag(3)
            }
        ).dump()
        #expect(dump.contains("BlendMode(multiply)"))
        #expect(dump.contains("asymmetric(offset(0, 4), scale)"))
        #expect(dump.contains("ContainerRelative") || dump.contains("containerRelative"))
        let path = UnevenRoundedRectangle(topLeadingRadius: 6, bottomTrailingRadius: 50)
            .path(in: CGRect(x: 0, y: 0, width: 40, height: 20))
        #expect(path.boundingRect == CGRect(x: 0, y: 0, width: 40, height: 20))
    }
}
