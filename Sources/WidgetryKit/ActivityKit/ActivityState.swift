/// Where a Live Activity is in its life: running, outdated, ended or gone.
public enum ActivityState: String, Sendable, Hashable, Codable, CaseIterable, CustomStringConvertible {
    /// The activity is running and its content is current.
    case active
    /// The activity ended; it stays on the Lock Screen until its dismissal date.
    case ended
    /// The activity ended and is no longer shown.
    case dismissed
    /// The activity is running but its content is past its stale date.
    case stale
    /// The activity was requested but has not started yet.
    case pending

    public var description: String { rawValue }
}
