import Foundation
import WidgetryUI

/// Everything a bundle declares — widgets, Live Activities, controls — erased so a host or a command can
/// drive it without generics.
///
/// For example:
///
/// ```swift
/// let bundle = WidgetBundleDescriptor(MyAppWidgets())
/// let weather = try bundle.widget(kind: "WeatherWidget")
/// ```
public struct WidgetBundleDescriptor: Sendable {
    /// The bundle's type name.
    public let name: String
    /// The app's name as the Home Screen shows it under its widgets (`CFBundleDisplayName`): the bundle's
    /// ``WidgetryBundleOptions/displayName``, else its type name.
    public var displayName: String
    /// The widgets and Live Activities, in declaration order.
    public let widgets: [WidgetDescriptor]
    /// The controls, in declaration order.
    public let controls: [ControlDescriptor]
    /// Smart Stacks to make on a new store, as kinds (``WidgetryBundleOptions/suggestedStacks``).
    public var suggestedStacks: [[String]] = []

    /// Describes a bundle.
    @MainActor
    public init<Bundle: WidgetBundle>(_ bundle: Bundle) {
        let content = bundle.body
        var widgets: [WidgetDescriptor]
        if let content = content as? _WidgetBundleContent {
            widgets = content.items.flatMap(\.widgets)
            controls = content.items.flatMap(\.controls)
        } else {
            widgets = content.body.widgetDescriptors
            controls = []
        }
        if let options = Bundle._widgetryOptions {
            for index in widgets.indices {
                widgets[index].requiresContainerBackground = options.requiresContainerBackground
            }
            suggestedStacks = options.suggestedStacks
            displayName = options.displayName
        } else {
            displayName = String(describing: Bundle.self)
        }
        self.widgets = widgets
        name = String(describing: Bundle.self)
    }

    /// Describes a single widget, as for a lone `@main` widget.
    @MainActor
    public init<W: Widget>(widget: W) {
        name = String(describing: W.self)
        displayName = name
        widgets = widget.body.widgetDescriptors
        controls = []
    }

    /// Creates a descriptor from parts; `displayName` is the app's name under its widgets (the type name when
    /// `nil`).
    public init(
        name: String, displayName: String? = nil, widgets: [WidgetDescriptor], controls: [ControlDescriptor]
    ) {
        self.name = name
        self.displayName = displayName ?? name
        self.widgets = widgets
        self.controls = controls
    }

    /// The timeline widgets (not Live Activities).
    public var timelineWidgets: [WidgetDescriptor] { widgets.filter { $0.role == .widget } }

    /// The Live Activities.
    public var liveActivities: [WidgetDescriptor] { widgets.filter { $0.role == .liveActivity } }

    /// The widget of a kind.
    ///
    /// - throws: ``WidgetError`` naming the kind and listing the kinds in the bundle.
    public func widget(kind: String) throws -> WidgetDescriptor {
        if let found = widgets.first(where: { $0.kind == kind }) { return found }
        throw WidgetError.unknownKind(kind, known: widgets.map(\.kind) + controls.map(\.kind))
    }

    /// Problems with the bundle itself: duplicate kinds, widgets with no families.
    public var problems: [String] {
        var seen: Set<String> = []
        var problems: [String] = []
        for kind in widgets.map(\.kind) + controls.map(\.kind) where !seen.insert(kind).inserted {
            problems.append("Kind '\(kind)' is declared more than once; only the first is used.")
        }
        for widget in widgets where widget.role == .widget && widget.supportedFamilies.isEmpty {
            problems.append("Widget '\(widget.kind)' supports no families; give supportedFamilies at least one.")
        }
        return problems
    }
}

extension WidgetFamily {
    /// The family with a name, such as `systemSmall`.
    ///
    /// - throws: ``WidgetError`` naming the value and listing every family.
    public static func named(_ name: String) throws -> WidgetFamily {
        guard let family = WidgetFamily(rawValue: name) else {
            throw WidgetError.unknownFamily(name, known: WidgetFamily.allCases.map(\.rawValue))
        }
        return family
    }
}

extension WidgetDescriptor {
    /// Checks that the widget supports a family, given by name.
    ///
    /// - throws: ``WidgetError`` naming the family and listing the valid ones.
    public func family(named name: String) throws -> WidgetFamily {
        let family = try WidgetFamily.named(name)
        guard supportedFamilies.contains(family) else {
            throw WidgetError.unsupportedFamily(name, kind: kind, supported: supportedFamilies.map { "\($0)" })
        }
        return family
    }
}
