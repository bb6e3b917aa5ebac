import TransitionCompiler

/// VoiceOver in the generated presentation controller (Docs/EMIT-SWIFT.md, "VoiceOver"): the
/// presented view is modal for accessibility, so VoiceOver does not wander into the dimmed content
/// beside it (the presenting screen, which is not its sibling, is hidden by
/// OutlivingViewsLowering); focus moves to the presented view once it is presented and back to the
/// screen after the dismissal; and the escape gesture (a two-finger Z) asks to dismiss it, by
/// UIKit's rules, as a tap on the dimming view or a drag would. A card that can only be dragged
/// away keeps a way out for a user who cannot drag.
enum VoiceOverLowering {
    static let setUp = "makePresentedViewAccessible"

    /// The transition's presentation controller posts `.screenChanged` (its file imports UIKit with
    /// `@preconcurrency`: the SDK declares the notification as a mutable global).
    static func postsNotifications(_ ir: TransitionIR) -> Bool { ir.context == .modal && ir.presentation != nil }
    static let escape = "performAccessibilityEscape"

    /// The call at the start of `presentationTransitionWillBegin` (before the animation, so
    /// VoiceOver's focus stays in the presented view from its first frame).
    static var call: SwiftStmt { .expr(.call(.id(setUp), [], trailing: nil)) }

    /// `UIAccessibility.post(notification: .screenChanged, argument:)` (UIAccessibilityConstants.h:
    /// "Should be posted when a new view appears that encompasses a major portion of the screen.
    /// Optionally, pass the element that VoiceOver should move to").
    private static func screenChanged(_ argument: SwiftExpr) -> SwiftStmt {
        .expr(.call(SwiftExpr.id("UIAccessibility").dot("post"), [Build.arg("notification", .implicit("screenChanged")), Build.arg("argument", argument)], trailing: nil))
    }

    /// Once presented: VoiceOver moves to the presented view.
    static var focusPresented: SwiftStmt { screenChanged(.id("presentedView")) }
    /// Once dismissed: the screen changed back; VoiceOver picks its first element.
    static var focusAfterDismissal: SwiftStmt { screenChanged(.nil) }

    static func members(access: SwiftAccess?) -> [SwiftDecl] {
        let presented = SwiftExpr.id("presentedView")
        let escapeCall = SwiftExpr.call(SwiftExpr.selfRef.optionalChained.dot(escape), [], trailing: nil)
        return [
            .function(SwiftFunction(
                doc: ["VoiceOver: the presented view is modal (VoiceOver ignores the elements of its siblings), and the escape",
                      "gesture asks to dismiss it. The block form of the escape exists from iOS 17 (UIAccessibility.h); before,",
                      "the presented view controller forwards its own escape to `\(escape)()` (Docs/LANGUAGE.md, \"VoiceOver\")."],
                access: .private, name: SwiftIdentifier(setUp), body: [
                    .guard([.unwrap("presentedView")], else: [.return(nil)]),
                    .assign(presented.dot("accessibilityViewIsModal"), .bool(true)),
                    .if([.available("iOS 17.0, *")], then: [
                        .assign(presented.dot("accessibilityPerformEscapeBlock"),
                                .closure(SwiftClosure(weakCaptures: ["self"], body: [.return(.binary(escapeCall, .nilCoalescing, .bool(false)))]))),
                    ], else: nil),
                ])),
            // Not an override of NSObject's `accessibilityPerformEscape()`: that one is nonisolated,
            // and a presentation controller is not in the escape's path (the focused element and
            // the views that contain it); this one runs on the main actor, as UIKit's calls do.
            .function(SwiftFunction(
                doc: ["VoiceOver's escape gesture: a dismissal the user asks for, by UIKit's rules like every other way out;",
                      "true when it starts."],
                attributes: ["@discardableResult"], access: access, name: SwiftIdentifier(escape), returns: .named("Bool"), body: [
                    .return(.call(.id(DismissalLowering.request), [], trailing: nil)),
                ])),
        ]
    }
}
