/// Why the host asked a provider for a timeline, which decides whether the reload spends budget.
///
/// Budgeted reasons (``policyAtEnd``, ``policyAfter``, ``push``, ``retry``, and ``appRequest`` while the app is
/// not active) spend one of the instance's daily reloads and wait for the minimum interval; the others are free
/// and happen at once.
public enum ReloadReason: String, Sendable, Hashable, Codable, CaseIterable, CustomStringConvertible {
    /// The first timeline, when the widget is added.
    case initial
    /// The timeline's `.atEnd` policy: its last entry's date passed.
    case policyAtEnd
    /// The timeline's `.after(date)` policy: the date passed.
    case policyAfter
    /// The app called `WidgetCenter` to reload.
    case appRequest
    /// An interactive intent (a button or toggle in the widget) was performed.
    case interaction
    /// A person edited the widget's configuration.
    case configurationEdit
    /// The appearance (light or dark) changed.
    case appearanceChange
    /// The locale changed.
    case localeChange
    /// A push notification `{"aps":{"content-changed":true}}` arrived for the widget's kind.
    case push
    /// A previous reload failed; this is a retry after back-off.
    case retry
    /// A background URL session the widget's provider started: its events were delivered to the widget's
    /// `onBackgroundURLSessionEvents` handler, which called its completion or not. Ledger lines (warnings), never a
    /// reload: a reload the handler asks for is an ``appRequest``.
    case backgroundURLSession

    /// Whether this reason is never counted against the budget, whatever the app's state.
    public var isAlwaysFree: Bool {
        switch self {
        case .initial, .interaction, .configurationEdit, .appearanceChange, .localeChange, .backgroundURLSession: true
        case .policyAtEnd, .policyAfter, .appRequest, .push, .retry: false
        }
    }

    public var description: String { rawValue }
}
