// CSS Easing 2 `linear()` easing: straight segments through control points, extrapolated
// beyond the ends (https://www.w3.org/TR/css-easing-2/#the-linear-easing-function).

/// One `linear()` argument: an output and zero, one or two input percentages (as 0…1).
public struct LinearStop: Hashable, Sendable {
    /// Output progress.
    public var output: Double
    /// First input position, or nil to be filled in by the spec's defaulting rules.
    public var input: Double?
    /// Optional second input position (a stop written `0.5 20% 40%`).
    public var secondInput: Double?
    /// Creates a stop.
    public init(_ output: Double, at input: Double? = nil, through secondInput: Double? = nil) {
        self.output = output; self.input = input; self.secondInput = secondInput
    }
}

/// A `linear()` easing function with resolved control points.
public struct PiecewiseLinear: Hashable, Sendable {
    /// Resolved (input, output) points, inputs non-decreasing.
    public let points: [Point]

    /// Creates the function from already-resolved points (inputs are made non-decreasing).
    /// Returns nil for fewer than 2 points or non-finite values.
    public init?(points raw: [Point]) {
        guard raw.count >= 2, raw.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return nil }
        var maxIn = -Double.infinity
        points = raw.map { p in maxIn = Swift.max(maxIn, p.x); return Point(x: maxIn, y: p.y) }
    }

    /// Creates the function from CSS stops, applying the spec's input defaulting:
    /// first input 0, last max(1, largest), each input ≥ previous, gaps spread evenly.
    public init?(stops: [LinearStop]) {
        guard stops.count >= 2 else { return nil }
        var ins: [Double?] = []; var outs: [Double] = []
        for s in stops {
            guard s.output.isFinite else { return nil }
            ins.append(s.input); outs.append(s.output)
            if let second = s.secondInput { ins.append(second); outs.append(s.output) }
        }
        if ins[0] == nil { ins[0] = 0 }
        if ins[ins.count - 1] == nil {
            ins[ins.count - 1] = Swift.max(1, ins.compactMap { $0 }.max() ?? 1)
        }
        var largest = -Double.infinity
        for i in ins.indices { if let v = ins[i] { let c = Swift.max(v, largest); ins[i] = c; largest = c } }
        var i = 0
        while i < ins.count {
            if ins[i] == nil {
                var j = i; while j < ins.count, ins[j] == nil { j += 1 }
                let a = ins[i - 1] ?? 0, b = ins[j] ?? a
                let gaps = Double(j - i + 1)
                for k in i..<j { ins[k] = a + (b - a) * Double(k - i + 1) / gaps }
                i = j
            }
            i += 1
        }
        self.init(points: zip(ins, outs).map { Point(x: $0 ?? 0, y: $1) })
    }

    /// Output for input `x`, extrapolating from the first/last segment.
    public func value(at x: Double) -> Double {
        guard !x.isNaN else { return points[0].y }
        // A = last point with input ≤ x (index 0 if none); if A is the last point, step back.
        var lo = 0, hi = points.count - 1
        if x < points[0].x { lo = 0 } else {
            // binary search for the last index with input ≤ x
            var l = 0, h = hi
            while l < h { let m = (l + h + 1) / 2; if points[m].x <= x { l = m } else { h = m - 1 } }
            lo = l
        }
        if lo == points.count - 1 { lo -= 1 }
        hi = lo + 1
        let a = points[lo], b = points[hi]
        if a.x == b.x { return b.y }
        return a.y + (b.y - a.y) * (x - a.x) / (b.x - a.x)
    }
}
