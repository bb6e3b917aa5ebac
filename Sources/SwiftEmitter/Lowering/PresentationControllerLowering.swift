import TransitionCompiler

/// The generated `UIPresentationController` of a modal transition with `presentation:`: the
/// presented frame, the dimming view and its tap, and the presentation's lifecycle, into which
/// each topic puts its part (DismissalLowering: UIKit's dismissal contract and the pan;
/// OutlivingViewsLowering: the presenting and presented views put back; VoiceOverLowering).
struct PresentationControllerLowering {
    let ir: TransitionIR
    let names: TransitionNames
    let access: SwiftAccess?
    let presentation: PresentationIR
    /// The interactive dismissal whose pan the controller owns, if any (with `detents`, the pan drags the presented view).
    let dismissal: InteractionIR?
    private(set) var guardedTypes: Set<String> = []

    /// True while presented with no transition running: only then do a layout pass and a size
    /// change move the views (during a transition the animator owns them).
    static let atRest = "isPresentedAtRest"

    init(ir: TransitionIR, names: TransitionNames, access: SwiftAccess?, presentation: PresentationIR, dismissal: InteractionIR?) {
        self.ir = ir
        self.names = names
        self.access = access
        self.presentation = presentation
        self.dismissal = dismissal
    }

    private func v(_ n: String) -> SwiftExpr { .id(n) }
    private func superCall(_ name: String, _ args: [SwiftArgument] = []) -> SwiftStmt {
        .expr(.call(SwiftExpr.superRef.dot(name), args, trailing: nil))
    }
    private func send(_ base: String, _ method: String, _ args: [(String?, SwiftExpr)] = []) -> SwiftStmt {
        .expr(.call(v(base).dot(method), args.map { Build.arg($0.0, $0.1) }, trailing: nil))
    }
    private func override(_ name: String, completed body: [SwiftStmt]) -> SwiftDecl {
        .function(SwiftFunction(access: access, isOverride: true, name: SwiftIdentifier(name),
                                parameters: [SwiftParameter(nil, "completed", .named("Bool"))],
                                body: [superCall(name, [Build.arg(nil, v("completed"))])] + body))
    }

    mutating func decl() -> SwiftDecl {
        let dismissals = DismissalLowering(ir: ir, names: names, access: access)
        let detents = DetentLowering(ir: ir, names: names, access: access, dismissal)
        let pan = dismissal.map { detents?.pan() ?? dismissals.pan($0) }
        let outliving = OutlivingViewsLowering(ir: ir)
        let dimming = presentation.dimming
        var members: [SwiftDecl] = []
        if dimming != nil {
            members.append(.variable(SwiftVariable(doc: ["At the bottom of the container during the presentation; the animator animates its alpha."],
                                                   access: .fileprivate, isLet: true, name: "dimmingView", type: nil,
                                                   accessor: .stored(Build.typeCall("UIView", [("frame", .implicit("zero"))])))))
        }
        members += PresentationChromeLowering.members(ir, access: access)
        let configured = (dimming.map { [.assign(v("dimmingView").dot("backgroundColor"), Build.color($0.color)),
                                         .assign(v("dimmingView").dot("alpha"), .integer(0))] } ?? [])
            + PresentationChromeLowering.configure(ir)
        if !configured.isEmpty {
            members.append(.initializer(SwiftInitializer(access: access, isOverride: true, parameters: [
                SwiftParameter("presentedViewController", .named("UIViewController")),
                SwiftParameter("presenting", "presentingViewController", .optional(.named("UIViewController"))),
            ], body: [
                superCall("init", [Build.arg("presentedViewController", v("presentedViewController")), Build.arg("presenting", v("presentingViewController"))]),
            ] + configured)))
        }
        members.append(.variable(SwiftVariable(doc: ["True while presented with no transition running: only then do a layout pass and a size change move",
                                                     "the views (during a transition, an interactive dismissal included, the animator owns them)."],
                                               access: .private, name: SwiftIdentifier(Self.atRest), type: nil, accessor: .stored(.bool(false)))))
        // A rect the controller writes (`containerView` unwrapped): right to left, mirrored like every frame the transition writes.
        let lowering = BranchLowering(ir: ir, names: names, branch: BranchIR(
            operation: .present, reversedFrom: nil, setup: [], tracks: [], finish: [], cancel: [], animators: [], duration: 0, range: presentation.range))
        func rect(_ e: Expr) -> SwiftExpr {
            ir.mirrorsInRightToLeft ? LayoutLowering.apply(LayoutLowering.make(v("containerView")), "rect", lowering.propertyValue(e))
                                    : lowering.propertyValue(e)
        }
        if let frame = presentation.frame {
            members.append(.variable(SwiftVariable(access: access, isOverride: true, name: "frameOfPresentedViewInContainerView",
                                                   type: .named("CGRect"), accessor: .getter([
                .guard([.unwrap("containerView")], else: [.return(.implicit("zero"))]),
                .return(rect(frame)),
            ]))))
        }

        // The lifecycle: UIKit calls each once per transition.
        var willBegin: [SwiftStmt] = [superCall("presentationTransitionWillBegin"), OutlivingViewsLowering.saveCall, VoiceOverLowering.call]
        // A presented view below the presenting one: the presenting view joins the container (PresentingViewLowering).
        let movesPresenting = ir.presentingInContainer
        if movesPresenting { willBegin.append(PresentingViewLowering.moveCall) }
        let putBack: [SwiftStmt] = movesPresenting ? [PresentingViewLowering.putBackCall] : []
        let chrome = !presentation.chrome.isEmpty
        if dimming != nil || chrome { willBegin.append(.guard([.unwrap("containerView")], else: [.return(nil)])) }
        if let dimming {
            willBegin += [
                .assign(v("dimmingView").dot("frame"), v("containerView").dot("bounds")),
                send("containerView", "insertSubview", [(nil, v("dimmingView")), ("at", .integer(0))]),
            ]
            if dimming.tapToDismiss {
                willBegin.append(.ifConfig("canImport(ObjectiveC)", [
                    send("dimmingView", "addGestureRecognizer", [(nil, Build.typeCall("UITapGestureRecognizer", [
                        ("target", .selfRef), ("action", .selector("handleDimmingTap")),
                    ]))]),
                ]))
            }
        }
        willBegin += PresentationChromeLowering.willBegin(ir, frame: rect)
        members.append(.function(SwiftFunction(access: access, isOverride: true, name: "presentationTransitionWillBegin", body: willBegin)))
        let removeDimming: [SwiftStmt] = (dimming == nil ? [] : [send("dimmingView", "removeFromSuperview")]) + PresentationChromeLowering.remove(ir)
        members.append(override("presentationTransitionDidEnd", completed: [
            .if([.expr(v("completed"))],
                then: [.assign(v(Self.atRest), .bool(true))] + (pan?.didEnd ?? []) + [VoiceOverLowering.focusPresented],
                else: removeDimming + [OutlivingViewsLowering.restoreCall] + putBack),
        ]))
        members.append(.function(SwiftFunction(access: access, isOverride: true, name: "dismissalTransitionWillBegin", body: [
            superCall("dismissalTransitionWillBegin"),
            .assign(v(Self.atRest), .bool(false)),
        ])))
        members.append(override("dismissalTransitionDidEnd", completed: [
            .if([.expr(v("completed"))],
                then: removeDimming + [OutlivingViewsLowering.restoreCall] + putBack + [VoiceOverLowering.focusAfterDismissal],
                else: [.assign(v(Self.atRest), .bool(true))]),
        ] + (detents?.dismissalDidEnd ?? []) + [
            DismissalLowering.didEndCall,
        ]))
        var layout: [SwiftStmt] = [superCall("containerViewWillLayoutSubviews")]
        if dimming != nil || chrome { layout.append(.guard([.unwrap("containerView")], else: [.return(nil)])) }
        if dimming != nil {
            layout.append(.assign(v("dimmingView").dot("frame"), v("containerView").dot("bounds")))
        }
        layout += [
            .comment("During a transition the animator owns the presented view's frame (an interactive dismissal has it under the finger)" + (chrome ? " and the chrome's." : ".")),
            .guard([.expr(v(Self.atRest))], else: [.return(nil)]),
        ]
        // With detents, where it was left resting (DetentLowering).
        layout += detents?.layout(containerBound: dimming != nil || chrome)
            ?? [.assign(.optionalMember(v("presentedView"), "frame"), v("frameOfPresentedViewInContainerView"))]
        var layoutNames = NameScope(reserved: ["containerView"])
        layout += PresentationChromeLowering.layout(ir, frame: rect, scope: &layoutNames)
        guardedTypes.formUnion(lowering.guardedTypes)
        members.append(.function(SwiftFunction(access: access, isOverride: true, name: "containerViewWillLayoutSubviews", body: layout)))
        if presentation.frame?.readsPreferredSize == true { members.append(preferredSizeDidChange()) }
        if let dimming, dimming.tapToDismiss {
            // What a tap does is plain Swift, type-checked everywhere; only the target-action
            // thunk needs the Objective-C runtime (`@objc`, `#selector`), so only it is behind `#if`.
            members.append(.function(SwiftFunction(doc: ["A tap on the dimming view: a dismissal the user asks for, by UIKit's rules."],
                                                   access: nil, name: "dimmingViewTapped", body: [
                .expr(.call(v(DismissalLowering.request), [], trailing: nil)),
            ])))
            members.append(.ifConfig("canImport(ObjectiveC)", [
                .function(SwiftFunction(attributes: ["@objc"], access: .private, name: "handleDimmingTap", body: [
                    .expr(.call(v("dimmingViewTapped"), [], trailing: nil)),
                ])),
            ]))
        }
        members += outliving.members(access: access, names: names)
        if movesPresenting { members += PresentingViewLowering.members() }
        members += VoiceOverLowering.members(access: access)
        members += dismissals.contractMembers()
        members += pan?.members ?? []
        let owns = [dimming == nil ? nil : "the dimming view below it", chrome ? "its chrome" : nil, pan == nil ? nil : "the dismissal's pan"].compactMap { $0 }
        return .nominal(SwiftNominal(
            doc: ["Lays out the presented view of \(SwiftNames.sanitize(ir.name))" + (owns.isEmpty ? "" : ", owns " + (owns.count < 3 ? owns.joined(separator: " and ") : owns.dropLast().joined(separator: ", ") + " and " + owns[owns.count - 1])) + ",",
                  "keeps UIKit's rules for the dismissals the user starts, and puts back the views that outlive the presentation."],
            attributes: ["@MainActor"], access: access, isFinal: true, kind: .class, name: SwiftIdentifier(names.presentationController),
            inherits: [.named("UIPresentationController")] + (pan == nil ? [] : [.named("UIGestureRecognizerDelegate")]), members: members))
    }

    /// The frame reads the presented view controller's `preferredContentSize`: when it changes
    /// (UIKit tells the presentation controller, a UIContentContainer), the container lays out again, and
    /// `containerViewWillLayoutSubviews` moves the presented view to the new frame while presented at rest.
    private func preferredSizeDidChange() -> SwiftDecl {
        .function(SwiftFunction(access: access, isOverride: true, name: "preferredContentSizeDidChange",
                                parameters: [SwiftParameter("forChildContentContainer", "container", .named("any UIContentContainer"))], body: [
            superCall("preferredContentSizeDidChange", [Build.arg("forChildContentContainer", v("container"))]),
            .comment("The frame reads presented.preferredContentSize."),
            .guard([.expr(.binary(v("container"), .identical, v("presentedViewController")))], else: [.return(nil)]),
            .expr(.call(.optionalMember(v("containerView"), "setNeedsLayout"), [], trailing: nil)),
        ]))
    }
}
