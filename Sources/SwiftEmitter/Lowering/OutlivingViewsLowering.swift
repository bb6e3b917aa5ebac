import TransitionCompiler

/// The views that outlive a custom presentation: the presenting view, which UIKit keeps in the
/// window behind the container, and the presented view, whose view controller the app may keep
/// (Docs/EMIT-SWIFT.md, "The views that outlive the presentation"; issue 29, items 6, 11 and 13).
///
/// The animator puts back what it changed only on its own paths (a cancelled transition). A
/// presentation can end without them: a stack of modals dismissed from below, a presentation
/// that did not complete. So the presentation controller records, when the presentation begins,
/// every value a branch of the transition writes on either root (frames excepted: UIKit and the
/// app's layout own them), and puts them back on every end (`presentationTransitionDidEnd(false)`,
/// `dismissalTransitionDidEnd(true)`). The same record and restore clip a rounded presenting view
/// (`masksToBounds`, continuous corners) and hide the presenting screen from VoiceOver while
/// presented: `accessibilityViewIsModal` makes VoiceOver ignore the presented view's *siblings*
/// (Apple's documentation page), and the presenting screen is not one of them.
struct OutlivingViewsLowering {
    let ir: TransitionIR
    /// The properties any played branch writes on the presenting and on the presented view.
    let presenting: [Property]
    let presented: [Property]

    static let save = "saveOutlivingViews"
    static let restore = "restoreOutlivingViews"
    private static let closures = "outlivingViewRestores"

    init(ir: TransitionIR) {
        self.ir = ir
        presenting = ir.outlivingProperties(of: .sourceRoot)
        presented = ir.outlivingProperties(of: .destinationRoot)
    }

    /// A rounded presenting view clips while presented, unless a branch gives it a shadow, which
    /// clipping would hide (Docs/EMIT-SWIFT.md says so).
    var clipsPresenting: Bool { ir.clipsPresentingView }

    /// A branch moves the presenting view with a transform: a size change takes it off for the resize.
    var transformsPresenting: Bool { presenting.contains(.transform) }

    static var saveCall: SwiftStmt { .expr(.call(.id(save), [], trailing: nil)) }
    static var restoreCall: SwiftStmt { .expr(.call(.id(restore), [], trailing: nil)) }

    func members(access: SwiftAccess?, names: TransitionNames) -> [SwiftDecl] {
        func v(_ n: String) -> SwiftExpr { .id(n) }
        func stem(_ p: Property) -> String {
            switch p {
            case .transform: return "Transform"
            case .hidden: return "IsHidden"
            case .zIndex: return "ZPosition"
            default: return SwiftNames.capitalized(p.rawValue)
            }
        }
        var scope = NameScope(reserved: ["presentingView", "presentedView", Self.closures])
        /// Records `targets` of `view` into locals and appends the closure that puts them back.
        func saved(_ view: SwiftExpr, _ name: String, _ targets: [(String, SwiftExpr)]) -> [SwiftStmt] {
            var records: [SwiftStmt] = [], restores: [SwiftStmt] = []
            for (property, target) in targets {
                let local = scope.allocate(name + property)
                records.append(.let(local, nil, target))
                restores.append(.assign(target, .identifier(local)))
            }
            return records + [.expr(.call(v(Self.closures).dot("append"), [], trailing: SwiftClosure(body: restores)))]
        }
        func targets(_ view: SwiftExpr, _ properties: [Property]) -> [(String, SwiftExpr)] {
            properties.map { (stem($0), BranchLowering.target(view, $0, transform3D: true)) }
        }
        let presentingView = v("presentingView"), presentedView = v("presentedView")
        var presentingTargets = targets(presentingView, presenting)
        if clipsPresenting {
            presentingTargets += [("MasksToBounds", presentingView.dot("layer").dot("masksToBounds")),
                                  ("CornerCurve", presentingView.dot("layer").dot("cornerCurve"))]
        }
        presentingTargets.append(("ElementsHidden", presentingView.dot("accessibilityElementsHidden")))
        var save: [SwiftStmt] = [
            .guard([.expr(v(Self.closures).dot("isEmpty")), .bind("presentingView", v("presentingViewController").dot("viewIfLoaded"))], else: [.return(nil)]),
        ] + saved(presentingView, "presenting", presentingTargets)
        if clipsPresenting {
            save += [
                .assign(presentingView.dot("layer").dot("masksToBounds"), .bool(true)),
                .assign(presentingView.dot("layer").dot("cornerCurve"), .implicit("continuous")),
            ]
        }
        save.append(.assign(presentingView.dot("accessibilityElementsHidden"), .bool(true)))
        if !presented.isEmpty {
            save.append(.if([.unwrap("presentedView")], then: saved(presentedView, "presented", targets(presentedView, presented)), else: nil))
        }
        // The views the view controllers provide (the adopter or the visible child of a container, as the animator finds them).
        for id in ir.outlivingProvidedViews {
            guard case .provided(let side, let property) = ir.view(id).kind else { continue }
            let name = SwiftNames.sanitize(ir.view(id).name)
            let local = scope.allocate(name + "View")
            let controller = v(side == .source ? "presentingViewController" : "presentedViewController")
            let found = SwiftExpr.optionalMember(SharedDecls.participant(controller, as: side == .source ? names.sourceProtocol : names.destinationProtocol),
                                                 SwiftIdentifier(SwiftNames.sanitize(property)))
            save.append(.if([.bind(local, found)], then: saved(.identifier(local), name, targets(.identifier(local), ir.outlivingProperties(of: id))), else: nil))
        }
        var members: [SwiftDecl] = [
            .variable(SwiftVariable(doc: ["Put back what the transition changes on the views that outlive the presentation (the presenting and the",
                                          "presented view, the views their view controllers provide), as they were when it began: one per view, made by",
                                          "`\(Self.save)()`, run by `\(Self.restore)()`."],
                                    access: .private, name: SwiftIdentifier(Self.closures), type: .array(.function([], .named("Void"))), accessor: .stored(.array([], multiline: false)))),
            .function(SwiftFunction(
                doc: clipsPresenting
                    ? ["When the presentation begins: records what the transition will change on the views that outlive it, clips",
                       "the rounded presenting view (continuous corners) while presented, and hides the presenting screen from",
                       "VoiceOver (it ignores only the presented view's siblings, and the presenting screen is not one)."]
                    : ["When the presentation begins: records what the transition will change on the views that outlive it, and",
                       "hides the presenting screen from VoiceOver (it ignores only the presented view's siblings, and the presenting",
                       "screen is not one)."],
                access: .private, name: SwiftIdentifier(Self.save), body: save)),
            .function(SwiftFunction(
                doc: ["When the presentation ends, by any path (a cancelled presentation, a completed dismissal, one that skipped",
                      "the animator): the views as they were."],
                access: .private, name: SwiftIdentifier(Self.restore), body: [
                    .forIn("restore", v(Self.closures), where: nil, [.expr(.call(v("restore"), [], trailing: nil))]),
                    .assign(v(Self.closures), .array([], multiline: false)),
                ])),
        ]
        if transformsPresenting {
            let bySize = resizedTransform(names: names)
            var bound: [SwiftCondition] = [.expr(v(PresentationControllerLowering.atRest)), .bind("presentingView", v("presentingViewController").dot("viewIfLoaded"))]
            if bySize != nil { bound.append(.unwrap("containerView")) }
            members.append(.function(SwiftFunction(
                doc: bySize == nil
                    ? ["A size change while presented: UIKit resizes the presenting view, whose frame is undefined under a transform",
                       "(UIView.frame), so the transform comes off for the resize and goes back on after it, as it was."]
                    : ["A size change while presented: UIKit resizes the presenting view, whose frame is undefined under a transform",
                       "(UIView.frame), so the transform comes off for the resize; after it, the presenting view rests where the",
                       "presentation puts it for the new size (its transform depends on the container's)."],
                access: access, isOverride: true, name: "viewWillTransition", parameters: [
                    SwiftParameter("to", "size", .named("CGSize")),
                    SwiftParameter("with", "coordinator", .existential(.named("UIViewControllerTransitionCoordinator"))),
                ], body: [
                    .expr(.call(SwiftExpr.superRef.dot("viewWillTransition"), [Build.arg("to", v("size")), Build.arg("with", v("coordinator"))], trailing: nil)),
                    .guard(bound, else: [.return(nil)]),
                ] + (bySize == nil ? [.let("presentedTransform", nil, presentingView.dot("transform3D"))] : []) + [
                    .assign(presentingView.dot("transform3D"), v("CATransform3DIdentity")),
                    .expr(.call(v("coordinator").dot("animate"), [Build.arg("alongsideTransition", .nil)], trailing: SwiftClosure(parameters: ["_"], body:
                        bySize ?? [.assign(presentingView.dot("transform3D"), v("presentedTransform"))]))),
                ])))
        }
        return members
    }

    /// The statements that write the presenting view's resting transform for the container's new size
    /// (`TransitionIR.presentingTransformBySize`), lowered as the present branch lowers it, with the
    /// container and, right to left, its mirror read after the resize; nil when the transform is put
    /// back as it was.
    private func resizedTransform(names: TransitionNames) -> [SwiftStmt]? {
        guard let value = ir.presentingTransformBySize, let present = ir.operation(.present)?.branch else { return nil }
        var lowering = BranchLowering(ir: ir, names: names, branch: present)
        lowering.viewVars[.sourceRoot] = "presentingView"
        let layout: SwiftIdentifier = "layout"
        if ir.mirrorsInRightToLeft { lowering.layoutVar = layout }
        let write = lowering.assign(.sourceRoot, .transform, lowering.propertyValue(value, contextual: true))
        let opening: [SwiftStmt] = SwiftUsage.mentions(layout.text, in: [write])
            ? [.let(layout, nil, LayoutLowering.make(.identifier(BranchLowering.containerName)))] : []
        return opening + [write]
    }
}
