import TransitionCompiler

/// The presenting view in the container (`TransitionIR.presentingInContainer`: a present that
/// puts the presented view below the presenting one, Docs/EMIT-SWIFT.md, "The presenting view in
/// the container").
///
/// UIKit leaves a custom presentation's presenting view behind the container
/// (`shouldRemovePresentersView` is false, and `view(forKey: .from)` is nil: the animator "should
/// not manipulate" it, UIViewControllerTransitioning.h), so nothing in the container can lie
/// under it. The generated presentation controller moves it into the container when the
/// presentation begins, as UIKit's own full-screen presentation controller does with it, and
/// puts it back in the superview it came from, at its index and at the same place on screen,
/// when the presentation ends (`presentationTransitionDidEnd(false)`,
/// `dismissalTransitionDidEnd(true)`), before UIKit takes the container out of the window (the
/// presenting view would leave with it). The animator then places views against it with
/// `insertSubview(_:belowSubview:)` like any view of the container.
enum PresentingViewLowering {
    static let move = "movePresentingViewIntoContainer"
    static let putBack = "returnPresentingView"
    private static let home = "presentingViewHome"
    private static let index = "presentingViewIndex"

    static var moveCall: SwiftStmt { .expr(.call(.id(move), [], trailing: nil)) }
    static var putBackCall: SwiftStmt { .expr(.call(.id(putBack), [], trailing: nil)) }

    private static func v(_ n: String) -> SwiftExpr { .id(n) }
    private static func call(_ base: SwiftExpr, _ method: String, _ args: [(String?, SwiftExpr)]) -> SwiftExpr {
        .call(base.dot(SwiftIdentifier(method)), args.map { Build.arg($0.0, $0.1) }, trailing: nil)
    }

    static func members() -> [SwiftDecl] {
        let presentingView = v("presentingView"), superview = v("superview")
        // `firstIndex(where:)` with `===`: the view's own identity, whatever its class's equality says.
        let indexInSuperview = SwiftExpr.binary(
            .call(superview.dot("subviews").dot("firstIndex"), [],
                  trailing: SwiftClosure(body: [.expr(.binary(.id("$0"), .identical, presentingView))])),
            .nilCoalescing, superview.dot("subviews").dot("count"))
        return [
            .variable(SwiftVariable(doc: ["The superview the presenting view came from, while the presentation keeps it in the container."],
                                    access: .private, isWeak: true, name: SwiftIdentifier(home), type: .optional(.named("UIView")),
                                    accessor: .stored(nil))),
            .variable(SwiftVariable(doc: ["Its index among that superview's subviews."],
                                    access: .private, name: SwiftIdentifier(index), type: nil, accessor: .stored(.integer(0)))),
            .function(SwiftFunction(doc: [
                "When the presentation begins: the presenting view joins the container, on top of what is there, for the presented",
                "view to lie below it (UIKit leaves it behind the container). It stays where it is on screen: its centre is converted.",
            ], access: .private, name: SwiftIdentifier(move), body: [
                .guard([.unwrap("containerView"), .bind("presentingView", v("presentingViewController").dot("viewIfLoaded")),
                        .bind("superview", presentingView.dot("superview")),
                        .expr(.binary(superview, .notIdentical, v("containerView")))],
                       else: [.return(nil)]),
                .assign(v(home), superview),
                .assign(v(index), indexInSuperview),
                .let("center", nil, call(superview, "convert", [(nil, presentingView.dot("center")), ("to", v("containerView"))])),
                .expr(call(v("containerView"), "addSubview", [(nil, presentingView)])),
                .assign(presentingView.dot("center"), v("center")),
            ])),
            .function(SwiftFunction(doc: [
                "When the presentation ends: the presenting view back in the superview it came from, at its index and at the same",
                "place on screen, before UIKit takes the container out of the window.",
            ], access: .private, name: SwiftIdentifier(putBack), body: [
                .guard([.bind("superview", v(home)), .bind("presentingView", v("presentingViewController").dot("viewIfLoaded"))],
                       else: [.return(nil)]),
                .assign(v(home), .nil),
                .let("center", nil, .binary(.call(.optionalMember(presentingView.dot("superview"), "convert"),
                                                  [Build.arg(nil, presentingView.dot("center")), Build.arg("to", superview)], trailing: nil),
                                            .nilCoalescing, presentingView.dot("center"))),
                .expr(call(superview, "insertSubview", [(nil, presentingView),
                                                         ("at", .call(v("min"), [Build.arg(nil, v(index)), Build.arg(nil, superview.dot("subviews").dot("count"))], trailing: nil))])),
                .assign(presentingView.dot("center"), v("center")),
            ])),
        ]
    }
}
