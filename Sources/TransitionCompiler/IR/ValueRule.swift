import Foundation

/// The one rule for the numbers a view receives, followed identically by both backends
/// (Docs/LANGUAGE.md, "Numbers a view receives"): every number in a value given to a view is
/// finite and within ±`limit`. The checker holds constants to it (`out-of-range`); a value
/// computed at run time that can leave it (`Expr.isGuardedValue`) is guarded where a view
/// receives it, each number outside the limit becoming `fallback`. Within ±1e9, nothing the
/// backends do with the value afterwards (interpolation, a spring's overshoot, a 4×4
/// decomposition) can overflow a Double, and Core Animation never sees a NaN or an infinity
/// ("CALayer position contains NaN" ends the app).
public enum ValueRule {
    /// The largest magnitude a view's number may have: a screen is about 1e3 points wide, and a
    /// scale factor of 1e9 is already far beyond anything visible.
    public static let limit: Double = 1e9
    /// The value a guarded number outside the limit (or not a number at all) becomes.
    public static let fallback: Double = 0

    /// `x` under the rule.
    public static func value(_ x: Double) -> Double {
        abs(x) <= limit ? x : fallback
    }

    /// `x` as the diagnostics print it: `1e10`, `-1e308`, `2.5e9`.
    public static func format(_ x: Double) -> String {
        String(format: "%g", x).replacingOccurrences(of: "e+0", with: "e").replacingOccurrences(of: "e+", with: "e")
    }
}

extension Expr {
    /// Whether the value's numbers can leave the rule's range at run time, so a backend guards
    /// it where a view receives it. It reads a view and contains an operation that can make a
    /// number larger than its operands: a multiplication (unless by a constant within ±1), a
    /// division (unless by a constant of magnitude 1 or more), or a transform of several steps
    /// (composition multiplies), or an `aspectFill` (its side can be the rect's times the image's
    /// aspect). Constants are held to the rule by the checker; plain reads,
    /// sums of them, `container.width * 0.8` and `from.frame.width / 3` cannot overflow.
    public var isGuardedValue: Bool {
        guard readsViews else { return false }
        return contains { e in
            switch e.kind {
            case .binary(.multiply, let a, let b):
                let k = ConstantFolder.number(a) ?? ConstantFolder.number(b)
                return !(k.map { abs($0) <= 1 } ?? false)
            case .binary(.divide, _, let b):
                return !(ConstantFolder.number(b).map { abs($0) >= 1 } ?? false)
            case .aspect(.fill, _, _):
                // An aspect-filled image is as large as the rect times its aspect: a thin image
                // fills a rect with a side far beyond it (ContentGeometry.swift).
                return true
            case .transform(let steps):
                return steps.count > 1 && e.readsViews || steps.contains { if case .perspective = $0 { return e.readsViews } else { return false } }
            default:
                return false
            }
        }
    }

    /// The parts of a property value that the rule guards: a mask shape's operands (its centre
    /// or rect, and its radius), any other value whole.
    public var guardedParts: [Expr] {
        switch kind {
        case .circle(let a, let b), .roundedRect(let a, let b): return [a, b]
        case .ellipse(let a): return [a]
        default: return [self]
        }
    }
}

extension TransitionIR {
    /// Whether `test` holds for any value a view receives from the spec (the presented frame and
    /// every played branch's values), asked in that order without collecting them.
    public func anyPropertyValue(_ test: (Expr) -> Bool) -> Bool {
        if let frame = presentation?.frame, test(frame) { return true }
        return operations.contains { op in op.playedBranches.contains { $0.anyPropertyValue(test) } }
    }

    /// Whether some value is guarded at run time: the emitted file then needs its helper.
    public var guardsValues: Bool { anyPropertyValue { $0.guardedParts.contains { $0.isGuardedValue } } }
}

extension TransitionIR {
    /// Every custom branch of every operation, Reduce Motion forms included.
    public var playedBranches: [BranchIR] { operations.flatMap(\.playedBranches) }
}

extension BranchIR {
    /// The values a view receives in this branch (set steps, track targets and keyframe values),
    /// one by one, without collecting them.
    public func forEachPropertyValue(_ body: (Expr) -> Void) {
        _ = anyPropertyValue { body($0); return false }
    }

    /// Whether `test` holds for any of them, asked in that order, stopping at the first.
    /// Steps and tracks are read where they lie: `for step in steps` and `tracks.contains`
    /// copied each element (retaining its expressions) before asking it (issue 17).
    public func anyPropertyValue(_ test: (Expr) -> Bool) -> Bool {
        func anySet(_ steps: [StepIR]) -> Bool {
            steps.withUnsafeBufferPointer { steps in
                for i in steps.indices { if case .set(_, _, let e) = steps[i].kind, test(e) { return true } }
                return false
            }
        }
        if anySet(setup) || anySet(finish) || anySet(cancel) { return true }
        return tracks.withUnsafeBufferPointer { tracks in
            for i in tracks.indices where tracks[i].content.anyValue(test) { return true }
            return false
        }
    }
}
