import TransitionCompiler

/// Presentation chrome in the generated presentation controller (IR/Chrome.swift): one stored
/// view per entry, put in the container when the presentation begins, laid out again while
/// presented at rest, removed when the presentation ends. UIKit's documentation of
/// `UIPresentationController` says where: `presentationTransitionWillBegin()` is where a
/// subclass adds its custom views; `presentationTransitionDidEnd(_:)` with `false` (a cancelled
/// presentation) and `dismissalTransitionDidEnd(_:)` with `true` are where it removes them.
public enum PresentationChromeLowering {
    /// The members of the controller a chrome property must not take (the ones ending in `View`:
    /// every chrome property does).
    private static let reserved = ["dimmingView", "presentedView", "containerView"]

    /// Each chrome view's stored property on the generated presentation controller, by view
    /// (public: the differential host reads the views the controller made through these names).
    public static func properties(_ ir: TransitionIR) -> [ViewID: String] {
        var scope = NameScope(reserved: reserved)
        var out: [ViewID: String] = [:]
        for c in ir.presentation?.chrome ?? [] where ir.views.indices.contains(c.view.rawValue) {
            out[c.view] = scope.allocate(SwiftNames.sanitize(ir.view(c.view).name) + "View").text
        }
        return out
    }

    private static func v(_ n: String) -> SwiftExpr { .id(n) }

    /// The stored views; a snapshot is replaced when the presentation begins.
    static func members(_ ir: TransitionIR, access: SwiftAccess?) -> [SwiftDecl] {
        let names = properties(ir)
        return (ir.presentation?.chrome ?? []).compactMap { c in
            guard let name = names[c.view] else { return nil }
            let made = Build.typeCall("UIView", [("frame", .implicit("zero"))])
            let what: String
            switch c.kind {
            case .view: what = "Chrome: a plain view"
            case .grabber: what = "Chrome: the drag indicator"
            case .snapshotOfPresenting: what = "Chrome: a snapshot of the presenting screen, taken when the presentation begins"
            }
            return .variable(SwiftVariable(doc: [what + (c.place == .above ? ", drawn above the presented view" : ", at the bottom of the container") + ",",
                                                 "from the presentation's start to its end; the animator animates it."],
                                           access: .fileprivate, isLet: c.kind != .snapshotOfPresenting, name: SwiftIdentifier(name), type: nil,
                                           accessor: .stored(made)))
        }
    }

    /// What the initializer sets once: colours, a grabber's continuous capsule, and that chrome
    /// is decorative (no touches, nothing for VoiceOver).
    static func configure(_ ir: TransitionIR) -> [SwiftStmt] {
        let names = properties(ir)
        var out: [SwiftStmt] = []
        for c in ir.presentation?.chrome ?? [] where c.kind != .snapshotOfPresenting {
            guard let name = names[c.view] else { continue }
            if let color = c.color { out.append(.assign(v(name).dot("backgroundColor"), Build.color(color))) }
            if c.kind == .grabber { out.append(.assign(v(name).dot("layer").dot("cornerCurve"), .implicit("continuous"))) }
            out += decorative(v(name))
        }
        return out
    }

    private static func decorative(_ view: SwiftExpr) -> [SwiftStmt] {
        [.assign(view.dot("isUserInteractionEnabled"), .bool(false)),
         .assign(view.dot("accessibilityElementsHidden"), .bool(true))]
    }

    /// `presentationTransitionWillBegin()`, after the dimming view is in place (`containerView`
    /// unwrapped): each chrome view at its frame, the `below` ones under the dimming view in the
    /// order written, the `above` ones drawn above every view the animator adds.
    static func willBegin(_ ir: TransitionIR, frame: (Expr) -> SwiftExpr) -> [SwiftStmt] {
        let names = properties(ir)
        var out: [SwiftStmt] = []
        var below = 0
        for c in ir.presentation?.chrome ?? [] {
            guard let name = names[c.view] else { continue }
            let view = v(name)
            if c.kind == .snapshotOfPresenting {
                // The screen as it is now (`afterScreenUpdates: false`: it is on screen, rendered).
                let snapshot = Build.method(v("presentingViewController").dot("view"), "snapshotView", [("afterScreenUpdates", .bool(false))])
                out.append(.assign(view, .binary(snapshot, .nilCoalescing, Build.typeCall("UIView", [("frame", .implicit("zero"))]))))
                out += decorative(view)
            }
            out.append(.assign(view.dot("frame"), c.frame.map(frame) ?? v("containerView").dot("bounds")))
            if c.kind == .grabber {
                out.append(.assign(view.dot("layer").dot("cornerRadius"), .binary(view.dot("bounds").dot("height"), .divide, .integer(2))))
            }
            switch c.place {
            case .below:
                out.append(.expr(Build.method(v("containerView"), "insertSubview", [(nil, view), ("at", .integer(below))])))
                below += 1
            case .above:
                // The animator adds the presented view later, on top: the layer's z-position keeps this above it.
                out.append(.assign(view.dot("layer").dot("zPosition"), .integer(1)))
                out.append(.expr(Build.method(v("containerView"), "addSubview", [(nil, view)])))
            }
        }
        return out
    }

    /// A cancelled presentation, or a completed dismissal: the chrome leaves the container.
    static func remove(_ ir: TransitionIR) -> [SwiftStmt] {
        let names = properties(ir)
        return (ir.presentation?.chrome ?? []).compactMap { c in
            names[c.view].map { .expr(Build.method(v($0), "removeFromSuperview", [])) }
        }
    }

    /// A layout pass while presented at rest (a rotation, a window resize): each view back at its
    /// frame by centre and bounds, so a transform the presentation left (a scaled-down screen)
    /// applies on top (setting `frame` on a transformed view is undefined, UIView.h).
    static func layout(_ ir: TransitionIR, frame: (Expr) -> SwiftExpr, scope: inout NameScope) -> [SwiftStmt] {
        let names = properties(ir)
        var out: [SwiftStmt] = []
        for c in ir.presentation?.chrome ?? [] {
            guard let name = names[c.view] else { continue }
            let rect = scope.allocate(SwiftNames.sanitize(ir.view(c.view).name) + "Frame")
            out.append(.let(rect, nil, c.frame.map(frame) ?? v("containerView").dot("bounds")))
            out.append(.assign(v(name).dot("bounds").dot("size"), SwiftExpr.identifier(rect).dot("size")))
            out.append(.assign(v(name).dot("center"), Build.point(SwiftExpr.identifier(rect).dot("midX"), SwiftExpr.identifier(rect).dot("midY"))))
        }
        return out
    }
}
