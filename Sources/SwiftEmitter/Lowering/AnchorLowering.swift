import TransitionCompiler

/// Anchor points in the emitted code (AnchorIR, Docs/EMIT-SWIFT.md "Anchor points"). A layer's
/// `position` is where its anchor point sits in the superlayer (CALayer.h), so changing
/// `anchorPoint` alone moves the view; the file-private `setAnchorPoint(_:of:)` moves the
/// position by as much, so the view stays where it is and only its transform turns about the
/// new point. Each anchored view's anchor point is kept, set after the branch's values are read
/// (before the animators start), and put back the same way first thing in the completion, on
/// every end (finished, cancelled, not animated), before `finish` or the undo.
enum AnchorLowering {
    static let helperName = "setAnchorPoint"

    static func isNeeded(_ ir: TransitionIR) -> Bool {
        ir.playedBranches.contains { !$0.anchors.isEmpty }
    }

    /// Whether a branch's anchors read the layout (a point off the vertical centre line turns
    /// round right to left).
    static func readsLayout(_ branch: BranchIR) -> Bool {
        branch.anchors.contains { $0.x != 0.5 }
    }

    /// `CGPoint(x: …, y: …)`: x as written, or `layout.isMirrored ? 1 - x : x` through `layout`.
    static func point(_ a: AnchorIR, layout: SwiftExpr?) -> SwiftExpr {
        let x: SwiftExpr
        if let layout, a.x != 0.5 {
            x = .ternary(layout.dot("isMirrored"), .double(a.x(rightToLeft: true)), .double(a.x))
        } else {
            x = .double(a.x)
        }
        return Build.typeCall("CGPoint", Build.arg("x", x), Build.arg("y", .double(a.y)))
    }

    /// `setAnchorPoint(point, of: view.layer)`.
    static func set(_ point: SwiftExpr, of view: SwiftExpr) -> SwiftStmt {
        .expr(.call(.id(helperName), [Build.arg(nil, point), Build.arg("of", view.dot("layer"))], trailing: nil))
    }

    /// The helper: the position follows the anchor point by the bounds' size times the change.
    static func helper() -> SwiftDecl {
        let layer = SwiftExpr.id("layer"), anchor = SwiftExpr.id("anchorPoint"), size = SwiftExpr.id("size")
        func moved(_ c: String, _ extent: String) -> SwiftExpr {
            .binary(layer.dot("position").dot(c), .add,
                    .binary(.binary(anchor.dot(c), .subtract, layer.dot("anchorPoint").dot(c)), .multiply, size.dot(extent)))
        }
        return .function(SwiftFunction(
            doc: ["Turns `layer` about `anchorPoint` without moving it: the position, where the anchor point sits in the superlayer (CALayer.h), moves with it."],
            attributes: ["@MainActor"], access: .private, name: SwiftIdentifier(helperName),
            parameters: [SwiftParameter(nil, "anchorPoint", .named("CGPoint")), SwiftParameter("of", "layer", .named("CALayer"))],
            returns: nil, body: [
                .let("size", nil, layer.dot("bounds").dot("size")),
                .assign(layer.dot("position"), Build.typeCall("CGPoint", Build.arg("x", moved("x", "width")), Build.arg("y", moved("y", "height")))),
                .assign(layer.dot("anchorPoint"), anchor),
            ]))
    }
}

extension BranchLowering {
    /// After the values are read: each anchored view's anchor point kept, then set, and each
    /// view whose back is hidden made single-sided (`layer.isDoubleSided = false`). Returns the
    /// statements that put them back (the completion's first).
    mutating func setAnchors() -> [SwiftStmt] {
        guard !branch.anchors.isEmpty || !branch.backfaceHidden.isEmpty || branch.perspective != nil else { return [] }
        var stmts: [SwiftStmt] = [.blank]
        if !branch.anchors.isEmpty {
            stmts.append(.comment("Turned about their anchors until the transition ends (the position moves with the anchor point: nothing moves now)."))
        } else if !branch.backfaceHidden.isEmpty {
            stmts.append(.comment("Their backs hidden until the transition ends."))
        }
        var restores: [SwiftStmt] = []
        var layout: SwiftExpr?
        if let l = layoutVar, AnchorLowering.readsLayout(branch) {
            layout = .identifier(l)
            markLayoutRead()
        }
        for a in branch.anchors {
            guard let v = viewVars[a.view] else { continue }
            let view = SwiftExpr.identifier(v)
            let original = scope.allocate("original" + SwiftNames.capitalized(stem(a.view)) + "AnchorPoint")
            stmts.append(.let(original, nil, view.dot("layer").dot("anchorPoint")))
            stmts.append(AnchorLowering.set(AnchorLowering.point(a, layout: layout), of: view))
            restores.append(AnchorLowering.set(.identifier(original), of: view))
        }
        for id in branch.backfaceHidden {
            guard let v = viewVars[id] else { continue }
            let sided = SwiftExpr.identifier(v).dot("layer").dot("isDoubleSided")
            let original = scope.allocate("original" + SwiftNames.capitalized(stem(id)) + "IsDoubleSided")
            stmts.append(.let(original, nil, sided))
            stmts.append(.assign(sided, .bool(false)))
            restores.append(.assign(sided, .identifier(original)))
        }
        if let p = branch.perspective, let v = viewVars[p.view] {
            // CALayer.h: sublayerTransform is "applied to each member of the `sublayers' array".
            let sublayer = SwiftExpr.identifier(v).dot("layer").dot("sublayerTransform")
            let original = scope.allocate("original" + SwiftNames.capitalized(p.view == .container ? "container" : stem(p.view)) + "SublayerTransform")
            stmts.append(.comment("Its subviews seen from one eye, \(SwiftRenderer.number(p.distance)) points away, until the transition ends."))
            stmts.append(.let(original, nil, sublayer))
            stmts.append(.assign(sublayer, .call(.id(Transform3DLowering.helperName), [Build.arg("distance", .double(p.distance))], trailing: nil)))
            restores.append(.assign(sublayer, .identifier(original)))
        }
        body += stmts
        return restores
    }
}
