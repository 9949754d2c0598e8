import Foundation

/// A screen that is not a phone: an e-ink panel or a dashboard display that shows one full-screen image.
///
/// A profile says how many pixels the panel has, how many gray levels it can show, how colors are reduced to
/// them (the ``Dither``), and how many pixels a point takes (widgets keep their iPhone sizes in points). For
/// example, a TRMNL shows 800×480 pixels in black and white; a systemMedium widget (364×170 points) takes
/// 364×170 of them:
///
/// ```swift
/// let trmnl = try PanelProfile.named("trmnl-og")
/// let custom = try PanelProfile.named("600x800x4")   // 600×800 pixels, 4 bits (16 grays)
/// ```
public struct PanelProfile: Sendable, Hashable, Codable {
    /// The name used on the command line and in dashboard files.
    public var name: String
    /// A description for listings.
    public var summary: String
    /// The panel's width in pixels.
    public var width: Int
    /// The panel's height in pixels.
    public var height: Int
    /// The number of gray levels the panel shows: 2 (black and white), 4, 16 or 256.
    public var grayLevels: Int
    /// How colors are reduced to the gray levels.
    public var dither: Dither
    /// Pixels per point: 1 for a TRMNL (about 125 pixels per inch), 2 for 200–300 ppi readers.
    public var scale: Int

    /// The bits per pixel of the panel's images: 1, 2, 4 or 8 (at least enough for the gray levels).
    public var bitsPerPixel: Int

    /// The panel's size in points.
    public var pointSize: CGSize {
        CGSize(width: Double(width) / Double(scale), height: Double(height) / Double(scale))
    }

    /// Creates a profile.
    ///
    /// - Throws: ``PanelError`` when a dimension, the level count or the scale is out of range.
    ///
    /// - Parameters:
    ///   - name: The name used on the command line and in dashboard files.
    ///   - summary: A description for listings.
    ///   - width: The width in pixels.
    ///   - height: The height in pixels.
    ///   - grayLevels: 2, 4, 16 or 256.
    ///   - bitsPerPixel: The image's bits per pixel; by default the fewest that hold the levels.
    ///   - dither: How colors are reduced to the levels.
    ///   - scale: Pixels per point, 1 to 4.
    public init(
        name: String, summary: String = "", width: Int, height: Int, grayLevels: Int, bitsPerPixel: Int? = nil,
        dither: Dither, scale: Int = 1
    ) throws {
        guard (1...4096).contains(width), (1...4096).contains(height) else {
            throw PanelError("Panel '\(name)' is \(width)×\(height) pixels; each side must be 1 to 4096.")
        }
        guard [2, 4, 16, 256].contains(grayLevels) else {
            throw PanelError("Panel '\(name)' has \(grayLevels) gray levels; use 2, 4, 16 or 256 (1, 2, 4 or 8 bits).")
        }
        let needed = grayLevels <= 2 ? 1 : grayLevels <= 4 ? 2 : grayLevels <= 16 ? 4 : 8
        let bits = bitsPerPixel ?? needed
        guard [1, 2, 4, 8].contains(bits), bits >= needed else {
            throw PanelError(
                "Panel '\(name)' stores \(bits) bits per pixel for \(grayLevels) levels; use 1, 2, 4 or 8, at least \(needed)."
            )
        }
        guard (1...4).contains(scale) else {
            throw PanelError("Panel '\(name)' has scale \(scale); use 1 to 4 pixels per point.")
        }
        self.name = name
        self.summary = summary
        self.width = width
        self.height = height
        self.grayLevels = grayLevels
        self.bitsPerPixel = bits
        self.dither = dither
        self.scale = scale
    }

    /// The panels Widgetry knows by name.
    public static let builtIn: [PanelProfile] = [
        // The TRMNL's 7.5" Waveshare panel: 1-bit images, as its firmware's BMP and PNG paths take them.
        try! PanelProfile(
            name: "trmnl-og", summary: "TRMNL (original), 7.5\" 800×480, 1-bit", width: 800, height: 480,
            grayLevels: 2, dither: .atkinson),
        // Firmware 1.6 and later also draws 2-bit PNGs (four grays) on the same panel.
        try! PanelProfile(
            name: "trmnl-og-2bit", summary: "TRMNL (original), 800×480, 2-bit (firmware 1.6+)", width: 800,
            height: 480, grayLevels: 4, dither: .atkinson),
        try! PanelProfile(
            name: "trmnl-x", summary: "TRMNL X, 10.3\" 1872×1404, 4-bit", width: 1872, height: 1404, grayLevels: 16,
            dither: .floydSteinberg, scale: 2),
        // A Kindle Paperwhite's 300 ppi screen shows 16 grays; its screensaver images are 8-bit gray PNGs.
        try! PanelProfile(
            name: "kindle-pw", summary: "Kindle Paperwhite, 1072×1448, 8-bit gray (16 shown)", width: 1072,
            height: 1448, grayLevels: 16, bitsPerPixel: 8, dither: .floydSteinberg, scale: 2),
        try! PanelProfile(
            name: "inkplate-10", summary: "Inkplate 10, 9.7\" 1200×825, 3-bit shown as 4-bit", width: 1200,
            height: 825, grayLevels: 16, dither: .floydSteinberg),
    ]

    /// A built-in profile by name, or a custom one written `WIDTHxHEIGHTxBITS` (such as `600x800x4`,
    /// optionally `@2` for two pixels per point).
    ///
    /// - Throws: ``PanelError`` naming the known panels when the name is neither.
    public static func named(_ name: String) throws -> PanelProfile {
        if let profile = builtIn.first(where: { $0.name == name.lowercased() }) { return profile }
        if let custom = try custom(name) { return custom }
        throw PanelError(
            "Unknown panel '\(name)'. Panels: \(builtIn.map { "'\($0.name)'" }.joined(separator: ", ")), "
                + "or WIDTHxHEIGHTxBITS such as '600x800x4' (bits 1, 2, 4 or 8; add '@2' for 2 pixels per point).")
    }

    /// Whether a name is a built-in panel or a custom panel specification.
    public static func isPanelName(_ name: String) -> Bool {
        (try? named(name)) != nil
    }

    private static func custom(_ name: String) throws -> PanelProfile? {
        let parts = name.lowercased().split(separator: "@", maxSplits: 1)
        let dimensions = parts[0].split(separator: "x")
        guard dimensions.count == 3, let width = Int(dimensions[0]), let height = Int(dimensions[1]),
            let bits = Int(dimensions[2])
        else { return nil }
        let scale = parts.count == 2 ? Int(parts[1]) : 1
        guard let scale else { throw PanelError("Panel '\(name)': the scale after '@' must be a whole number.") }
        guard [1, 2, 4, 8].contains(bits) else {
            throw PanelError("Panel '\(name)': use 1, 2, 4 or 8 bits per pixel.")
        }
        return try PanelProfile(
            name: name.lowercased(), summary: "\(width)×\(height), \(bits)-bit", width: width, height: height,
            grayLevels: 1 << bits, dither: bits == 1 ? .atkinson : .floydSteinberg, scale: scale)
    }
}

/// How a gray image is reduced to a panel's few levels.
public enum Dither: String, Sendable, Hashable, Codable, CaseIterable {
    /// Each pixel to its nearest level: flat areas stay flat, gradients band.
    case none
    /// Floyd–Steinberg error diffusion: all of each pixel's error goes to four neighbours (7, 3, 5, 1 sixteenths).
    case floydSteinberg = "floyd-steinberg"
    /// Atkinson's diffusion, as the original Macintosh: three quarters of the error to six neighbours, so
    /// highlights and shadows stay clean and text keeps crisp edges on 1-bit panels.
    case atkinson
}

/// A panel, dashboard or image that cannot be made, with what to do about it.
public struct PanelError: Error, CustomStringConvertible, Sendable, Equatable {
    /// What went wrong and what to do.
    public var description: String

    /// Creates an error with its message.
    public init(_ description: String) { self.description = description }
}
