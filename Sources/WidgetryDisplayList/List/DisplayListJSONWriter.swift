import Foundation

/// Writes a display list as JSON directly into one byte buffer: the same bytes as `JSONEncoder` gives the list's
/// `Codable` form with sorted keys (``DisplayList/jsonData(prettyPrinted:)``'s compact output), without its keyed
/// and unkeyed containers, boxed values or per-value strings.
///
/// Each type's fields are written in the order `JSONEncoder`'s `.sortedKeys` puts them (byte order of the key
/// names), with the same omissions as the `encode(to:)` methods and synthesized conformances: `nil` optionals are
/// left out, and groups, fills and semantics leave out their defaults. Strings are escaped as `JSONEncoder` does
/// (`"`, `\`, `/`, `\b`, `\f`, `\n`, `\r`, `\t`, other control characters as `\u00xx`; everything else as UTF-8),
/// URLs are their `absoluteString`, and numbers are formatted as `JSONEncoder` formats them (`Double.description`
/// without a trailing `.0`), with fast paths for integers and short decimals that give the same digits.
///
/// Tests compare the writer's bytes with `JSONEncoder`'s for every item kind, style and action, the demo's widgets
/// and a sweep of numbers and strings, so a field added to a `Codable` conformance and not here fails them.
struct DisplayListJSONWriter {
    /// A number JSON cannot hold (NaN or an infinity); ``DisplayList/jsonData(prettyPrinted:)`` then encodes
    /// with `JSONEncoder`, which throws its error naming the value's coding path.
    struct NonFiniteNumber: Error {}

    private(set) var bytes: [UInt8] = []

    init(capacity: Int = 4096) { bytes.reserveCapacity(capacity) }

    // MARK: - The list

    mutating func write(_ list: DisplayList) throws {
        append(#"{"formatVersion":"#)
        write(list.formatVersion)
        append(#","hitRegions":["#)
        for (index, region) in list.hitRegions.enumerated() {
            if index > 0 { comma() }
            try write(region)
        }
        append(#"],"items":"#)
        try write(list.items)
        append(#","size":"#)
        try write(list.size)
        byte(UInt8(ascii: "}"))
    }

    private mutating func write(_ items: [DisplayItem]) throws {
        byte(UInt8(ascii: "["))
        for (index, item) in items.enumerated() {
            if index > 0 { comma() }
            try write(item)
        }
        byte(UInt8(ascii: "]"))
    }

    // MARK: - Items

    /// An item's payload fields and its `kind`, in one object.
    private mutating func write(_ item: DisplayItem) throws {
        switch item {
        case .fill(let fill):
            append(#"{"frame":"#)
            try write(fill.frame)
            if fill.isEvenOdd { append(#","isEvenOdd":true"#) }
            append(#","kind":"fill","paint":"#)
            try write(fill.paint)
            append(#","shape":"#)
            try write(fill.shape)
            if let trim = fill.trim {
                append(#","trim":"#)
                try write(trim)
            }
        case .stroke(let stroke):
            append(#"{"frame":"#)
            try write(stroke.frame)
            append(#","kind":"stroke","paint":"#)
            try write(stroke.paint)
            append(#","shape":"#)
            try write(stroke.shape)
            append(#","style":"#)
            try write(stroke.style)
            if let trim = stroke.trim {
                append(#","trim":"#)
                try write(trim)
            }
        case .text(let text):
            append(#"{"baselineOrigin":"#)
            try write(text.baselineOrigin)
            append(#","frame":"#)
            try write(text.frame)
            if let filter = text.glyphFilter {
                append(#","glyphFilter":"#)
                try write(filter)
            }
            append(#","kind":"text","paint":"#)
            try write(text.paint)
            append(#","paragraph":"#)
            try write(text.paragraph)
        case .image(let image):
            byte(UInt8(ascii: "{"))
            if let mode = image.accentedRenderingMode {
                append(#""accentedRenderingMode":"#)
                string(mode.rawValue)
                comma()
            }
            append(#""content":"#)
            switch image.content {
            case .symbol(let symbol):
                append(#"{"symbol":"#)
                try write(symbol)
                byte(UInt8(ascii: "}"))
            case .named(let name):
                append(#"{"named":"#)
                string(name)
                byte(UInt8(ascii: "}"))
            }
            if let filter = image.filter {
                append(#","filter":"#)
                try write(filter)
            }
            append(#","frame":"#)
            try write(image.frame)
            append(#","kind":"image""#)
        case .dynamicText(let text):
            append(#"{"dates":["#)
            for (index, dated) in text.dates.enumerated() {
                if index > 0 { comma() }
                append(#"{"date":"#)
                try write(dated.date)
                append(#","runIndex":"#)
                write(dated.runIndex)
                byte(UInt8(ascii: "}"))
            }
            append(#"],"frame":"#)
            try write(text.frame)
            append(#","kind":"dynamicText","paint":"#)
            try write(text.paint)
            append(#","paragraph":"#)
            try write(text.paragraph)
        case .group(let group):
            byte(UInt8(ascii: "{"))
            if group.blendMode != .normal {
                append(#""blendMode":"#)
                string(group.blendMode.rawValue)
                comma()
            }
            if let radius = group.blurRadius {
                append(#""blurRadius":"#)
                try write(radius)
                comma()
            }
            if let clip = group.clip {
                append(#""clip":{"frame":"#)
                try write(clip.frame)
                append(clip.isEvenOdd ? #","isEvenOdd":true,"shape":"# : #","isEvenOdd":false,"shape":"#)
                try write(clip.shape)
                append("},")
            }
            append(#""items":"#)
            try write(group.items)
            append(#","kind":"group""#)
            if group.opacity != 1 {
                append(#","opacity":"#)
                try write(group.opacity)
            }
            if group.semantics != DisplaySemantics() {
                append(#","semantics":"#)
                write(group.semantics)
            }
            if let shadow = group.shadow {
                append(#","shadow":{"color":"#)
                try write(shadow.color)
                append(#","radius":"#)
                try write(shadow.radius)
                append(#","x":"#)
                try write(shadow.x)
                append(#","y":"#)
                try write(shadow.y)
                byte(UInt8(ascii: "}"))
            }
            if group.transform != .identity {
                let t = group.transform
                append(#","transform":{"a":"#)
                try write(t.a)
                append(#","b":"#)
                try write(t.b)
                append(#","c":"#)
                try write(t.c)
                append(#","d":"#)
                try write(t.d)
                append(#","tx":"#)
                try write(t.tx)
                append(#","ty":"#)
                try write(t.ty)
                byte(UInt8(ascii: "}"))
            }
        }
        byte(UInt8(ascii: "}"))
    }

    private mutating func write(_ semantics: DisplaySemantics) {
        var first = true
        byte(UInt8(ascii: "{"))
        if semantics.isContainerBackground { key(#""isContainerBackground":true"#, &first) }
        if semantics.isInvalidatable { key(#""isInvalidatable":true"#, &first) }
        if semantics.isPrivacySensitive { key(#""isPrivacySensitive":true"#, &first) }
        if semantics.isUnredacted { key(#""isUnredacted":true"#, &first) }
        if !semantics.redactionReasons.isEmpty {
            key(#""redactionReasons":["#, &first)
            for (index, name) in semantics.redactionReasons.names.enumerated() {
                if index > 0 { comma() }
                string(name)
            }
            byte(UInt8(ascii: "]"))
        }
        if let accentable = semantics.widgetAccentable {
            key(accentable ? #""widgetAccentable":true"# : #""widgetAccentable":false"#, &first)
        }
        byte(UInt8(ascii: "}"))
    }

    private mutating func write(_ trim: DisplayTrim) throws {
        append(#"{"from":"#)
        try write(trim.from)
        append(#","to":"#)
        try write(trim.to)
        byte(UInt8(ascii: "}"))
    }

    private mutating func write(_ style: DisplayStrokeStyle) throws {
        append(#"{"dash":["#)
        for (index, length) in style.dash.enumerated() {
            if index > 0 { comma() }
            try write(length)
        }
        append(#"],"dashPhase":"#)
        try write(style.dashPhase)
        append(#","lineCap":"#)
        string(style.lineCap.rawValue)
        append(#","lineJoin":"#)
        string(style.lineJoin.rawValue)
        append(#","lineWidth":"#)
        try write(style.lineWidth)
        append(#","miterLimit":"#)
        try write(style.miterLimit)
        byte(UInt8(ascii: "}"))
    }

    // MARK: - Shapes

    private mutating func write(_ shape: DisplayShape) throws {
        switch shape {
        case .rect: append(#"{"type":"rect"}"#)
        case .roundedRect(let cornerSize, let style):
            append(#"{"cornerSize":"#)
            try write(cornerSize)
            append(#","style":"#)
            string(style.rawValue)
            append(#","type":"roundedRect"}"#)
        case .unevenRoundedRect(let radii, let style):
            append(#"{"radii":{"bottomLeading":"#)
            try write(radii.bottomLeading)
            append(#","bottomTrailing":"#)
            try write(radii.bottomTrailing)
            append(#","topLeading":"#)
            try write(radii.topLeading)
            append(#","topTrailing":"#)
            try write(radii.topTrailing)
            append(#"},"style":"#)
            string(style.rawValue)
            append(#","type":"unevenRoundedRect"}"#)
        case .circle: append(#"{"type":"circle"}"#)
        case .ellipse: append(#"{"type":"ellipse"}"#)
        case .capsule(let style):
            append(#"{"style":"#)
            string(style.rawValue)
            append(#","type":"capsule"}"#)
        case .path(let path):
            append(#"{"path":"#)
            try write(path)
            append(#","type":"path"}"#)
        }
    }

    /// `[["M",x,y],["L",x,y],["Q",cx,cy,x,y],["C",c1x,c1y,c2x,c2y,x,y],["Z"]]`.
    private mutating func write(_ path: DisplayPath) throws {
        byte(UInt8(ascii: "["))
        for (index, element) in path.elements.enumerated() {
            if index > 0 { comma() }
            switch element {
            case .move(let p):
                append(#"["M","#)
                try writePointElements(p)
            case .line(let p):
                append(#"["L","#)
                try writePointElements(p)
            case .quadCurve(let p, let c):
                append(#"["Q","#)
                try writePointElements(c)
                comma()
                try writePointElements(p)
            case .curve(let p, let c1, let c2):
                append(#"["C","#)
                try writePointElements(c1)
                comma()
                try writePointElements(c2)
                comma()
                try writePointElements(p)
            case .closeSubpath:
                append(#"["Z""#)
            }
            byte(UInt8(ascii: "]"))
        }
        byte(UInt8(ascii: "]"))
    }

    private mutating func writePointElements(_ point: CGPoint) throws {
        try write(Double(point.x))
        comma()
        try write(Double(point.y))
    }

    // MARK: - Paints and colors

    private mutating func write(_ paint: DisplayPaint) throws {
        switch paint {
        case .color(let color):
            append(#"{"color":"#)
            try write(color)
            append(#","type":"color"}"#)
        case .linearGradient(let gradient, let start, let end):
            append(#"{"endPoint":"#)
            try write(end)
            append(#","gradient":"#)
            try write(gradient)
            append(#","startPoint":"#)
            try write(start)
            append(#","type":"linear"}"#)
        case .radialGradient(let gradient, let center, let start, let end):
            append(#"{"center":"#)
            try write(center)
            append(#","endRadius":"#)
            try write(end)
            append(#","gradient":"#)
            try write(gradient)
            append(#","startRadius":"#)
            try write(start)
            append(#","type":"radial"}"#)
        case .ellipticalGradient(let gradient, let center, let start, let end):
            append(#"{"center":"#)
            try write(center)
            append(#","endRadiusFraction":"#)
            try write(end)
            append(#","gradient":"#)
            try write(gradient)
            append(#","startRadiusFraction":"#)
            try write(start)
            append(#","type":"elliptical"}"#)
        case .angularGradient(let gradient, let center, let start, let end):
            append(#"{"center":"#)
            try write(center)
            append(#","endAngle":"#)
            try write(end)
            append(#","gradient":"#)
            try write(gradient)
            append(#","startAngle":"#)
            try write(start)
            append(#","type":"angular"}"#)
        case .meshGradient(let mesh):
            append(#"{"mesh":"#)
            try write(mesh)
            append(#","type":"mesh"}"#)
        }
    }

    private mutating func write(_ mesh: DisplayMesh) throws {
        append(#"{"background":"#)
        try write(mesh.background)
        append(#","colors":["#)
        for (index, color) in mesh.colors.enumerated() {
            if index > 0 { comma() }
            try write(color)
        }
        append(#"],"height":"#)
        write(mesh.height)
        append(#","points":["#)
        for (index, point) in mesh.points.enumerated() {
            if index > 0 { comma() }
            try write(point)
        }
        append(#"],"smoothsColors":"#)
        append(mesh.smoothsColors ? "true" : "false")
        append(#","width":"#)
        write(mesh.width)
        byte(UInt8(ascii: "}"))
    }

    private mutating func write(_ gradient: DisplayGradient) throws {
        append(#"{"stops":["#)
        for (index, stop) in gradient.stops.enumerated() {
            if index > 0 { comma() }
            append(#"{"color":"#)
            try write(stop.color)
            append(#","location":"#)
            try write(stop.location)
            byte(UInt8(ascii: "}"))
        }
        append("]}")
    }

    private mutating func write(_ point: DisplayUnitPoint) throws {
        append(#"{"x":"#)
        try write(point.x)
        append(#","y":"#)
        try write(point.y)
        byte(UInt8(ascii: "}"))
    }

    private mutating func write(_ color: DisplayColor) throws {
        append(#"{"blue":"#)
        try write(color.blue)
        append(#","green":"#)
        try write(color.green)
        if let level = color.level {
            append(#","level":"#)
            string(level.rawValue)
        }
        if let lightening = color.lightening {
            append(#","lightening":"#)
            try write(lightening)
        }
        append(#","opacity":"#)
        try write(color.opacity)
        append(#","red":"#)
        try write(color.red)
        switch color.source {
        case nil: break
        case .system(let system, let opacity):
            append(#","source":{"opacity":"#)
            try write(opacity)
            append(#","system":"#)
            string(system.rawValue)
            byte(UInt8(ascii: "}"))
        case .asset(let name, let opacity):
            append(#","source":{"asset":"#)
            string(name)
            append(#","opacity":"#)
            try write(opacity)
            byte(UInt8(ascii: "}"))
        }
        byte(UInt8(ascii: "}"))
    }

    private mutating func write(_ filter: DisplayImage.Filter) throws {
        switch filter {
        case .desaturated: append(#"{"type":"desaturated"}"#)
        case .alphaMask(let color):
            append(#"{"color":"#)
            try write(color)
            append(#","type":"alphaMask"}"#)
        case .luminanceMask(let color):
            append(#"{"color":"#)
            try write(color)
            append(#","type":"luminanceMask"}"#)
        }
    }

    private mutating func write(_ symbol: DisplaySymbol) throws {
        append(#"{"name":"#)
        string(symbol.name)
        append(#","paints":["#)
        for (index, paint) in symbol.paints.enumerated() {
            if index > 0 { comma() }
            try write(paint)
        }
        append(#"],"pointSize":"#)
        try write(symbol.pointSize)
        append(#","renderingMode":"#)
        string(symbol.renderingMode.rawValue)
        append(#","scale":"#)
        string(symbol.scale.rawValue)
        if let value = symbol.variableValue {
            append(#","variableValue":"#)
            try write(value)
        }
        append(#","weight":"#)
        write(symbol.weight.rawValue)
        byte(UInt8(ascii: "}"))
    }

    // MARK: - Text

    private mutating func write(_ paragraph: DisplayParagraph) throws {
        append(#"{"alignment":"#)
        string(paragraph.alignment.rawValue)
        if let limit = paragraph.lineLimit {
            append(#","lineLimit":"#)
            write(limit)
        }
        append(#","lineSpacing":"#)
        try write(paragraph.lineSpacing)
        append(#","runs":["#)
        for (index, run) in paragraph.runs.enumerated() {
            if index > 0 { comma() }
            try write(run)
        }
        append(#"],"truncationMode":"#)
        string(paragraph.truncationMode.rawValue)
        byte(UInt8(ascii: "}"))
    }

    private mutating func write(_ run: DisplayTextRun) throws {
        append(#"{"baselineOffset":"#)
        try write(run.baselineOffset)
        if let color = run.color {
            append(#","color":"#)
            try write(color)
        }
        append(#","font":"#)
        try write(run.font)
        if let strikethrough = run.strikethrough {
            append(#","strikethrough":"#)
            try write(strikethrough)
        }
        append(#","string":"#)
        string(run.string)
        if let underline = run.underline {
            append(#","underline":"#)
            try write(underline)
        }
        byte(UInt8(ascii: "}"))
    }

    private mutating func write(_ decoration: DisplayTextRun.Decoration) throws {
        byte(UInt8(ascii: "{"))
        if let color = decoration.color {
            append(#""color":"#)
            try write(color)
            comma()
        }
        append(#""pattern":"#)
        string(decoration.pattern.rawValue)
        byte(UInt8(ascii: "}"))
    }

    private mutating func write(_ font: DisplayFont) throws {
        append(#"{"design":"#)
        string(font.design.rawValue)
        if let family = font.family {
            append(#","family":"#)
            string(family)
        }
        append(font.italic ? #","italic":true,"kerning":"# : #","italic":false,"kerning":"#)
        try write(font.kerning)
        append(font.monospacedDigit ? #","monospacedDigit":true,"size":"# : #","monospacedDigit":false,"size":"#)
        try write(font.size)
        if let style = font.textStyle {
            append(#","textStyle":"#)
            string(style.rawValue)
        }
        append(#","tracking":"#)
        try write(font.tracking)
        append(#","weight":"#)
        write(font.weight.rawValue)
        byte(UInt8(ascii: "}"))
    }

    /// Dates as seconds since 1970, as ``DisplayDateText``'s `encode(to:)` writes them.
    private mutating func write(_ date: DisplayDateText) throws {
        switch date {
        case .date(let date, let style):
            append(#"{"date":"#)
            try write(date.timeIntervalSince1970)
            append(#","style":"#)
            string(style.rawValue)
        case .timerInterval(let start, let end, let pauseTime, let countsDown, let showsHours):
            append(countsDown ? #"{"countsDown":true,"end":"# : #"{"countsDown":false,"end":"#)
            try write(end.timeIntervalSince1970)
            if let pauseTime {
                append(#","pauseTime":"#)
                try write(pauseTime.timeIntervalSince1970)
            }
            append(showsHours ? #","showsHours":true,"start":"# : #","showsHours":false,"start":"#)
            try write(start.timeIntervalSince1970)
        }
        byte(UInt8(ascii: "}"))
    }

    // MARK: - Interaction

    private mutating func write(_ region: HitRegion) throws {
        append(#"{"action":"#)
        try write(region.action)
        append(#","frame":"#)
        try write(region.frame)
        append(#","zIndex":"#)
        write(region.zIndex)
        byte(UInt8(ascii: "}"))
    }

    private mutating func write(_ action: HitAction) throws {
        switch action {
        case .openURL(let url, let source):
            append(#"{"source":"#)
            string(source.rawValue)
            append(#","type":"openURL","url":"#)
            string(url.absoluteString)
            byte(UInt8(ascii: "}"))
        case .button(let intent):
            append(#"{"intent":"#)
            try write(intent)
            append(#","type":"button"}"#)
        case .toggle(let intent, let isOn):
            append(#"{"intent":"#)
            try write(intent)
            append(isOn ? #","isOn":true,"type":"toggle"}"# : #","isOn":false,"type":"toggle"}"#)
        }
    }

    private mutating func write(_ intent: IntentInvocation) throws {
        append(#"{"parameters":"#)
        try write(intent.parameters)
        append(#","type":"#)
        string(intent.type)
        byte(UInt8(ascii: "}"))
    }

    /// Objects' keys in the byte order of their UTF-8, as `JSONEncoder`'s `.sortedKeys` sorts them (not `String`'s
    /// `<`, which compares canonical equivalents: `"e\u{301}x"` comes before `"é"` here).
    private mutating func write(_ json: DisplayJSON) throws {
        switch json {
        case .null: append("null")
        case .bool(let value): append(value ? "true" : "false")
        case .number(let value): try write(value)
        case .string(let value): string(value)
        case .array(let values):
            byte(UInt8(ascii: "["))
            for (index, value) in values.enumerated() {
                if index > 0 { comma() }
                try write(value)
            }
            byte(UInt8(ascii: "]"))
        case .object(let members):
            byte(UInt8(ascii: "{"))
            for (index, key) in members.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }).enumerated() {
                if index > 0 { comma() }
                string(key)
                byte(UInt8(ascii: ":"))
                try write(members[key]!)
            }
            byte(UInt8(ascii: "}"))
        }
    }

    // MARK: - Geometry

    /// `[x,y]`, as `CGPoint`'s `Codable` conformance.
    private mutating func write(_ point: CGPoint) throws {
        byte(UInt8(ascii: "["))
        try writePointElements(point)
        byte(UInt8(ascii: "]"))
    }

    /// `[width,height]`, as `CGSize`'s `Codable` conformance.
    private mutating func write(_ size: CGSize) throws {
        byte(UInt8(ascii: "["))
        try write(Double(size.width))
        comma()
        try write(Double(size.height))
        byte(UInt8(ascii: "]"))
    }

    /// `[[x,y],[width,height]]`, as `CGRect`'s `Codable` conformance.
    private mutating func write(_ rect: CGRect) throws {
        byte(UInt8(ascii: "["))
        try write(rect.origin)
        comma()
        try write(rect.size)
        byte(UInt8(ascii: "]"))
    }

    // MARK: - Scalars

    @inline(__always)
    private mutating func byte(_ value: UInt8) { bytes.append(value) }

    @inline(__always)
    private mutating func comma() { bytes.append(UInt8(ascii: ",")) }

    @inline(__always)
    private mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// A key (and what follows it), after a comma unless it is the object's first.
    @inline(__always)
    private mutating func key(_ text: StaticString, _ first: inout Bool) {
        if !first { comma() }
        first = false
        append(text)
    }

    /// An integer's decimal digits.
    mutating func write(_ value: Int) {
        if value < 0 {
            byte(UInt8(ascii: "-"))
            writeDigits(value.magnitude)
        } else {
            writeDigits(UInt(value))
        }
    }

    private mutating func writeDigits(_ value: UInt) {
        if value < 10 {
            byte(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value))
            return
        }
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)  // 24 bytes: UInt.max has 20 digits
        var remaining = value
        var count = 0
        withUnsafeMutableBytes(of: &digits) { buffer in
            var index = buffer.count
            while remaining > 0 {
                index -= 1
                buffer[index] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: remaining % 10)
                remaining /= 10
                count += 1
            }
            bytes.append(contentsOf: buffer[index...])
        }
    }

    /// A number as `JSONEncoder` writes a `Double`: its `description` without a trailing `.0` (so `170`, `0.5`,
    /// `-0`, `1e-05`, `1e+16`, `12.333333333333334`).
    ///
    /// Integers below 2⁵³ and numbers from 0.001 to a million with at most seven fraction digits are formatted
    /// here: in that range `description` writes positional notation, and the shortest digits that read back as the
    /// value are those of the one multiple of 10⁻⁷ that does (10⁻⁷ is over 2⁸ times the value's spacing there, so no
    /// other multiple reads back), without its trailing zeros. Anything else goes through `description`.
    ///
    /// - Throws: ``NonFiniteNumber`` for NaN and infinities.
    mutating func write(_ value: Double) throws {
        guard value.isFinite else { throw NonFiniteNumber() }
        let magnitude = value.magnitude
        if magnitude < 9_007_199_254_740_992, value == value.rounded(.towardZero) {
            if value.sign == .minus { byte(UInt8(ascii: "-")) }
            writeDigits(UInt(magnitude))
            return
        }
        if magnitude >= 0.001, magnitude < 1_000_000 {
            let scaled = (magnitude * 10_000_000).rounded()
            if scaled / 10_000_000 == magnitude {
                if value.sign == .minus { byte(UInt8(ascii: "-")) }
                let whole = UInt(scaled)
                writeDigits(whole / 10_000_000)
                byte(UInt8(ascii: "."))
                var fraction = whole % 10_000_000
                var divisor: UInt = 1_000_000
                while fraction != 0, fraction % 10 == 0 {
                    fraction /= 10
                    divisor /= 10
                }
                while divisor > 0 {
                    byte(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: fraction / divisor % 10))
                    divisor /= 10
                }
                return
            }
        }
        bytes.append(contentsOf: value.description.utf8)
        let count = bytes.count
        if bytes[count - 1] == UInt8(ascii: "0"), bytes[count - 2] == UInt8(ascii: ".") { bytes.removeLast(2) }
    }

    /// A string in quotes, escaped as `JSONEncoder` escapes it.
    mutating func string(_ value: String) {
        byte(UInt8(ascii: "\""))
        var value = value
        value.withUTF8 { utf8 in
            var start = 0
            for index in utf8.indices {
                let code = utf8[index]
                guard
                    code < 0x20 || code == UInt8(ascii: "\"") || code == UInt8(ascii: "\\")
                        || code == UInt8(ascii: "/")
                else { continue }
                if start < index { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<index])) }
                start = index + 1
                escape(code)
            }
            if start < utf8.count { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start...])) }
        }
        byte(UInt8(ascii: "\""))
    }

    private mutating func escape(_ code: UInt8) {
        byte(UInt8(ascii: "\\"))
        switch code {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): byte(code)
        case 0x08: byte(UInt8(ascii: "b"))
        case 0x0C: byte(UInt8(ascii: "f"))
        case 0x0A: byte(UInt8(ascii: "n"))
        case 0x0D: byte(UInt8(ascii: "r"))
        case 0x09: byte(UInt8(ascii: "t"))
        default:
            let hex: StaticString = "0123456789abcdef"
            append("u00")
            hex.withUTF8Buffer { digits in
                byte(digits[Int(code >> 4)])
                byte(digits[Int(code & 0xF)])
            }
        }
    }
}
