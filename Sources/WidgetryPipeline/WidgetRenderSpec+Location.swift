import Foundation
import WidgetryDisplayList
import WidgetryKit
import WidgetryRendering
import WidgetryUI

/// StandBy, CarPlay and the other places a widget is shown: what each location changes in the environment, in the
/// painted image, and which families it accepts.
///
/// For example, a systemSmall widget on a charging iPhone at night:
///
/// ```swift
/// var spec = WidgetRenderSpec(family: .systemSmall)
/// try spec.present(at: .standBy, night: true)
/// try spec.validateLocation(for: widget)
/// ```
extension WidgetRenderSpec {
    /// The points StandBy leaves above and below each widget slot in landscape: the 24-point edge inset the Home
    /// Screen leaves beside its widest square widget (a 382-point systemLarge on a 430-point wide iPhone).
    public static let standByInset = 24.0

    /// The color StandBy's night mode draws content in.
    public static let nightModeColor = DisplayColor(red: 1, green: 0, blue: 0)

    /// What a non-removable container background shows as at night: the night color at a fifth of its strength.
    public static let nightModeBackground = DisplayColor(red: 0.2, green: 0, blue: 0)

    /// The factor StandBy scales a systemSmall widget by on a device.
    ///
    /// StandBy shows two widgets side by side in landscape, each in a square slot as tall as the screen's short side
    /// less ``standByInset`` at top and bottom; the widget is laid out at its Home Screen size and scaled to fill the
    /// slot (430 − 48 = 382 points for a 170-point widget: 2.247×). This is derived from the Home Screen's geometry,
    /// not measured on a device.
    public static func standByScale(on device: DeviceProfile) -> Double {
        let small = device.size(of: .systemSmall)
        let slot = min(device.screen.width, device.screen.height) - 2 * standByInset
        guard small.height > 0, slot > 0 else { return 1 }
        return slot / small.height
    }

    /// The factor the widget is scaled by where it is shown: StandBy's for StandBy, else 1.
    public var presentationScale: Double {
        location == .standBy ? Self.standByScale(on: device) : 1
    }

    /// The size of the painted image in points: the layout size, scaled up in StandBy.
    public var canvasSize: CGSize {
        let factor = presentationScale
        guard factor != 1 else { return size }
        return CGSize(width: (size.width * factor).rounded(), height: (size.height * factor).rounded())
    }

    /// Whether the system draws the widget's container background here: it removes a removable one on the Lock
    /// Screen, in StandBy, and in the accented and vibrant modes.
    public var showsContainerBackground: Bool {
        let removes =
            renderingMode != .fullColor || family.isAccessory || location == .standBy || location == .lockScreen
        return !(containerBackgroundRemovable && removes)
    }

    /// Shows the widget at a location with the appearance iOS gives it there: StandBy is dark, full color by day and
    /// vibrant red on black at night; CarPlay is dark; the others keep the current appearance.
    ///
    /// - Throws: ``PipelineError`` when `night` is asked for anywhere but StandBy.
    public mutating func present(at location: WidgetLocation, night: Bool = false) throws {
        if night && location != .standBy {
            throw PipelineError("Night mode is StandBy's; '\(location)' has none. Use the location 'standBy'.")
        }
        self.location = location
        isNightMode = night
        switch location {
        case .standBy:
            colorScheme = .dark
            renderingMode = night ? .vibrant : .fullColor
        case .carPlay:
            colorScheme = .dark
        default:
            break
        }
    }

    /// The locations a family can be shown in.
    public static func locations(for family: WidgetFamily) -> [WidgetLocation] {
        if family.isAccessory { return [.lockScreen] }
        if family == .systemSmall {
            return [.homeScreen, .lockScreen, .standBy, .iPhoneWidgetsOnMac, .carPlay]
        }
        return [.homeScreen, .lockScreen, .iPhoneWidgetsOnMac]
    }

    /// Checks that the family can be shown at the location, and that the widget does not disfavor it there.
    ///
    /// A widget that lists the location in `disfavoredLocations(_:for:)` for the family is refused: iOS leaves it
    /// out of that location's gallery, so no person could place it there.
    ///
    /// - Throws: ``PipelineError`` naming the location, the family and what is supported.
    public func validateLocation(for widget: WidgetDescriptor? = nil) throws {
        let supported = Self.locations(for: family)
        guard supported.contains(location) else {
            let families = WidgetFamily.allCases.filter { Self.locations(for: $0).contains(location) }
            throw PipelineError(
                "Location '\(location)' does not show family '\(family)'. It shows "
                    + families.map { "'\($0)'" }.joined(separator: ", ") + "; family '\(family)' is shown at "
                    + supported.map { "'\($0)'" }.joined(separator: ", ") + ".")
        }
        if isNightMode && location != .standBy {
            throw PipelineError("Night mode is StandBy's; '\(location)' has none. Use the location 'standBy'.")
        }
        if let widget,
            widget.disfavoredLocations.contains(where: { $0.location == location && $0.families.contains(family) })
        {
            throw PipelineError(
                "Widget '\(widget.kind)' disfavors '\(location)' for family '\(family)' "
                    + "(disfavoredLocations(_:for:)): iOS does not offer it there. Choose another location or family.")
        }
    }

    /// The location's changes to the paint options: StandBy paints on black, and at night in red.
    func applyLocation(to options: inout RenderOptions) {
        guard location == .standBy else { return }
        options.backdrop = .black
        if isNightMode {
            options.vibrantColor = Self.nightModeColor
            options.vibrantIncludesFullColor = true
            options.replacedContainerBackground = containerBackgroundRemovable ? nil : Self.nightModeBackground
        }
    }

    /// A laid-out list as the location shows it: without a container background the system removes there (a stored
    /// list laid out for the Home Screen still carries it), and scaled up in StandBy.
    public func presented(_ list: DisplayList) -> DisplayList {
        var presented = list
        if explicitLocation != nil && !showsContainerBackground && renderingMode == .fullColor {
            // Only a location given explicitly can differ from the one the list was laid out for; the accented and
            // vibrant passes remove (or repaint) the background themselves.
            presented = presented.mappingItems { item in
                if case .group(let group) = item, group.semantics.isContainerBackground { return [] }
                return [item]
            }
        }
        let factor = presentationScale
        guard factor != 1 else { return presented }
        let scale = DisplayTransform.scale(x: factor, y: factor)
        presented.items = [.group(DisplayGroup(items: presented.items, transform: scale))]
        presented.size = canvasSize
        presented.hitRegions = presented.hitRegions.map { region in
            var scaled = region
            scaled.frame = scale.apply(to: region.frame)
            return scaled
        }
        return presented
    }
}
