import WidgetryKit
import WidgetryUI

extension ServerContext {
    /// The family a request names for a widget, checked against the widget and the host's device; without a name,
    /// the widget's first family the device shows.
    ///
    /// `systemExtraLarge` is an iPad family: on an iPhone profile the gallery does not list it, and asking for it
    /// (a preview, a new instance) is a 400 naming the iPad profiles to serve with.
    ///
    /// - Parameters:
    ///   - name: The family's name from the request, such as `systemMedium`, if it named one.
    ///   - widget: The widget the family is for.
    func family(named name: String?, of widget: WidgetDescriptor) throws -> WidgetFamily {
        guard let name else {
            return device.shownFamilies(of: widget).first ?? widget.supportedFamilies.first ?? .systemSmall
        }
        let family = try widget.family(named: name)
        guard device.shows(family) else {
            let offering = DeviceProfile.offering(family).map(\.name)
            throw WidgetServerError.badRequest(
                "'\(device.name)' has no \(family): it is an iPad family. Serve with --device "
                    + "\(WidgetError.quotedList(offering)), or use another family.",
                field: "family", code: "unsupportedFamily")
        }
        return family
    }
}
