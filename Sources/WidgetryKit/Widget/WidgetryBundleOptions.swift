/// Settings of a widget bundle that iOS takes from the build (the deployment target), declared in code on Linux.
///
/// This is Widgetry's own protocol; Apple's frameworks have no counterpart, so conform only where Widgetry
/// builds the bundle:
///
/// ```swift
/// #if os(Linux)
/// extension MyWidgets: WidgetryBundleOptions {
///     // Written for iOS 16: widgets without a container background draw their own, as before iOS 17.
///     static var requiresContainerBackground: Bool { false }
/// }
/// #endif
/// ```
@MainActor @preconcurrency public protocol WidgetryBundleOptions {
    /// Whether every widget's view must call `containerBackground(for: .widget)`, as an app deployed for iOS 17 or
    /// later must: a widget that does not shows "Please adopt containerBackground API" and a warning names it.
    /// `true` unless the bundle says otherwise.
    static var requiresContainerBackground: Bool { get }

    /// Smart Stacks a host makes on a new store (`serve`'s first run), each a list of widget kinds: one new
    /// instance of each, in the first system family all of them support. None unless the bundle says otherwise.
    static var suggestedStacks: [[String]] { get }

    /// The app's name as the Home Screen shows it under the app's widgets (`CFBundleDisplayName` in the app's
    /// Info.plist on iOS). The bundle's type name unless the bundle says otherwise.
    static var displayName: String { get }
}

extension WidgetryBundleOptions {
    public static var requiresContainerBackground: Bool { true }
    public static var suggestedStacks: [[String]] { [] }
    public static var displayName: String { String(describing: Self.self) }
}
