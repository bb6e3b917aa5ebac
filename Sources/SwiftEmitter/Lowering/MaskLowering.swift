import TransitionCompiler

/// Masks in the emitted code: a view whose mask a branch sets or animates gets a mask view
/// (`UIView.mask`, an opaque view whose frame and corner radius are the shape, in the masked
/// view's own coordinates). Both are properties the property animator animates, so a reveal
/// scrubs, reverses and continues with it. A shape is a file-private `MaskShape`, built in
/// container space as the spec writes it and put in the masked view's coordinates where the
/// value is read (`converted(from:to:)`, after the right-to-left mirror); `setMask` installs the
/// mask view on first use and writes its geometry (`none` removes the mask).
enum MaskLowering {
    static let shapeType = "MaskShape"
    static let setter = "setMask"

    /// The views whose mask `branch` sets or animates.
    static func views(in branch: BranchIR) -> [ViewID] {
        var out: [ViewID] = []
        func add(_ id: ViewID) { if !out.contains(id) { out.append(id) } }
        for step in branch.setup { if case .set(let id, .mask, _) = step.kind { add(id) } }
        // `animates`, not `properties`: no array per track (15,000 on the big spec, issue 17).
        for track in branch.tracks where track.animates(.mask) { add(track.view) }
        for step in branch.finish { if case .set(let id, .mask, _) = step.kind { add(id) } }
        return out
    }

    /// Whether any branch of `ir` uses a mask (then the helpers are declared).
    static func isNeeded(_ ir: TransitionIR) -> Bool {
        ir.playedBranches.contains { !views(in: $0).isEmpty }
    }

    /// A shape expression as a `MaskShape?` value.
    static func value(_ e: Expr, _ sub: (Expr) -> SwiftExpr) -> SwiftExpr? {
        switch e.kind {
        case .circle(let c, let r):
            return .call(SwiftExpr.id(shapeType).dot("circle"), [Build.arg("center", sub(c)), Build.arg("radius", sub(r))], trailing: nil)
        case .roundedRect(let rect, let r):
            return .call(SwiftExpr.id(shapeType).dot("roundedRect"), [Build.arg(nil, sub(rect)), Build.arg("radius", sub(r))], trailing: nil)
        case .noMask:
            return .nil
        default:
            return nil
        }
    }

    /// A circle or a rounded rectangle (not `none`): a shape the masked view's position places.
    static func isShape(_ e: Expr) -> Bool {
        switch e.kind {
        case .circle, .roundedRect: return true
        default: return false
        }
    }

    /// `shape.converted(from: containerView, to: view)`: a container-space shape in `view`'s own
    /// coordinates, with the view where it is when the value is read.
    static func converted(_ shape: SwiftExpr, from container: SwiftExpr, to view: SwiftExpr) -> SwiftExpr {
        .call(shape.dot("converted"), [Build.arg("from", container), Build.arg("to", view)], trailing: nil)
    }

    /// `setMask(value, of: view, maskView: maskView)`.
    static func assign(_ value: SwiftExpr, view: SwiftExpr, maskView: SwiftExpr) -> SwiftStmt {
        .expr(.call(.id(setter), [Build.arg(nil, value), Build.arg("of", view), Build.arg("maskView", maskView)], trailing: nil))
    }

    private static func v(_ name: String) -> SwiftExpr { .id(name) }

    static func helpers() -> [SwiftDecl] {
        let cgFloat: SwiftType = .named("CGFloat")
        let center = SwiftExpr.call(v("CGPoint"), [Build.arg("x", v("frame").dot("midX")), Build.arg("y", v("frame").dot("midY"))], trailing: nil)
        let converted = SwiftFunction(doc: [
            "The shape, given in `container`'s coordinates, in `view`'s own, where a mask view's frame is: its centre",
            "converted as a point (through the view's position and transform), its size and radius as they are.",
        ], attributes: ["@MainActor"], name: "converted", parameters: [SwiftParameter("from", "container", .named("UIView")), SwiftParameter("to", "view", .named("UIView"))],
           returns: .named(shapeType), body: [
            .let("center", nil, .call(v("view").dot("convert"), [Build.arg(nil, center), Build.arg("from", v("container"))], trailing: nil)),
            .return(.call(v(shapeType), [
                // `size.width`, not `width`: CGRect's width is standardized, the preview keeps the size as written.
                Build.arg("frame", Build.rect(.binary(v("center").dot("x"), .subtract, .binary(v("frame").dot("size").dot("width"), .divide, .integer(2))),
                                              .binary(v("center").dot("y"), .subtract, .binary(v("frame").dot("size").dot("height"), .divide, .integer(2))),
                                              v("frame").dot("size").dot("width"), v("frame").dot("size").dot("height"))),
                Build.arg("cornerRadius", v("cornerRadius")),
            ], trailing: nil)),
        ])
        let shape = SwiftNominal(doc: ["A mask's shape: the mask view's frame and corner radius (in the masked view's own coordinates once converted)."],
                                 access: .private, kind: .struct, name: SwiftIdentifier(shapeType), members: [
            .variable(SwiftVariable(name: "frame", type: .named("CGRect"), accessor: .stored(nil))),
            .variable(SwiftVariable(name: "cornerRadius", type: cgFloat, accessor: .stored(nil))),
            .function(SwiftFunction(isStatic: true, name: "circle", parameters: [
                SwiftParameter("center", .named("CGPoint")), SwiftParameter("radius", cgFloat),
            ], returns: .named(shapeType), body: [
                .return(.call(v(shapeType), [
                    Build.arg("frame", Build.rect(.binary(v("center").dot("x"), .subtract, v("radius")), .binary(v("center").dot("y"), .subtract, v("radius")),
                                                  .binary(.integer(2), .multiply, v("radius")), .binary(.integer(2), .multiply, v("radius")))),
                    Build.arg("cornerRadius", v("radius")),
                ], trailing: nil)),
            ])),
            .function(SwiftFunction(isStatic: true, name: "roundedRect", parameters: [
                SwiftParameter(nil, "rect", .named("CGRect")), SwiftParameter("radius", cgFloat),
            ], returns: .named(shapeType), body: [
                .return(.call(v(shapeType), [Build.arg("frame", v("rect")), Build.arg("cornerRadius", v("radius"))], trailing: nil)),
            ])),
            .function(converted),
        ])
        let set = SwiftFunction(doc: [
            "Gives `view` the mask `shape`, drawn by `maskView` (nil: no mask). Inside an animation block the",
            "mask view's frame and corner radius animate with the block's property animator.",
        ], attributes: ["@MainActor"], access: .private, name: SwiftIdentifier(setter), parameters: [
            SwiftParameter(nil, "shape", .optional(.named(shapeType))), SwiftParameter("of", "view", .named("UIView")),
            SwiftParameter("maskView", .named("UIView")),
        ], body: [
            .guard([.unwrap("shape")], else: [.assign(v("view").dot("mask"), .nil), .return(nil)]),
            .if([.expr(.prefix(.not, .binary(v("view").dot("mask"), .identical, v("maskView"))))],
                then: [.assign(v("view").dot("mask"), v("maskView"))], else: nil),
            .assign(v("maskView").dot("frame"), v("shape").dot("frame")),
            .assign(v("maskView").dot("layer").dot("cornerRadius"), v("shape").dot("cornerRadius")),
        ])
        return [.nominal(shape), .function(set)]
    }
}
