import Foundation

/// Whether an interpolated value may appear in the log.
///
/// Widgetry redacts `.private` and `.sensitive` values (as `<private>`, or `<mask.hash: '…'>` with a hash
/// mask) and shows `.public` and `.auto` ones, as Console does while a debugger is attached.
///
/// ```swift
/// logger.info("Account \(accountID, privacy: .private(mask: .hash))")
/// ```
public struct OSLogPrivacy: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case auto, `public`, `private`, sensitive }

    let kind: Kind
    let mask: Mask

    /// How a redacted value is replaced.
    public struct Mask: Hashable, Sendable {
        let isHash: Bool

        /// Replace the value with a stable hash of it.
        public static let hash = Mask(isHash: true)
        /// Replace the value with `<private>`.
        public static let none = Mask(isHash: false)
    }

    /// Private unless the value is a scalar; shown in Widgetry's logs.
    public static let auto = OSLogPrivacy(kind: .auto, mask: .none)
    /// Shown.
    public static let `public` = OSLogPrivacy(kind: .public, mask: .none)
    /// Redacted.
    public static let `private` = OSLogPrivacy(kind: .private, mask: .none)
    /// Redacted, even where private values are shown.
    public static let sensitive = OSLogPrivacy(kind: .sensitive, mask: .none)

    /// Redacted, replaced by a mask.
    public static func `private`(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(kind: .private, mask: mask) }

    /// Redacted even where private values are shown, replaced by a mask.
    public static func sensitive(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(kind: .sensitive, mask: mask) }

    /// Private unless the value is a scalar, with a mask for redacted values.
    public static func auto(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(kind: .auto, mask: mask) }

    /// The text as the log shows it.
    func redact(_ text: String) -> String {
        switch kind {
        case .auto, .public: return text
        case .private, .sensitive:
            guard mask.isHash else { return "<private>" }
            // FNV-1a: stable across runs, unlike `Hasher`.
            let hash = text.utf8.reduce(UInt64(0xcbf2_9ce4_8422_2325)) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
            return "<mask.hash: '\(String(hash, radix: 16))'>"
        }
    }
}
