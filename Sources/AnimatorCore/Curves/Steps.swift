// CSS Easing 2 step easing, implemented literally from the spec's algorithm
// (https://www.w3.org/TR/css-easing-2/#step-easing-algo), including the "before flag".

/// Where a step function jumps (CSS `<step-position>`).
public enum StepPosition: String, Hashable, Sendable, CaseIterable {
    /// Jump at the start of each interval (`start` is an alias).
    case jumpStart = "jump-start"
    /// Jump at the end of each interval (`end` is an alias; the default).
    case jumpEnd = "jump-end"
    /// No jump at either end: n−1 jumps inside.
    case jumpNone = "jump-none"
    /// Jump at both ends: n+1 levels.
    case jumpBoth = "jump-both"

    /// Parses a CSS keyword, accepting `start` and `end` as aliases.
    public init?(css: String) {
        switch css {
        case "start", "jump-start": self = .jumpStart
        case "end", "jump-end": self = .jumpEnd
        case "jump-none": self = .jumpNone
        case "jump-both": self = .jumpBoth
        default: return nil
        }
    }
}

/// `steps(n, position)`.
public struct Steps: Hashable, Sendable {
    /// Number of intervals (≥ 1; ≥ 2 for jump-none).
    public let count: Int
    /// Jump position.
    public let position: StepPosition

    /// Creates a step function, or nil when the count is invalid for the position (CSS rule).
    public init?(_ count: Int, _ position: StepPosition = .jumpEnd) {
        guard count >= 1, !(position == .jumpNone && count < 2) else { return nil }
        self.count = count; self.position = position
    }

    /// Output for input `x`. `beforeFlag` is CSS's before flag (the input is approaching the
    /// boundary from the left/before the active phase); it only matters exactly on a step.
    @inlinable
    public func value(at x: Double, beforeFlag: Bool = false) -> Double {
        guard x.isFinite else { return x.isNaN ? 0 : (x > 0 ? 1 : 0) }
        let n = Double(count)
        var current = (x * n).rounded(.down)
        if position == .jumpStart || position == .jumpBoth { current += 1 }
        if beforeFlag && (x * n).rounded(.down) == x * n { current -= 1 }
        if x >= 0 && current < 0 { current = 0 }
        let jumps: Double
        switch position {
        case .jumpStart, .jumpEnd: jumps = n
        case .jumpNone: jumps = n - 1
        case .jumpBoth: jumps = n + 1
        }
        if x <= 1 && current > jumps { current = jumps }
        return current / jumps
    }
}
