extension ResolvedNode: CustomStringConvertible {
    /// The tree as indented text, one node a line; the same as ``dump()``.
    public var description: String { dump() }

    /// The tree as indented text, one node a line, for tests and debugging.
    ///
    /// Each line names the node and its settings. A second view of a modifier (an overlay, a background)
    /// and a control's label slots are prefixed with their role, such as `background:`. Traits show in
    /// braces where they change from the parent's, such as `{redacted: [placeholder]}`.
    ///
    /// For example:
    ///
    /// ```
    /// ContainerBackground(for: widget)
    ///   VStack(alignment: leading, spacing: 4)
    ///     Text "Game Status" (caption, #3C3C4399)
    ///     Text "Turn 12" (headline, #000000) {privacySensitive}
    ///   background: Paint #7676801F
    /// ```
    public func dump() -> String {
        var lines: [String] = []
        appendLines(to: &lines, depth: 0, role: nil, parentTraits: ResolvedTraits())
        return lines.joined(separator: "\n")
    }

    private func appendLines(to lines: inout [String], depth: Int, role: String?, parentTraits: ResolvedTraits) {
        var line = String(repeating: "  ", count: depth)
        if let role { line += "\(role): " }
        line += kind.summary
        if traits != parentTraits { line += " {\(traits.summary)}" }
        lines.append(line)
        let roles = kind.childRoles
        for (index, child) in children.enumerated() {
            let role = index < roles.count ? roles[index] : nil
            if role != nil, case .empty = child.kind { continue }
            child.appendLines(to: &lines, depth: depth + 1, role: role, parentTraits: traits)
        }
    }
}

extension ResolvedTraits {
    var summary: String {
        var parts: [String] = []
        if !redactionReasons.isEmpty { parts.append("redacted: \(redactionReasons)") }
        if isPrivacySensitive { parts.append("privacySensitive") }
        if isInvalidatable { parts.append("invalidatable") }
        if isWidgetAccentable { parts.append("accentable") }
        return parts.isEmpty ? "no marks" : parts.joined(separator: ", ")
    }
}

extension ResolvedNode.Kind {
    /// The roles of children after the first, or of every slot, for the dump.
    var childRoles: [String?] {
        switch self {
        case .gauge: ["label", "currentValueLabel", "minimumValueLabel", "maximumValueLabel"]
        case .progress: ["label", "currentValueLabel"]
        case .modifier(.overlay): [nil, "overlay"]
        case .modifier(.background): [nil, "background"]
        case .modifier(.mask): [nil, "mask"]
        case .modifier(.containerBackground): [nil, "background"]
        case .modifier(.widgetLabel): [nil, "label"]
        default: []
        }
    }

    /// One line describing the node.
    var summary: String {
        switch self {
        case .empty: return "Empty"
        case .group: return "Group"
        case .text(let text): return text.summary
        case .image(let image): return image.summary
        case .shape(let shape): return shape.summary
        case .paint(let paint): return "Paint \(paint)"
        case .spacer(let minLength): return minLength.map { "Spacer(minLength: \($0.compact))" } ?? "Spacer"
        case .divider(let paint): return "Divider \(paint)"
        case .accessoryWidgetBackground: return "AccessoryWidgetBackground"
        case .stack(let stack): return stack.summary
        case .viewThatFits(let axes): return "ViewThatFits(in: \(axes))"
        case .grid(let grid):
            return "Grid(alignment: \(grid.alignment)"
                + (grid.horizontalSpacing.map { ", horizontalSpacing: \($0.compact)" } ?? "")
                + (grid.verticalSpacing.map { ", verticalSpacing: \($0.compact)" } ?? "") + ")"
        case .gridRow(let alignment): return alignment.map { "GridRow(alignment: \($0))" } ?? "GridRow"
        case .lazyGrid(let grid): return grid.summary
        case .geometryReader(let reader):
            let frame = reader.geometry.frame
            let size = "\(frame.width.compact)×\(frame.height.compact)"
            return "GeometryReader(\(size) at \(frame.minX.compact), \(frame.minY.compact))"
        case .gauge(let gauge):
            return "Gauge(\(gauge.value.compact) in \(gauge.lowerBound.compact)…\(gauge.upperBound.compact), "
                + "style: \(gauge.style), tint: \(gauge.tint))"
        case .progress(let progress): return progress.summary
        case .link(let url): return "Link(\(url.absoluteString))"
        case .button(let button): return button.summary
        case .toggle(let toggle):
            return "Toggle(isOn: \(toggle.isOn), intent: \(toggle.intent.map { $0.description } ?? "none"), "
                + "style: \(toggle.style), tint: \(toggle.tint))"
        case .modifier(let modifier): return modifier.summary
        }
    }
}

extension ResolvedStack {
    var summary: String {
        let name: String
        var parts: [String]
        switch axis {
        case .horizontal?:
            name = isLazy ? "LazyHStack" : "HStack"
            parts = ["alignment: \(alignment.vertical)"]
        case .vertical?:
            name = isLazy ? "LazyVStack" : "VStack"
            parts = ["alignment: \(alignment.horizontal)"]
        case nil:
            name = "ZStack"
            parts = ["alignment: \(alignment)"]
        }
        if let spacing { parts.append("spacing: \(spacing.compact)") }
        return "\(name)(\(parts.joined(separator: ", ")))"
    }
}

extension ResolvedProgress {
    var summary: String {
        let value: String
        switch kind {
        case .determinate(let fraction): value = fraction.compact
        case .indeterminate: value = "indeterminate"
        case .timer(let range, let countsDown):
            value =
                "timer \(range.lowerBound.timeIntervalSince1970.compact)…"
                + "\(range.upperBound.timeIntervalSince1970.compact)" + (countsDown ? " down" : " up")
        }
        return "ProgressView(\(value), style: \(style), tint: \(tint))"
    }
}

extension ResolvedButton {
    var summary: String {
        let actionText: String
        switch action {
        case .intent(let intent): actionText = "intent: \(intent)"
        case .closure: actionText = "action: closure"
        case .disabled: actionText = "disabled"
        }
        return "Button(\(actionText)" + (role.map { ", role: \($0)" } ?? "") + ", style: \(style), tint: \(tint))"
    }
}
