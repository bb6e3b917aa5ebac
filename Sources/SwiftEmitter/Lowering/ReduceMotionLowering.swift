import TransitionCompiler

/// Reduce Motion in the emitted code (Docs/EMIT-SWIFT.md, "Reduce Motion"). The delegate reads
/// `UIAccessibility.isReduceMotionEnabled` once, when UIKit asks it for the transition's animator
/// (the transition's start), and hands the answer to the animator, which keeps it for the whole
/// transition: a setting changed mid-transition cannot mix two branches.
/// `reduceMotion: system` returns nil instead (UIKit's default animation, no interaction controller).
enum ReduceMotionLowering {
    /// How the reduced branch was chosen, for the generated comments.
    enum Variant {
        case crossfade, named(String)

        init?(_ choice: OperationIR.ReduceMotionChoice) {
            switch choice {
            case .crossfade: self = .crossfade
            case .named(let n): self = .named(n)
            case .system: return nil
            }
        }

        var description: String {
            switch self {
            case .crossfade: return "crossfade"
            case .named(let n): return "branch \(n)"
            }
        }
    }

    /// The one read of the setting (Apple: `UIAccessibility.isReduceMotionEnabled`, "A Boolean
    /// value that indicates whether the Reduce Motion setting is in an enabled state").
    static let isEnabled = SwiftExpr.id("UIAccessibility").dot("isReduceMotionEnabled")

    /// The animator's stored answer.
    static let property = "reducesMotion"

    static func storedProperty(access: SwiftAccess?) -> SwiftDecl {
        .variable(SwiftVariable(doc: ["`UIAccessibility.isReduceMotionEnabled` when this transition started (read once, by the delegate)."],
                                access: access, isLet: true, name: SwiftIdentifier(property), type: .named("Bool"), accessor: .stored(nil)))
    }

    /// The delegate's construction of op's animator: the setting read here, or `false` where
    /// Reduce Motion gives UIKit's animation (that read is the guard before it).
    static func animatorCall(_ animator: String, _ op: OperationIR) -> SwiftExpr {
        let reads = op.reducedBranch != nil
        return .call(.id(animator), [Build.arg("operation", .implicit(op.operation.rawValue)),
                                     Build.arg(property, reads ? isEnabled : .bool(false))], trailing: nil)
    }

    /// `reduceMotion: system`: nil while Reduce Motion is on, so UIKit animates (and no
    /// interaction controller is asked for).
    static func systemGuard(_ op: OperationIR) -> [SwiftStmt] {
        guard op.branch != nil, op.reducedBranch == nil else { return [] }
        return [
            .comment("Reduce Motion: UIKit's own animation (reduceMotion: system)."),
            .guard([.expr(.prefix(.not, isEnabled))], else: [.return(.nil)]),
        ]
    }

    /// `transitionDuration`: the reduced branch's when it differs.
    static func duration(_ op: OperationIR, _ branch: BranchIR) -> SwiftExpr {
        guard let reduced = op.reducedBranch, reduced.duration != branch.duration else { return .double(branch.duration) }
        return .ternary(.id(property), .double(reduced.duration), .double(branch.duration))
    }

    /// `coordinatedAnimator(using:)`: the function that builds op's animators.
    static func make(_ op: OperationIR) -> SwiftExpr {
        let stem = op.operation.typeStem
        let args = [Build.arg("using", .id("transitionContext"))]
        let normal = SwiftExpr.call(.id("make" + stem + "Animator"), args, trailing: nil)
        guard op.reducedBranch != nil else { return normal }
        return .ternary(.id(property), .call(.id("make" + stem + "ReducedMotionAnimator"), args, trailing: nil), normal)
    }
}
