/// The default label style: the icon, then the title, in a row.
public struct DefaultLabelStyle: LabelStyle {
    /// Creates the style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.icon
            configuration.title
        }
    }
}

/// Shows the icon, then the title, in a row.
public struct TitleAndIconLabelStyle: LabelStyle {
    /// Creates the style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.icon
            configuration.title
        }
    }
}

/// Shows only the icon.
public struct IconOnlyLabelStyle: LabelStyle {
    /// Creates the style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}

/// Shows only the title.
public struct TitleOnlyLabelStyle: LabelStyle {
    /// Creates the style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

extension LabelStyle where Self == DefaultLabelStyle {
    /// The `automatic` label style.
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// The `titleAndIcon` label style.
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
    /// The `iconOnly` label style.
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
    /// The `titleOnly` label style.
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}
