import WidgetryUI

extension DeviceProfile {
    /// Whether the device's screens show a family: every family but `systemExtraLarge`, which only an iPad shows.
    ///
    /// ``offers(_:)`` answers for the families the profile has sizes for; this is what the gallery and the web home
    /// screen ask, so an iPhone profile never offers `systemExtraLarge`, while families the table has no row for
    /// (such as watchOS's `accessoryCorner`) keep their fallback size.
    public func shows(_ family: WidgetFamily) -> Bool {
        family != .systemExtraLarge || offers(family)
    }

    /// The families of a widget the device shows, in the widget's order: on an iPhone, its supported families less
    /// `systemExtraLarge`.
    public func shownFamilies(of widget: WidgetDescriptor) -> [WidgetFamily] {
        widget.supportedFamilies.filter(shows)
    }
}
