import Foundation

/// Deterministic number text for every writer (Docs/TIMELINE-FORMAT.md).
public enum NumberFormat {
    /// Decimal places of JSON and CSV numbers.
    public static let machineDecimals = 6

    /// JSON/CSV: rounded to 6 decimal places, trailing zeros (and a trailing point) removed,
    /// negative zero printed as `0`; nil for a non-finite number (JSON `null`, empty CSV cell).
    public static func machine(_ v: Double) -> String? {
        guard v.isFinite else { return nil }
        return trimmed(v, decimals: machineDecimals)
    }

    /// Rounded to `decimals` places, trailing zeros removed.
    public static func trimmed(_ v: Double, decimals: Int) -> String {
        guard v.isFinite else { return v.isNaN ? "nan" : (v > 0 ? "inf" : "-inf") }
        var s = fixed(v, decimals: decimals)
        if s.contains(".") {
            while s.hasSuffix("0") { s.removeLast() }
            if s.hasSuffix(".") { s.removeLast() }
        }
        if s == "-0" { s = "0" }
        return s
    }

    /// Exactly `decimals` places (no exponent), negative zero as zero.
    public static func fixed(_ v: Double, decimals: Int) -> String {
        guard v.isFinite else { return v.isNaN ? "nan" : (v > 0 ? "inf" : "-inf") }
        var s = String(format: "%.\(decimals)f", v)
        if s.hasPrefix("-"), s.dropFirst().allSatisfy({ $0 == "0" || $0 == "." }) { s.removeFirst() }
        return s
    }

    /// Notes and messages: up to 3 decimals.
    public static func short(_ v: Double) -> String { trimmed(v, decimals: 3) }
}
