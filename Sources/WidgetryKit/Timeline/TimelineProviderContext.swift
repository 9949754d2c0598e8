import Foundation
import WidgetryUI

/// What WidgetKit tells a provider about the widget it is asking for: its family, size and purpose.
public struct TimelineProviderContext: Sendable {
    /// The family of the widget being asked for.
    public let family: WidgetFamily
    /// Whether this request is for the widget gallery (use sample data and answer quickly).
    public let isPreview: Bool
    /// The size, in points, the widget is displayed at.
    public let displaySize: CGSize
    /// The environment values the widget may be rendered with.
    public let environmentVariants: EnvironmentVariants

    /// Creates a context; hosts and tests use this, WidgetKit code receives one.
    /// - Parameters:
    ///   - family: The widget family.
    ///   - isPreview: Whether the request is for the widget gallery.
    ///   - device: The device profile whose table gives the display size.
    ///   - environmentVariants: The environments the widget may be shown in.
    public init(
        family: WidgetFamily,
        isPreview: Bool = false,
        device: DeviceProfile = .default,
        environmentVariants: EnvironmentVariants = .init()
    ) {
        self.family = family
        self.isPreview = isPreview
        self.displaySize = device.size(of: family)
        self.environmentVariants = environmentVariants
    }

    /// The environment values the system may use when it renders the widget.
    ///
    /// Look up a key with a key path: `context.environmentVariants[\.colorScheme]` is `[.light, .dark]`.
    public struct EnvironmentVariants: Sendable {
        /// The color schemes the host shows.
        public var colorSchemes: [ColorScheme]
        /// The rendering modes the host shows.
        public var renderingModes: [WidgetRenderingMode]
        /// The display scales the host renders at.
        public var displayScales: [CGFloat]

        /// Creates the variants; the defaults are what the Widgetry host shows.
        public init(
            colorSchemes: [ColorScheme] = [.light, .dark],
            renderingModes: [WidgetRenderingMode] = [.fullColor],
            displayScales: [CGFloat] = [1, 2, 3]
        ) {
            self.colorSchemes = colorSchemes
            self.renderingModes = renderingModes
            self.displayScales = displayScales
        }

        /// The values the system may use for an environment key, or `nil` when it does not vary.
        public subscript<T>(keyPath: KeyPath<EnvironmentValues, T>) -> [T]? {
            if keyPath == \EnvironmentValues.colorScheme { return colorSchemes as? [T] }
            if keyPath == \EnvironmentValues.widgetRenderingMode { return renderingModes as? [T] }
            if keyPath == \EnvironmentValues.displayScale { return displayScales as? [T] }
            return nil
        }
    }
}
