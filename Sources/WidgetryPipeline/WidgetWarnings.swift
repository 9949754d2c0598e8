import Foundation
import WidgetryDisplayList
import WidgetryKit
import WidgetryUI

/// Finds WidgetKit's silent failures in what a render produced: images too large to archive, views over the
/// extension's memory, a missing container background, timelines dated in the past, content states that do not
/// decode.
///
/// ```swift
/// let list = try await pipeline.displayList(widget, entry: entry, request: request)
/// for warning in WidgetWarnings.images(in: list, assets: pipeline.assets, scale: request.scale) {
///     print("warning: \(warning)")
/// }
/// ```
public enum WidgetWarnings {
    /// The most pixels (width × height) one image in a widget may have: iOS refuses to archive a widget with a larger
    /// image and shows it blank, logging "Widget archival failed due to image being too large … totalArea: … >
    /// max[718080.000000]" (the figure iOS logs on an iPhone; Apple's documentation gives no other).
    public static let maximumImagePixelArea = 718_080

    /// The memory a widget extension may use, in bytes (30 MB): iOS ends an extension over it, and the widget shows
    /// blank or its previous content.
    public static let extensionMemoryLimit = 30 * 1024 * 1024

    /// Bitmap images in a display list with more pixels than ``maximumImagePixelArea``, one warning per image.
    ///
    /// - Parameters:
    ///   - list: The laid-out widget.
    ///   - assets: The catalog named images come from.
    ///   - scale: The pixels per point the widget renders at (the asset variant chosen).
    public static func images(in list: DisplayList, assets: WidgetAssets, scale: Int) -> [WidgetWarning] {
        var seen: Set<String> = []
        var warnings: [WidgetWarning] = []
        for (name, pixels) in bitmaps(in: list, assets: assets, scale: scale) where seen.insert(name).inserted {
            let area = Int(pixels.width) * Int(pixels.height)
            guard area > maximumImagePixelArea else { continue }
            let factor = (Double(maximumImagePixelArea) / Double(area)).squareRoot()
            let fitting = "\(Int(pixels.width * factor))×\(Int(pixels.height * factor)) px"
            let label = InlineImage.isInline(name) ? "An image made from data" : "Image '\(name)'"
            warnings.append(
                WidgetWarning(
                    .imageTooLarge,
                    "\(label) is \(Int(pixels.width))×\(Int(pixels.height)) px (\(area.formatted()) px); iOS archives "
                        + "images of at most \(maximumImagePixelArea.formatted()) px in a widget and shows the whole "
                        + "widget blank otherwise. Downscale it to the size it is drawn at (at most \(fitting))."))
        }
        return warnings
    }

    /// A warning when the decoded images of a display list and its archive together exceed
    /// ``extensionMemoryLimit``.
    ///
    /// - Parameters:
    ///   - list: The laid-out widget.
    ///   - archiveBytes: The size of the view as archived (Widgetry uses the rendered HTML's size).
    ///   - assets: The catalog named images come from.
    ///   - scale: The pixels per point the widget renders at.
    public static func memory(
        of list: DisplayList, archiveBytes: Int, assets: WidgetAssets, scale: Int
    ) -> WidgetWarning? {
        var decoded = 0
        var seen: Set<String> = []
        for (name, pixels) in bitmaps(in: list, assets: assets, scale: scale) where seen.insert(name).inserted {
            decoded += Int(pixels.width) * Int(pixels.height) * 4
        }
        let total = decoded + archiveBytes
        guard total > extensionMemoryLimit else { return nil }
        return WidgetWarning(
            .overMemoryLimit,
            "The view needs about \(megabytes(total)) (decoded images \(megabytes(decoded)), archive "
                + "\(megabytes(archiveBytes))); a widget extension gets \(megabytes(extensionMemoryLimit)) and iOS "
                + "ends it, leaving the widget blank. Downscale images and show fewer views.")
    }

    /// A warning when a widget that must give a container background never calls `containerBackground(for: .widget)`
    /// (iOS 17 and later draw "Please adopt containerBackground API" instead of its view).
    @MainActor
    public static func containerBackground(
        of widget: WidgetDescriptor, entry: AnyTimelineEntry, request: WidgetRenderSpec
    ) -> WidgetWarning? {
        guard widget.requiresContainerBackground, let provider = widget.provider,
            !(entry.base is any RemotelyLaidOutEntry)
        else { return nil }
        let tree = ViewResolver.resolve(
            provider.content(for: entry), in: WidgetPipeline.environment(for: request, widget: widget))
        guard !WidgetPipeline.setsContainerBackground(tree) else { return nil }
        return missingContainerBackground(kind: widget.kind)
    }

    /// The warning for a widget whose view never calls `containerBackground(for: .widget)`.
    static func missingContainerBackground(kind: String) -> WidgetWarning {
        WidgetWarning(
            .missingContainerBackground,
            "Widget '\(kind)' never calls containerBackground(for: .widget), so iOS 17 and later show "
                + "\"\(ContainerBackgroundPlaceholder.message)\" instead of its view. Add "
                + ".containerBackground(for: .widget) { … } to the widget's view.")
    }

    /// A warning when a timeline has entries and every one is dated before `now`: WidgetKit shows the last entry
    /// until the next reload, so the widget looks frozen.
    public static func timelineInPast(_ timeline: AnyTimeline, kind: String, now: Date) -> WidgetWarning? {
        WidgetWarning.timelineInPast(entryDates: timeline.entries.map(\.date), kind: kind, now: now)
    }

    /// A warning when a Live Activity's content state JSON does not decode into its `ContentState`, naming the field.
    ///
    /// - Parameters:
    ///   - activity: The Live Activity.
    ///   - kind: Its kind, for the message.
    ///   - input: The attributes and content state as JSON, as a push or the preview gives them.
    public static func contentState(
        of activity: ActivityDescriptor, kind: String, input: LiveActivityViewInput
    ) -> WidgetWarning? {
        do {
            try activity.validate(input)
            return nil
        } catch let error as LiveActivityError where error.code == .undecodableContent {
            return WidgetWarning(
                .undecodableContentState,
                "Live Activity '\(kind)': \(error.message) iOS does not show an activity whose content state does "
                    + "not decode; make the ContentState's Codable form match what is sent.")
        } catch {
            return nil
        }
    }

    /// The bitmaps a display list draws, with their pixel sizes (symbols and unknown names left out).
    static func bitmaps(in list: DisplayList, assets: WidgetAssets, scale: Int) -> [(String, CGSize)] {
        var bitmaps: [(String, CGSize)] = []
        list.forEachItem { item in
            guard case .image(let image) = item, case .named(let name) = image.content else { return }
            if let png = InlineImage.png(of: name) {
                if let size = InlineImage.pixelSize(ofPNG: png) { bitmaps.append((name, size)) }
                return
            }
            guard let found = try? assets.images?.image(named: name, scale: Double(scale)),
                let size = InlineImage.pixelSize(ofPNG: Data(found.png))
            else { return }
            bitmaps.append((name, size))
        }
        return bitmaps
    }

    static func megabytes(_ bytes: Int) -> String {
        String(format: "%.1f MB", Double(bytes) / 1_048_576)
    }
}
