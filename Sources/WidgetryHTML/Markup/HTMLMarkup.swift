import Foundation

/// Builds HTML text: elements with ordered attributes and inline styles, indented one level per nesting.
///
/// Attributes and style declarations keep the order they are added in, so equal input gives equal bytes. Values
/// are escaped here; callers pass raw strings. Lives within one render call.
struct HTMLMarkup {
    /// The HTML written so far.
    private(set) var output = ""
    private var depth: Int

    init(depth: Int = 0) { self.depth = depth }

    /// Opens an element on its own line; close it with ``close(_:)``.
    mutating func open(_ tag: String, _ attributes: [(String, String?)] = [], style: CSSStyle? = nil) {
        line("<" + tag + Self.attributes(attributes, style: style) + ">")
        depth += 1
    }

    /// Closes an element opened with ``open(_:_:style:)``.
    mutating func close(_ tag: String) {
        depth -= 1
        line("</" + tag + ">")
    }

    /// An element with inner HTML on one line. `innerHTML` is written as is: escape text before.
    mutating func element(
        _ tag: String, _ attributes: [(String, String?)] = [], style: CSSStyle? = nil, innerHTML: String = ""
    ) {
        line("<" + tag + Self.attributes(attributes, style: style) + ">" + innerHTML + "</" + tag + ">")
    }

    /// A void element such as `img`, which has no content and no end tag.
    mutating func voidElement(_ tag: String, _ attributes: [(String, String?)] = [], style: CSSStyle? = nil) {
        line("<" + tag + Self.attributes(attributes, style: style) + ">")
    }

    /// Raw HTML on its own line at the current indentation.
    mutating func line(_ html: String) {
        output += String(repeating: " ", count: depth) + html + "\n"
    }

    /// ` name="value"` pairs; `nil` values are left out, empty names are boolean attributes.
    static func attributes(_ attributes: [(String, String?)], style: CSSStyle?) -> String {
        var result = ""
        for (name, value) in attributes {
            guard let value else { continue }
            result += " " + name + "=\"" + HTMLEscaping.attribute(value) + "\""
        }
        if let style, !style.isEmpty {
            result += " style=\"" + HTMLEscaping.attribute(style.text) + "\""
        }
        return result
    }
}

/// An inline style: declarations in the order they were added.
struct CSSStyle {
    private(set) var declarations: [(String, String)] = []

    init(_ declarations: [(String, String)] = []) { self.declarations = declarations }

    var isEmpty: Bool { declarations.isEmpty }

    /// Adds a declaration.
    mutating func set(_ property: String, _ value: String) { declarations.append((property, value)) }

    /// Adds `position:absolute` and the rectangle's left, top, width and height in pixels.
    mutating func setBox(_ rect: CGRect) {
        set("position", "absolute")
        set("left", HTMLEscaping.px(rect.minX))
        set("top", HTMLEscaping.px(rect.minY))
        set("width", HTMLEscaping.px(rect.width))
        set("height", HTMLEscaping.px(rect.height))
    }

    /// `property:value;…` without a trailing semicolon.
    var text: String { declarations.map { $0.0 + ":" + $0.1 }.joined(separator: ";") }
}
