import TransitionCompiler

/// 3-D transforms in the emitted code: a view given a transform with a 3-D step in any branch
/// of the transition (`TransitionIR.transform3DViews`) has every transform write of every
/// branch go to `view.transform3D` (UIKit's 4×4 face of the same layer transform, iOS 13+),
/// every value built as a `CATransform3D`. Steps
/// chain like the 2-D ones and like CSS: the first with `CATransform3DMake…`, each later one
/// with `CATransform3DRotate(t, …)` & co. (Apple: t' = rotation · t, i.e. the step applies
/// first, in the coordinate system of the earlier ones). `perspective(d)` has no Core
/// Animation constructor: it is the identity with m34 = −1/d.
enum Transform3DLowering {
    private static func v(_ name: String) -> SwiftExpr { .id(name) }
    private static func call(_ name: String, _ args: [SwiftExpr]) -> SwiftExpr {
        .call(v(name), args.map { Build.arg(nil, $0) }, trailing: nil)
    }

    /// A transform-typed expression as a `CATransform3D`.
    static func value(_ e: Expr, affine: (Expr) -> SwiftExpr, number: (Expr) -> SwiftExpr) -> SwiftExpr {
        switch e.kind {
        case .identityTransform:
            return v("CATransform3DIdentity")
        case .transform(let steps):
            guard !steps.isEmpty else { return v("CATransform3DIdentity") }
            var result: SwiftExpr?
            for step in steps { result = apply(step, to: result, number) }
            return result ?? v("CATransform3DIdentity")
        default:
            // A 2-D value (read from a view): embedded in the plane z = 0.
            return call("CATransform3DMakeAffineTransform", [affine(e)])
        }
    }

    private static func apply(_ step: TransformStep, to t: SwiftExpr?, _ n: (Expr) -> SwiftExpr) -> SwiftExpr {
        let zero = SwiftExpr.integer(0), one = SwiftExpr.integer(1)
        func made(_ make: String, _ chained: String, _ args: [SwiftExpr]) -> SwiftExpr {
            if let t { return call(chained, [t] + args) }
            return call(make, args)
        }
        switch step {
        case .translate(let x, let y): return made("CATransform3DMakeTranslation", "CATransform3DTranslate", [n(x), n(y), zero])
        case .translate3D(let x, let y, let z): return made("CATransform3DMakeTranslation", "CATransform3DTranslate", [n(x), n(y), n(z)])
        case .scale(let x, let y): return made("CATransform3DMakeScale", "CATransform3DScale", [n(x), n(y), one])
        case .scale3D(let x, let y, let z): return made("CATransform3DMakeScale", "CATransform3DScale", [n(x), n(y), n(z)])
        case .rotate(let a): return made("CATransform3DMakeRotation", "CATransform3DRotate", [n(a), zero, zero, one])
        case .rotate3D(let axis, let a):
            return made("CATransform3DMakeRotation", "CATransform3DRotate", axis == .x ? [n(a), one, zero, zero] : [n(a), zero, one, zero])
        case .perspective(let d):
            let p = perspective(n(d))
            if let t { return call("CATransform3DConcat", [p, t]) }
            return p
        }
    }

    /// `perspectiveTransform(distance: d)`, the file-private helper below.
    private static func perspective(_ d: SwiftExpr) -> SwiftExpr {
        .call(v(helperName), [Build.arg("distance", d)], trailing: nil)
    }

    static let helperName = "perspectiveTransform"

    /// Whether any value of `ir` has a `perspective(d)` step (then the helper is declared).
    static func usesPerspective(_ ir: TransitionIR) -> Bool {
        func uses(_ e: Expr?) -> Bool {
            guard let e, case .transform(let steps) = e.kind else { return false }
            return steps.contains { if case .perspective = $0 { return true }; return false }
        }
        return ir.playedBranches.contains { $0.perspective != nil || $0.anyPropertyValue(uses) }
    }

    /// The identity with m34 = −1/d: Core Animation's (and CSS's) perspective, which it has no constructor for.
    static func helper() -> SwiftDecl {
        .function(SwiftFunction(doc: ["CSS's `perspective(d)`: the identity with m34 = -1/d (Core Animation has no constructor for it)."],
                                access: .private, name: SwiftIdentifier(helperName),
                                parameters: [SwiftParameter("distance", .named("CGFloat"))], returns: .named("CATransform3D"), body: [
            .var("transform", nil, v("CATransform3DIdentity")),
            .assign(v("transform").dot("m34"), .binary(.prefix(.minus, .integer(1)), .divide, v("distance"))),
            .return(v("transform")),
        ]))
    }
}
