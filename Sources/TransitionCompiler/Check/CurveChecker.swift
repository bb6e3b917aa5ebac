import AnimatorCore
import Foundation

/// Checks a curve written as a scalar: a named curve, `cubic(...)`, `steps(...)` or one of the
/// three `spring(...)` forms, with every parameter in range.
struct CurveChecker {
    let expressions: ExpressionChecker
    var sink: DiagnosticSink { expressions.sink }

    static let names = NamedCurve.allCases.map(\.rawValue) + ["cubic", "steps", "spring"]

    /// Curve names people bring from other APIs, with this language's name and where they come
    /// from. They are too far from ours for the edit-distance guess, so they are listed.
    static let foreignCurves: [String: (String, String)] = [
        "ease": ("default", "CSS"), "ease-in": ("easeIn", "CSS"), "ease-out": ("easeOut", "CSS"),
        "ease-in-out": ("easeInOut", "CSS"), "step-start": ("steps(1, jump-start)", "CSS"),
        "step-end": ("steps(1, jump-end)", "CSS"),
        "easeInEaseOut": ("easeInOut", "Core Animation"),
        "curveEaseIn": ("easeIn", "UIView.AnimationOptions"), "curveEaseOut": ("easeOut", "UIView.AnimationOptions"),
        "curveEaseInOut": ("easeInOut", "UIView.AnimationOptions"), "curveLinear": ("linear", "UIView.AnimationOptions"),
        ".easeIn": ("easeIn", "UIView.AnimationCurve"), ".easeOut": ("easeOut", "UIView.AnimationCurve"),
        ".easeInOut": ("easeInOut", "UIView.AnimationCurve"), ".linear": ("linear", "UIView.AnimationCurve"),
    ]

    /// Spring parameter labels from UIKit and SwiftUI, with ours.
    static let foreignSpringLabels: [String: (String, String)] = [
        "dampingRatio": ("damping", "UIKit"), "initialVelocity": ("velocity", "UIKit"),
        "dampingFraction": ("damping", "SwiftUI"), "response": ("duration", "SwiftUI"),
    ]

    /// In `CharacterSet.whitespaces` as CoreFoundation defines it (tab, the space separators Zs
    /// and U+200B): only a value that starts or ends with one needs Foundation's trimmed copy.
    static func isTrimmedWhitespace(_ c: Unicode.Scalar?) -> Bool {
        guard let c else { return false }
        return c == "\t" || c == "\u{200B}" || c.properties.generalCategory == .spaceSeparator
    }

    func check(_ scalar: YAMLScalar) -> CurveIR? {
        let text = scalar.value
        // CharacterSet.whitespaces as CoreFoundation defines it (tab, the space separators Zs and
        // U+200B), without Foundation's trimmed copy of every curve (3% of checking, issue 17).
        if text.unicodeScalars.allSatisfy({ Self.isTrimmedWhitespace($0) }) {
            sink.error("expected-curve", "expected a curve", at: scalar.range,
                       notes: [.init("curves: linear, easeIn, easeOut, easeInOut, default, cubic(x1, y1, x2, y2), steps(n, jump-end), spring(damping:0.8)")])
            return nil
        }
        let trimmed = Self.isTrimmedWhitespace(text.unicodeScalars.first) || Self.isTrimmedWhitespace(text.unicodeScalars.last)
            ? text.trimmingCharacters(in: .whitespaces) : text
        if let (ours, origin) = Self.foreignCurves[trimmed] {
            // A name from CSS, UIKit or Core Animation: say which, and offer ours.
            sink.error("unknown-curve", "unknown curve '\(Names.printable(trimmed))' in this timing", at: scalar.range,
                       notes: [.init("did you mean '\(ours)'? ('\(trimmed)' is the \(origin) name)", at: scalar.range)],
                       fixIts: [.init(range: scalar.range, replacement: ours)])
            return nil
        }
        switch ExpressionParser.parse(text) {
        case .failure(let failure):
            expressions.report(failure)
            return nil
        case .success(let syntax):
            return check(syntax)
        }
    }

    func check(_ syntax: SyntaxExpr) -> CurveIR? {
        switch syntax {
        case .identifier(let name, let r):
            if let named = NamedCurve(rawValue: name) { return .named(named) }
            NodeReader(sink: sink).reportUnknown(name, kind: "curve", in: "this timing", candidates: Self.names,
                                                 at: expressions.range(r), code: "unknown-curve")
            return nil
        case .call(.identifier(let name, let nameRange), let args, let r):
            switch name {
            case "cubic": return cubic(args, r)
            case "steps": return steps(args, r)
            case "spring": return spring(args, r)
            case _ where NamedCurve(rawValue: name) != nil && args.isEmpty:
                // `easeOut()`: a named curve written as a call. The fix takes the parentheses
                // away; offering the name alone would leave the same mistake.
                sink.error("unknown-curve", "'\(name)' is a named curve, not a function", at: expressions.range(r),
                           notes: [.init("write it without parentheses")],
                           fixIts: [.init(range: expressions.range(r), replacement: name)])
                return nil
            default:
                NodeReader(sink: sink).reportUnknown(name, kind: "curve", in: "this timing", candidates: Self.names,
                                                     at: expressions.range(nameRange), code: "unknown-curve")
                return nil
            }
        default:
            expressions.error("expected-curve", "expected a curve", syntax.range,
                              notes: [.init("curves: linear, easeIn, easeOut, easeInOut, default, cubic(x1, y1, x2, y2), steps(n, jump-end), spring(damping:0.8)")])
            return nil
        }
    }

    /// SwiftUI's `spring(response:dampingFraction:)`: one error whose fix is the same spring in
    /// our perceptual form, `spring(duration: response, bounce: b)` with b = 1 − ζ for ζ ≤ 1 and
    /// 1/ζ − 1 above (SwiftUI's Spring(duration:bounce:) ↔ Spring(response:dampingRatio:); the
    /// perceptual spring in AnimatorCore/Curves/Spring.swift is defined by the same relation).
    /// Renaming label by label would walk into "not one of the three spring forms". False when the
    /// arguments are not that form with constant values (then the labels are reported one by one).
    private func swiftUISpring(_ args: [SyntaxArgument], _ r: Range<Int>) -> Bool {
        var response: Double?, fraction = 0.825   // SwiftUI's default dampingFraction
        var velocity: Double?
        for a in args {
            guard let label = a.label, ["response", "dampingFraction", "velocity"].contains(label),
                  let e = expressions.check(a.value, expected: label == "response" ? .duration : .number, bounded: false),
                  let v = ConstantFolder.number(e), v.isFinite, v > 0 || label == "velocity" else { return false }
            switch label {
            case "response": response = v
            case "dampingFraction": fraction = v
            default: velocity = v
            }
        }
        guard let response else { return false }
        let bounce = fraction <= 1 ? 1 - fraction : 1 / fraction - 1
        var replacement = "spring(duration:\(format(response)), bounce:\(format((bounce * 1e9).rounded() / 1e9))"
        if let velocity { replacement += ", velocity:\(format(velocity))" }
        replacement += ")"
        let range = expressions.range(r)
        sink.error("argument-label", "spring(response:, dampingFraction:) is SwiftUI's form of a spring", at: range,
                   notes: [.init("the same spring is \(replacement)")],
                   fixIts: [.init(range: range, replacement: replacement)])
        return true
    }

    private func constant(_ arg: SyntaxExpr, _ what: String) -> Double? {
        guard let e = expressions.check(arg, expected: .number, bounded: false) else { return nil }
        guard let v = ConstantFolder.number(e) else {
            sink.error("not-constant", "\(what) must be a constant number", at: e.range)
            return nil
        }
        return v
    }

    private func cubic(_ args: [SyntaxArgument], _ r: Range<Int>) -> CurveIR? {
        guard args.count == 4 else {
            expressions.error("argument-count", "'cubic' takes 4 arguments, found \(args.count)", r,
                              notes: [.init("expected cubic(x1, y1, x2, y2), the control points of a cubic Bézier from (0,0) to (1,1)")])
            return nil
        }
        let names = ["x1", "y1", "x2", "y2"]
        var v: [Double] = []
        for (i, a) in args.enumerated() {
            guard let x = constant(a.value, names[i]) else { return nil }
            if i % 2 == 0, !(0...1).contains(x) {
                sink.error("out-of-range", "\(names[i]) of a cubic curve must be in 0...1, found \(format(x))", at: expressions.range(a.value.range),
                           notes: [.init("x-values outside 0...1 make the curve go back in time")])
                return nil
            }
            v.append(x)
        }
        return .cubic(x1: v[0], y1: v[1], x2: v[2], y2: v[3])
    }

    private func steps(_ args: [SyntaxArgument], _ r: Range<Int>) -> CurveIR? {
        guard args.count == 1 || args.count == 2 else {
            expressions.error("argument-count", "'steps' takes 1 or 2 arguments, found \(args.count)", r,
                              notes: [.init("expected steps(n, jump-end)")])
            return nil
        }
        guard let n = constant(args[0].value, "the number of steps") else { return nil }
        guard n == n.rounded(), n >= 1, n <= 10_000 else {
            sink.error("out-of-range", "the number of steps must be a whole number in 1...10000, found \(format(n))",
                       at: expressions.range(args[0].value.range))
            return nil
        }
        var position = StepPosition.jumpEnd
        if args.count == 2 {
            let aliases = ["start": StepPosition.jumpStart, "end": .jumpEnd]
            guard case .identifier(let name, let pr) = args[1].value,
                  let p = StepPosition(rawValue: name) ?? aliases[name] else {
                let all = StepPosition.allCases.map(\.rawValue)
                if case .identifier(let name, let pr) = args[1].value {
                    NodeReader(sink: sink).reportUnknown(name, kind: "step position", in: "steps", candidates: all,
                                                         at: expressions.range(pr), code: "unknown-name")
                } else {
                    expressions.error("type-mismatch", "expected a step position (\(all.joined(separator: ", ")))", args[1].value.range)
                }
                return nil
            }
            _ = pr
            position = p
        }
        if position == .jumpNone, n < 2 {
            sink.error("out-of-range", "steps(n, jump-none) needs at least 2 steps", at: expressions.range(args[0].value.range))
            return nil
        }
        return .steps(count: Int(n), position: position)
    }

    private func spring(_ args: [SyntaxArgument], _ r: Range<Int>) -> CurveIR? {
        if args.contains(where: { $0.label == "response" || $0.label == "dampingFraction" }), swiftUISpring(args, r) {
            return nil
        }
        // Positional `spring(0.8)` is the damping-ratio form.
        var values: [String: (Double, Range<Int>)] = [:]
        for (i, a) in args.enumerated() {
            let label = a.label ?? (i == 0 ? "damping" : "")
            guard ["damping", "velocity", "mass", "stiffness", "duration", "bounce"].contains(label) else {
                let where_ = a.labelRange ?? a.value.range
                if let label = a.label, let (ours, origin) = Self.foreignSpringLabels[label] {
                    let r = expressions.range(where_)
                    sink.error("argument-label", "unknown spring parameter '\(label)' in spring", at: r,
                               notes: [.init("did you mean '\(ours)'? ('\(label)' is the \(origin) name)", at: r)],
                               fixIts: [.init(range: r, replacement: ours)])
                } else if a.label == nil {
                    expressions.error("argument-label", "spring arguments after the first need labels", where_,
                                      notes: [.init("e.g. spring(damping:0.8, velocity:0)")])
                } else {
                    NodeReader(sink: sink).reportUnknown(label, kind: "spring parameter", in: "spring",
                                                         candidates: ["damping", "velocity", "mass", "stiffness", "duration", "bounce"],
                                                         at: expressions.range(where_), code: "argument-label")
                }
                return nil
            }
            if values[label] != nil {
                expressions.error("argument-label", "'\(label)' is given twice", a.labelRange ?? a.value.range)
                return nil
            }
            let expected: ValueType = label == "duration" ? .duration : .number
            guard let e = expressions.check(a.value, expected: expected, bounded: false), let v = ConstantFolder.number(e) else {
                if let e = expressions.check(a.value, expected: label == "duration" ? .duration : .number, bounded: false) {
                    expressions.error("not-constant", "'\(label)' must be a constant number", a.value.range,
                                      notes: e.readsViews ? [.init("a curve's parameters are fixed when the transition is compiled; this one reads a view, known only when the transition starts")] : [])
                }
                return nil
            }
            values[label] = (v, a.value.range)
        }
        let velocity = values["velocity"]?.0 ?? 0
        if let (v, vr) = values["velocity"], !(abs(v) <= Self.maxSpringVelocity) {
            expressions.error("out-of-range", "spring velocity must be in -\(format(Self.maxSpringVelocity))...\(format(Self.maxSpringVelocity)), found \(format(v))", vr,
                              notes: [.init("the velocity is in animated distances per second: 1 covers the whole change in one second")])
            return nil
        }
        func positive(_ key: String) -> Double? {
            guard let (v, vr) = values[key] else { return nil }
            guard v > 0 else {
                expressions.error("out-of-range", "spring \(key) must be greater than 0, found \(format(v))", vr)
                return nil
            }
            return v
        }
        let keys = Set(values.keys).subtracting(["velocity"])
        let forms = "spring(damping:0.8), spring(mass:1, stiffness:300, damping:20) or spring(duration:0.5, bounce:0.2)"
        if keys == ["damping"], let (_, dampingRange) = values["damping"] {
            guard let d = positive("damping") else { return nil }
            if d > 10 {
                sink.warning("spring-overdamped", "a damping ratio of \(format(d)) is very heavily overdamped", at: expressions.range(dampingRange),
                             notes: [.init("1 settles without bouncing; below 1 bounces")])
            }
            return .spring(.dampingRatio(d, velocity: velocity))
        }
        if keys == ["mass", "stiffness", "damping"] {
            guard let m = positive("mass"), let k = positive("stiffness"), let c = positive("damping") else { return nil }
            return settles(.physical(mass: m, stiffness: k, damping: c, velocity: velocity), r)
        }
        if keys == ["duration", "bounce"] || keys == ["duration"] {
            guard let d = positive("duration") else { return nil }
            let bounce = values["bounce"]?.0 ?? 0
            if let (_, bounceRange) = values["bounce"], !(bounce > -1 && bounce <= 1) {
                expressions.error("out-of-range", "spring bounce must be in -1...1 (exclusive of -1), found \(format(bounce))", bounceRange)
                return nil
            }
            return settles(.perceptual(duration: d, bounce: bounce, velocity: velocity), r)
        }
        expressions.error("spring-form", "these spring parameters do not make one of the three spring forms", r,
                          notes: [.init("write \(forms); velocity can be added to any of them")])
        return nil
    }

    /// The fastest start a spring may be given (UIKit's normalised units): the bound interactive
    /// releases are clamped to.
    static let maxSpringVelocity = AnimatorCore.PercentDrivenInteraction.maximumNormalizedVelocity
    /// A spring that sets its own time must come to rest within AnimatorCore's horizon.
    static let maxSettlingTime = AnimatorCore.Spring.settlingHorizon

    private func settles(_ spring: SpringIR, _ r: Range<Int>) -> CurveIR? {
        guard let t = Self.settlingTime(spring), t < Self.maxSettlingTime else {
            expressions.error("out-of-range", "this spring does not come to rest within \(format(Self.maxSettlingTime)) seconds", r,
                              notes: [.init("it runs for its own settling time; raise the stiffness or the damping, or use spring(damping:) to fit the track's duration")])
            return nil
        }
        return .spring(spring)
    }

    /// How long a spring that sets its own time runs (seconds until it stays within 0.1% of its
    /// target), by AnimatorCore's rule, so the IR's durations are the ones the runtime plays.
    /// nil for the damping-ratio form, which fits the track's duration.
    static func settlingTime(_ spring: SpringIR) -> Double? {
        switch spring {
        case .dampingRatio: return nil
        case .physical(let m, let k, let c, let v):
            return AnimatorCore.Spring(mass: m, stiffness: k, damping: c, initialVelocity: v).duration
        case .perceptual(let d, let b, let v):
            return AnimatorCore.Spring(duration: d, bounce: b, initialVelocity: v).duration
        }
    }
}

/// Folds constant expressions (numbers only) at check time. `view` answers the view values
/// that count as constants where the caller knows them (the preview's container size).
enum ConstantFolder {
    static func number(_ e: Expr, view: (ViewID, ViewValue) -> Double? = { _, _ in nil }) -> Double? {
        switch e.kind {
        case .number(let v): return v
        case .view(let id, let value): return view(id, value)
        case .negate(let a): return number(a, view: view).map { -$0 }
        case .binary(let op, let a, let b):
            guard let x = number(a, view: view), let y = number(b, view: view) else { return nil }
            switch op {
            case .add: return x + y
            case .subtract: return x - y
            case .multiply: return x * y
            case .divide: return y == 0 ? nil : x / y
            }
        case .math(let op, let args): return math(op, args, view: view)
        default: return nil
        }
    }
}
