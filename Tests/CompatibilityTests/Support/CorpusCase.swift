import Foundation
import Testing
import WidgetryTesting

/// One corpus file's render: what to draw (a widget and entry, a Live Activity presentation, a control's template or
/// a bundle's first widget), in which family, and the text its laid-out tree must show.
///
/// Each corpus file declares its case next to its widget (`extension CorpusCase { static var … }`), so a file that
/// moves back to `Pending/` takes its case with it; ``CorpusCase/all`` lists the cases of the files in `Corpus/`.
struct CorpusCase: Sendable, CustomTestStringConvertible {
    /// How a case is drawn.
    enum Render: Sendable {
        /// A widget with a fixed entry, through `WidgetSnapshot`.
        case widget(@MainActor @Sendable () throws -> WidgetSnapshot)
        /// A Live Activity's presentation, from typed attributes and content state encoded as the host keeps them.
        case liveActivity(
            @MainActor @Sendable () -> WidgetBundleDescriptor, Result<LiveActivityViewInput, any Error>,
            ActivityPresentation)
        /// A control's template for its preview value (or the given one), laid out as a view.
        case control(@MainActor @Sendable () -> WidgetBundleDescriptor, kind: String, value: AnyControlValue?)
        /// A bundle: the widget and control kinds it declares, and its first timeline widget's placeholder entry.
        case bundle(@MainActor @Sendable () -> WidgetBundleDescriptor, kinds: [String])
    }

    /// The corpus file's name without extension, as in `Corpus/<file>.swift`.
    let file: String
    /// The family to lay the render out in (Live Activities and controls use their own sizes).
    let family: WidgetFamily
    /// Strings the laid-out tree must contain (texts, symbol names).
    let expected: [String]
    let render: Render

    var testDescription: String { file }

    /// A widget rendered with a fixed entry.
    static func widget<W: Widget>(
        _ type: W.Type, entry: some TimelineEntry, family: WidgetFamily, expecting expected: [String],
        assets: URL? = nil, file: String = #fileID
    ) -> CorpusCase {
        let entry = AnyTimelineEntry(entry)
        return CorpusCase(
            file: name(of: file), family: family, expected: expected,
            render: .widget { try WidgetSnapshot(W(), entry: entry.base, assets: assets) })
    }

    /// A Live Activity's presentation for typed attributes and state.
    static func liveActivity<W: Widget, Attributes: ActivityAttributes>(
        _ type: W.Type, attributes: Attributes, state: Attributes.ContentState,
        presentation: ActivityPresentation = .lockScreen, expecting expected: [String], file: String = #fileID
    ) -> CorpusCase {
        let input = Result { try LiveActivityViewInput(attributes: attributes, state: state) }
        return CorpusCase(
            file: name(of: file), family: .systemMedium, expected: expected,
            render: .liveActivity({ WidgetBundleDescriptor(widget: W()) }, input, presentation))
    }

    /// A control's template, drawn for its preview value or the given one.
    static func control<C: ControlWidget>(
        _ type: C.Type, kind: String, value: AnyControlValue? = nil, expecting expected: [String],
        file: String = #fileID
    ) -> CorpusCase {
        CorpusCase(
            file: name(of: file), family: .systemSmall, expected: expected,
            render: .control({ WidgetBundleDescriptor(CorpusControlBundle<C>()) }, kind: kind, value: value))
    }

    /// A bundle's kinds, and its first timeline widget rendered with its placeholder entry.
    static func bundle<B: WidgetBundle>(
        _ type: B.Type, kinds: [String], family: WidgetFamily, expecting expected: [String], file: String = #fileID
    ) -> CorpusCase {
        CorpusCase(
            file: name(of: file), family: family, expected: expected,
            render: .bundle({ WidgetBundleDescriptor(B()) }, kinds: kinds))
    }

    /// `CompatibilityTests/PodcastNowPlayingWidget.swift` → `PodcastNowPlayingWidget`.
    static func name(of fileID: String) -> String {
        let last = fileID.split(separator: "/").last.map(String.init) ?? fileID
        return last.hasSuffix(".swift") ? String(last.dropLast(6)) : last
    }
}

/// A bundle holding one control, as a widget extension declares it.
struct CorpusControlBundle<Control: ControlWidget>: WidgetBundle {
    var body: some Widget {
        Control()
    }
}

/// The moment every corpus entry is dated: 2026-06-01 09:41 UTC.
let corpusNow = Date(timeIntervalSince1970: 1_780_306_860)

/// The corpus's asset catalog in the source tree (the Swift 6 target's copied resources are a relative link that
/// does not resolve inside the build folder, so tests find the catalog beside the sources).
let corpusAssetCatalog = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Resources/CorpusAssets.xcassets")
