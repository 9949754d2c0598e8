import Foundation

/// An interface for a view that has no content to show: an icon, a title, a description and actions, centered.
///
/// Widgets show it when a timeline has nothing to list ("No upcoming events"). For example:
///
/// ```swift
/// ContentUnavailableView("No Events", systemImage: "calendar", description: Text("Enjoy your free day."))
/// ```
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    let label: Label
    let description: Description
    let actions: Actions

    /// Creates an interface from a label, a description and actions.
    ///
    /// - Parameters:
    ///   - label: The view that describes what is unavailable, usually a `Label` with a title and an icon.
    ///   - description: More about why the content is unavailable.
    ///   - actions: What someone can do about it.
    public init(
        @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
        @ViewBuilder actions: () -> Actions = { EmptyView() }
    ) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    public var body: some View {
        VStack(spacing: 8) {
            label.labelStyle(ContentUnavailableLabelStyle())
            description
                .font(.subheadline)
                .foregroundStyle(.secondary)
                .multilineTextAlignment(.center)
            actions
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

extension ContentUnavailableView
where Label == WidgetryUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// Creates an interface with a title, a symbol and an optional description.
    public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(label: { WidgetryUI.Label(title, systemImage: name) }, description: { description })
    }

    /// Creates an interface with a title, an image from the asset catalog and an optional description.
    public init(_ title: LocalizedStringKey, image name: String, description: Text? = nil) {
        self.init(label: { WidgetryUI.Label(title, image: name) }, description: { description })
    }

    /// Creates an interface with a title string, a symbol and an optional description.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(label: { WidgetryUI.Label(title, systemImage: name) }, description: { description })
    }

    /// Creates an interface with a title string, an image from the asset catalog and an optional description.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String, description: Text? = nil) {
        self.init(label: { WidgetryUI.Label(title, image: name) }, description: { description })
    }
}

/// How ``ContentUnavailableView`` draws its label: a large secondary icon above a bold title.
struct ContentUnavailableLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 12) {
            configuration.icon
                .font(.system(size: 44))
                .foregroundStyle(.secondary)
            configuration.title
                .font(.title2.bold())
                .multilineTextAlignment(.center)
        }
    }
}
