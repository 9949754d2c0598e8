extension Text: View {
    public typealias Body = Never
}

extension Text: ResolvablePrimitive {
    package func _resolve(in context: ResolveContext) -> [ResolvedNode] {
        [context.node(.text(resolvedText(in: context.environment)))]
    }
}

extension Text {
    /// The text's runs and paragraph settings in an environment.
    func resolvedText(in environment: EnvironmentValues) -> ResolvedText {
        var state = environment._textStyle
        state.font = environment.font
        var runs: [ResolvedText.Run] = []
        appendRuns(to: &runs, state: state, environment: environment)
        return ResolvedText(
            runs: runs, lineLimit: environment.lineLimit, lineLimitReservesSpace: environment._lineLimitReservesSpace,
            multilineTextAlignment: Self.drawnAlignment(environment), truncationMode: environment.truncationMode,
            minimumScaleFactor: environment.minimumScaleFactor, allowsTightening: environment.allowsTightening,
            lineSpacing: environment.lineSpacing, textCase: environment.textCase)
    }

    /// The alignment of lines as drawn: in a right-to-left layout (drawn mirrored), leading lines go right.
    static func drawnAlignment(_ environment: EnvironmentValues) -> TextAlignment {
        let alignment = environment.multilineTextAlignment
        guard environment.layoutDirection == .rightToLeft else { return alignment }
        switch alignment {
        case .leading: return .trailing
        case .trailing: return .leading
        case .center: return .center
        }
    }

    private func appendRuns(to runs: inout [ResolvedText.Run], state: TextStyleState, environment: EnvironmentValues) {
        var state = state
        // The first modifier applied (the innermost) wins, so apply the outermost first.
        for modifier in modifiers.reversed() { state.apply(modifier) }
        switch storage {
        case .verbatim(let string):
            append(.string(string), to: &runs, state: state, environment: environment)
        case .key(let key):
            for segment in key.segments {
                switch segment {
                case .literal(let string):
                    append(.string(string), to: &runs, state: state, environment: environment)
                case .text(let text):
                    text.appendRuns(to: &runs, state: state, environment: environment)
                }
            }
        case .date(let kind):
            let date = ResolvedDynamicDate(
                kind: kind, locale: environment.locale, timeZone: environment.timeZone, calendar: environment.calendar)
            append(.date(date), to: &runs, state: state, environment: environment)
        case .image(let image):
            let style = state.resolved(in: environment)
            let resolved = image.resolved(in: environment, font: style.font, foreground: style.foreground)
            runs.append(ResolvedText.Run(content: .image(resolved), style: style))
        case .concatenated(let texts):
            for text in texts { text.appendRuns(to: &runs, state: state, environment: environment) }
        }
    }

    /// Appends a run, merging strings into the previous run when the styles match.
    private func append(
        _ content: ResolvedText.Run.Content, to runs: inout [ResolvedText.Run], state: TextStyleState,
        environment: EnvironmentValues
    ) {
        let style = state.resolved(in: environment)
        if case .string(let string) = content, let last = runs.last, last.style == style,
            case .string(let previous) = last.content
        {
            runs[runs.count - 1].content = .string(previous + string)
            return
        }
        if case .string(let string) = content, string.isEmpty { return }
        runs.append(ResolvedText.Run(content: content, style: style))
    }

    /// The text's strings joined, for descriptions.
    var plainDescription: String {
        switch storage {
        case .verbatim(let string): string
        case .key(let key): key.plainDescription
        case .date(let kind): "{\(kind)}"
        case .image(let image): "{\(image.source)}"
        case .concatenated(let texts): texts.map(\.plainDescription).joined()
        }
    }
}

extension Text {
    /// The text's strings joined, for places that show a plain string, such as a widget's description;
    /// live dates show as their spec.
    package var _plainText: String { plainDescription }
}
