/// Resolved accessibility information; `nil` fields are not set by this modifier.
public struct ResolvedAccessibility: Hashable, Sendable {
    public var label: String?
    public var hint: String?
    public var value: String?
    public var identifier: String?
    public var isHidden: Bool?
    /// How child elements combine, such as `combine` or `ignore`.
    public var childBehavior: String?

    /// Creates resolved accessibility information.
    public init(
        label: String? = nil, hint: String? = nil, value: String? = nil, identifier: String? = nil,
        isHidden: Bool? = nil, childBehavior: String? = nil
    ) {
        self.label = label
        self.hint = hint
        self.value = value
        self.identifier = identifier
        self.isHidden = isHidden
        self.childBehavior = childBehavior
    }
}
