import Foundation
import Testing
import WidgetryUI

@Suite @MainActor struct ResolvedWidgetTests {
    @Test func resolvedWidgetsCarryTheEnvironmentFacts() {
        var environment = Environments.make(family: .systemMedium, colorScheme: .dark, renderingMode: .accented)
        environment.widgetContentMargins = EdgeInsets(top: 11, leading: 11, bottom: 11, trailing: 11)
        let view = Text("a").widgetURL(URL(string: "app://a")).containerBackground(.red, for: .widget)
        let widget = ViewResolver.resolveWidget(view, in: environment)
        #expect(widget.content == ViewResolver.resolve(view, in: environment))
        #expect(widget.family == .systemMedium)
        #expect(widget.colorScheme == .dark)
        #expect(widget.renderingMode == .accented)
        #expect(widget.contentMargins.top == 11)
        #expect(widget.widgetURL == URL(string: "app://a"))
        #expect(widget.containerBackground?.kind == .paint(.color(rgb(255, 69, 58))))
        environment.showsWidgetContainerBackground = false
        #expect(ViewResolver.resolveWidget(view, in: environment).containerBackground == nil)
    }
}
