import TransitionCompiler

/// Clipping and corner shapes in the emitted code (Docs/LANGUAGE.md, "Clipping and corners";
/// Docs/EMIT-SWIFT.md, "Clipping and corners"): `clips` is `clipsToBounds`, `corners` is
/// `layer.maskedCorners` (a `CACornerMask`, CALayer.h, iOS 11) and `cornerCurve` is
/// `layer.cornerCurve` (a `CALayerCornerCurve`, CALayer.h, iOS 13). All three are set, never
/// animated. A set of corners that is not its own mirror image goes through
/// `layout.corners(…)` right to left, as the interpreter's `LayoutMirror` turns it round.
enum CornerLowering {
    /// CACornerMask's member for each of the language's corners (CornerSet's bits are CACornerMask's).
    static func member(_ name: String) -> String {
        switch name {
        case "topLeft": return "layerMinXMinYCorner"
        case "topRight": return "layerMaxXMinYCorner"
        case "bottomLeft": return "layerMinXMaxYCorner"
        default: return "layerMaxXMaxYCorner"
        }
    }

    /// `[.layerMinXMinYCorner, .layerMaxXMinYCorner]`, or `CACornerMask([…])` where the type is
    /// not known from the assignment.
    static func value(_ corners: CornerSet, contextual: Bool) -> SwiftExpr {
        let list = SwiftExpr.array(corners.names.map { .implicit(member($0)) }, multiline: false)
        return contextual ? list : Build.typeCall("CACornerMask", Build.arg(nil, list))
    }

    /// `.continuous`, or `CALayerCornerCurve.continuous`.
    static func value(_ curve: CornerCurve, contextual: Bool) -> SwiftExpr {
        contextual ? .implicit(curve.rawValue) : SwiftExpr.id("CALayerCornerCurve").dot(SwiftIdentifier(curve.rawValue))
    }

    /// Whether a written corners value is its own mirror image (`[topLeft, topRight]`, `all`,
    /// `[]`): it is then written without `layout.corners(…)`.
    static func isMirrorInvariant(_ e: SwiftExpr) -> Bool {
        var list = e
        if case .call(.identifier(let type), let args, nil) = e, type.text == "CACornerMask", args.count == 1 { list = args[0].value }
        guard case .array(let items, _) = list else { return false }
        var set: CornerSet = []
        for item in items {
            guard case .named(nil, let name) = item,
                  let corner = CornerSet.named.first(where: { member($0.name) == name.text })?.corner else { return false }
            set.insert(corner)
        }
        return set.mirrored == set
    }

    /// Whether a transition writes a corner set that mirrors: the file's `LayoutMirror` then has `corners`.
    static func mirrorsCorners(_ ir: TransitionIR) -> Bool {
        guard ir.mirrorsInRightToLeft else { return false }
        func mirrors(_ steps: [StepIR]) -> Bool {
            steps.contains { if case .set(_, .corners, let e) = $0.kind, case .corners(let c) = e.kind { return c.mirrored != c } else { return false } }
        }
        return ir.operations.contains { $0.playedBranches.contains { mirrors($0.setup) || mirrors($0.finish) } }
    }

    /// `LayoutMirror.corners(_:)`: right to left, a left corner is a right one.
    static func mirrorFunction() -> SwiftDecl {
        let value = SwiftExpr.id("value"), mirrored = SwiftExpr.id("mirrored")
        let swaps = [("layerMinXMinYCorner", "layerMaxXMinYCorner"), ("layerMaxXMinYCorner", "layerMinXMinYCorner"),
                     ("layerMinXMaxYCorner", "layerMaxXMaxYCorner"), ("layerMaxXMaxYCorner", "layerMinXMaxYCorner")]
        return .function(SwiftFunction(doc: ["The corners a corner radius rounds: a left corner becomes a right one."], name: "corners",
                                       parameters: [SwiftParameter(nil, "value", .named("CACornerMask"))], returns: .named("CACornerMask"), body: [
            .guard([.expr(.id("isMirrored"))], else: [.return(value)]),
            .var("mirrored", .named("CACornerMask"), .array([], multiline: false)),
        ] + swaps.map { from, to in
            .if([.expr(Build.method(value, "contains", [(nil, .implicit(from))]))],
                then: [.expr(Build.method(mirrored, "insert", [(nil, .implicit(to))]))], else: nil)
        } + [.return(mirrored)]))
    }
}
