import Foundation

/// The maths of the expression language (Docs/LANGUAGE.md, "Maths"): functions on numbers, the
/// comparisons and the conditional. One definition of what each computes, which the checker's
/// folding, the interpreter and the generated Swift all follow (`MathOperation.apply` is the
/// arithmetic; the emitted Swift writes the same calls: `sqrt(max(x, 0))`, `hypot`, `min`,
/// `max`, `abs`, `min(max(x, lo), hi)`, `a < b`, `c ? a : b`).
public enum MathOperation: String, Sendable, CaseIterable {
    case sqrt, hypot, min, max, abs, clamp
    case less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">=", equal = "==", notEqual = "!="
    /// `if(condition, then, else)`.
    case choose = "if"

    /// The functions a spec calls by name, in the order the unknown-function note lists them.
    public static let functions: [MathOperation] = [.sqrt, .hypot, .min, .max, .abs, .clamp, .choose]
    /// The comparison operators, longest first (the parser tries `<=` before `<`).
    public static let comparisons: [MathOperation] = [.lessOrEqual, .greaterOrEqual, .equal, .notEqual, .less, .greater]

    public var isComparison: Bool { Self.comparisons.contains(self) }

    /// The labels of the arguments, in order (labels are optional where written).
    public var labels: [String] {
        switch self {
        case .sqrt, .abs: return ["x"]
        case .hypot: return ["x", "y"]
        case .min, .max: return ["a", "b"]
        case .clamp: return ["x", "lo", "hi"]
        case .choose: return ["condition", "then", "else"]
        case .less, .lessOrEqual, .greater, .greaterOrEqual, .equal, .notEqual: return ["a", "b"]
        }
    }

    /// What a numeric function gives for these numbers, under the language's rules: the square
    /// root of a negative number is 0 (`MathRule`), `clamp` is `min(max(x, lo), hi)` (so `hi`
    /// when lo > hi). Swift's own `min`, `max` and `abs`, as the generated Swift calls them.
    public func apply(_ x: [Double]) -> Double {
        switch self {
        case .sqrt: return MathRule.squareRoot(x[0])
        case .hypot: return MathRule.hypot(x[0], x[1])
        case .min: return Swift.min(x[0], x[1])
        case .max: return Swift.max(x[0], x[1])
        case .abs: return Swift.abs(x[0])
        case .clamp: return Swift.min(Swift.max(x[0], x[1]), x[2])
        case .choose: return x[0] != 0 ? x[1] : x[2]
        case .less, .lessOrEqual, .greater, .greaterOrEqual, .equal, .notEqual: return compare(x[0], x[1]) ? 1 : 0
        }
    }

    /// A comparison of two numbers (false for any other operation).
    public func compare(_ a: Double, _ b: Double) -> Bool {
        switch self {
        case .less: return a < b
        case .lessOrEqual: return a <= b
        case .greater: return a > b
        case .greaterOrEqual: return a >= b
        case .equal: return a == b
        case .notEqual: return a != b
        default: return false
        }
    }
}

/// The run-time rule for the one function with a domain (Docs/LANGUAGE.md, "Maths"): the
/// square root of a negative number is 0, never NaN (which would reach a layer and raise
/// "CALayer position contains NaN"). A constant negative is the checker's error `math-domain`;
/// a value read from a view is guarded, `sqrt(max(x, 0))` in the generated Swift.
public enum MathRule {
    public static func squareRoot(_ x: Double) -> Double { Swift.max(x, 0).squareRoot() }

    /// hypot(x, y) as C's `hypot` computes it (no overflow in the squares).
    public static func hypot(_ x: Double, _ y: Double) -> Double { _hypot(x, y) }
}

/// C's `hypot` (Glibc's or Darwin's, through Foundation), as CGFloat's `hypot` calls it.
private func _hypot(_ x: Double, _ y: Double) -> Double { hypot(x, y) }

extension Expr {
    /// Whether this is a square root whose operand is not a constant the checker proved
    /// non-negative: a value read from a view, or a constant a derivation made (a reversed
    /// branch reads a frame the written branch knew). The backends then apply `MathRule`.
    public var isGuardedRoot: Bool {
        guard case .math(.sqrt, let args) = kind, let x = args.first else { return false }
        guard !x.readsViews, let value = ConstantFolder.number(x) else { return true }
        return !(value >= 0)
    }
}
