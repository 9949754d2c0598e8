import Foundation
import Testing
import WidgetryTesting

/// Every corpus widget, rendered once: a widget in a family it supports with a fixed entry, a Live Activity's
/// presentation through the activity views a host draws, a control through its template, a bundle through its
/// descriptor. Each render's laid-out tree must show the case's expected text, and its PNG must draw on more than
/// 0.5 % of its pixels (anything but the background).
@Suite struct CompatibilityRenderTests {
    /// The corpus folder, beside this file (`CompatibilityTests6` reaches the same files through a link).
    static let corpusFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Corpus")

    @MainActor
    @Test(arguments: CorpusCase.all)
    func corpusFileRendersItsContent(_ corpus: CorpusCase) async throws {
        let (dump, png) = try await Self.render(corpus)
        for text in corpus.expected {
            #expect(dump.contains(text), "\(corpus.file): the layout does not show '\(text)':\n\(dump)")
        }
        #expect(!dump.contains("Please adopt containerBackground API"), "\(corpus.file) shows iOS 17's message")
        let ink = try #require(PNGInk.coverage(of: png), "\(corpus.file) paints a PNG")
        #expect(ink > 0.005, "\(corpus.file) draws on more than 0.5 % of its pixels (drew on \(ink * 100) %)")
    }

    @Test func everyCorpusFileHasACase() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.corpusFolder.path)
            .filter { $0.hasSuffix(".swift") }.map { String($0.dropLast(6)) }.sorted()
        let cases = CorpusCase.all.map(\.file).sorted()
        #expect(files == cases, "every file in Corpus/ is rendered once, and every case names a file in Corpus/")
        #expect(Set(cases).count == cases.count, "one case per file")
    }

    /// The layout dump and PNG of a case.
    @MainActor
    static func render(_ corpus: CorpusCase) async throws -> (dump: String, png: Data) {
        switch corpus.render {
        case .widget(let make):
            let snapshot = try make()
            #expect(snapshot.widget.supportedFamilies.contains(corpus.family), "\(corpus.file) supports the family")
            return (
                try await snapshot.dump(family: corpus.family),
                try await snapshot.png(family: corpus.family)
            )
        case .liveActivity(let bundle, let input, let presentation):
            let descriptor = try #require(bundle().liveActivities.first, "\(corpus.file) declares a Live Activity")
            let activity = try #require(descriptor.activity)
            let view = try activity.view(for: presentation, input: try input.get())
            var request = WidgetRenderSpec(family: .systemMedium)
            request.sizeOverride = Self.size(of: presentation)
            request.colorScheme = presentation == .lockScreen ? .light : .dark
            return try draw(view, request: request)
        case .control(let bundle, let kind, let value):
            let control = try #require(bundle().controls.first { $0.kind == kind }, "\(corpus.file) declares '\(kind)'")
            let template = try await control.template(for: value)
            var request = WidgetRenderSpec(family: .systemSmall)
            request.sizeOverride = CGSize(width: 72, height: 72)
            let (dump, png) = try draw(template.view, request: request)
            return (dump + "\n" + "kind: \(template.kind)" + (template.isOn.map { " isOn: \($0)" } ?? ""), png)
        case .bundle(let make, let kinds):
            let bundle = make()
            let declared = bundle.widgets.map(\.kind) + bundle.controls.map(\.kind)
            #expect(declared == kinds, "\(corpus.file) declares its widgets and controls in order")
            let widget = try #require(bundle.timelineWidgets.first, "\(corpus.file) declares a timeline widget")
            let provider = try #require(widget.provider)
            let context = TimelineProviderContext(family: corpus.family, isPreview: true)
            let entry = provider.placeholder(in: context)
            var request = WidgetRenderSpec(family: corpus.family)
            request.now = entry.date
            request.timeZone = TimeZone(identifier: "UTC") ?? .current
            let pipeline = WidgetPipeline()
            let tree = try pipeline.resolve(widget, entry: entry, request: request)
            let layout = pipeline.laidOut(tree, request: request, marginsDisabled: widget.contentMarginsDisabled)
            return (layout.dump(), try pipeline.paint(layout.displayList, request: request, format: .png))
        }
    }

    /// A view laid out and painted at a presentation's size.
    @MainActor
    static func draw(_ view: AnyView, request: WidgetRenderSpec) throws -> (dump: String, png: Data) {
        var request = request
        request.now = Date(timeIntervalSince1970: 1_780_306_860)
        request.timeZone = TimeZone(identifier: "UTC") ?? .current
        let pipeline = WidgetPipeline()
        let tree = ViewResolver.resolve(view, in: WidgetPipeline.environment(for: request))
        let layout = pipeline.laidOut(tree, request: request, marginsDisabled: false)
        return (layout.dump(), try pipeline.paint(layout.displayList, request: request, format: .png))
    }

    /// Live Activity presentation sizes in points, as `widgets preview` draws them.
    static func size(of presentation: ActivityPresentation) -> CGSize {
        switch presentation {
        case .lockScreen, .expanded: CGSize(width: 408, height: 160)
        case .compactLeading, .compactTrailing, .minimal: CGSize(width: 45, height: 36.67)
        default: CGSize(width: 200, height: 80)
        }
    }
}
