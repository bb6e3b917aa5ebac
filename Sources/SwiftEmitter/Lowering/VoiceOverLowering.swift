import TransitionCompiler

/// VoiceOver in the generated presentation controller (Docs/EMIT-SWIFT.md, "VoiceOver"): the
/// presented view is modal for accessibility, so VoiceOver does not wander into the screen
/// behind it, and the escape gesture (a two-finger Z) dismisses it, as a tap on the dimming
/// view or a drag would. A card that can only be dragged away keeps a way out for a user who
/// cannot drag.
enum VoiceOverLowering {
    static let setUp = "makePresentedViewAccessible"

    /// The call at the start of `presentationTransitionWillBegin` (before the animation, so
    /// VoiceOver's focus stays in the presented view from its first frame).
    static var call: SwiftStmt { .expr(.call(.id(setUp), [], trailing: nil)) }

    static func members(access: SwiftAccess?) -> [SwiftDecl] {
        let presented = SwiftExpr.id("presentedView")
        let escape = SwiftExpr.call(SwiftExpr.selfRef.optionalChained.dot("accessibilityPerformEscape"), [], trailing: nil)
        return [
            .function(SwiftFunction(
                doc: ["VoiceOver: the presented view is modal (VoiceOver ignores the elements outside it), and the escape",
                      "gesture dismisses it. The block form of the escape exists from iOS 17 (UIAccessibility.h)."],
                access: .private, name: SwiftIdentifier(setUp), body: [
                    .guard([.unwrap("presentedView")], else: [.return(nil)]),
                    .assign(presented.dot("accessibilityViewIsModal"), .bool(true)),
                    .if([.available("iOS 17.0, *")], then: [
                        .assign(presented.dot("accessibilityPerformEscapeBlock"),
                                .closure(SwiftClosure(weakCaptures: ["self"], body: [.return(.binary(escape, .nilCoalescing, .bool(false)))]))),
                    ], else: nil),
                ])),
            .function(SwiftFunction(
                doc: ["VoiceOver's escape gesture: dismiss the presented view controller, as a tap on the dimming view or a drag would."],
                access: access, isOverride: true, name: "accessibilityPerformEscape", returns: .named("Bool"), body: [
                    .expr(.call(SwiftExpr.id("presentedViewController").dot("dismiss"), [Build.arg("animated", .bool(true))], trailing: nil)),
                    .return(.bool(true)),
                ])),
        ]
    }
}
