import TransitionCompiler

// A provided list of cells (`cells: source.visibleCells[]`, issue 29, item 8). A collection view
// owns its cells' geometry and look: it applies each cell's layout attributes (frame, center,
// bounds, size, transform, transform3D, alpha, zIndex, isHidden: UICollectionViewLayoutAttributes)
// whenever it lays out, and reuses cells for other items. An animation of the cell itself is undone
// by the next layout pass and, after a reuse, left on another item. What the layout does not own is
// the cell's `contentView` ("the main view to which you add your cell's custom content",
// UICollectionViewCell; UITableViewCell likewise), so the tracks of a list animate each cell's
// content view, and any other view as it is. Snapshots with the cells hidden were the other way;
// `isHidden` is itself a layout attribute, and a snapshot per cell of the incoming side needs a
// render of each (`afterScreenUpdates: true`). And the list is read once its view controller's view
// is laid out: the incoming side's list after that view got its final frame and a layout pass.
enum ListLowering {
    static let helperName = "listElementView"

    static func isNeeded(_ t: TransitionIR) -> Bool {
        t.views.contains { $0.isList }
    }

    /// `private func listElementView(_:)`: the view a list's tracks animate for an element.
    static func helper() -> SwiftDecl {
        func v(_ n: String) -> SwiftExpr { .id(n) }
        return .function(SwiftFunction(doc: [
            "The view a list's tracks animate for one element: a cell's content view, since the collection or table view owns",
            "the cell's frame, alpha, transform and visibility (it applies them again at every layout pass), else the view itself.",
        ], attributes: ["@MainActor"], access: .private, name: SwiftIdentifier(helperName), parameters: [SwiftParameter(nil, "view", .named("UIView"))],
           returns: .named("UIView"), body: [
            .if([.bind("cell", .cast(v("view"), .conditional, .named("UICollectionViewCell")))], then: [.return(v("cell").dot("contentView"))], else: nil),
            .if([.bind("cell", .cast(v("view"), .conditional, .named("UITableViewCell")))], then: [.return(v("cell").dot("contentView"))], else: nil),
            .return(v("view")),
        ]))
    }

    /// `participant?.property.map(listElementView)`: a list bound as the views its tracks animate.
    static func elements(_ list: SwiftExpr) -> SwiftExpr {
        .call(list.dot("map"), [Build.arg(nil, .id(helperName))], trailing: nil)
    }
}

extension BranchLowering {
    /// 0. The incoming view at its final frame before anything is recorded or set up, laid out
    /// first when a list of its own is read (`lists`: bound only then, in their own `guard`).
    mutating func placeIncoming(_ side: Side, controller vc: SwiftIdentifier, root id: ViewID, lists: [SwiftCondition]) {
        let finalFrame = scope.allocate(stem(id) + "FinalFrame")
        let root = SwiftExpr.identifier(viewVars[id] ?? Self.containerName)
        body.append(.blank)
        body.append(.comment("0. The incoming view at its final frame (UIKit does not set it); laid out once inserted."))
        body.append(.let(finalFrame, nil, Build.method(context, "finalFrame", [("for", .identifier(vc))])))
        body.append(.if([.expr(.binary(.identifier(finalFrame), .notEqual, .implicit("zero")))],
                        then: [.assign(root.dot("frame"), .identifier(finalFrame))], else: nil))
        guard !lists.isEmpty else { return }
        body.append(.comment("Its lists are read once it is laid out at that frame (a collection view's visible cells follow its layout)."))
        body.append(.send(viewVars[id] ?? Self.containerName, "layoutIfNeeded", nil))
        body.append(.guard(lists, else: [
            .comment("A view the transition needs is missing: show the end state and complete."),
            .return(Build.typeCall("completingAnimator", Build.arg("using", context))),
        ]))
    }
}
