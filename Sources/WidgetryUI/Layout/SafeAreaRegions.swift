/// Kinds of safe areas a view can extend into.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
    public let rawValue: Int

    /// Creates regions from a raw value.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The area outside the device's bezels and notches.
    public static let container = SafeAreaRegions(rawValue: 1 << 0)
    /// The area a software keyboard covers.
    public static let keyboard = SafeAreaRegions(rawValue: 1 << 1)
    /// Every region.
    public static let all: SafeAreaRegions = [.container, .keyboard]
}
