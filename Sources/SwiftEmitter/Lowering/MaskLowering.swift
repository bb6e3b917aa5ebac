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
        case .ellipse(let rect):
            return .call(SwiftExpr.id(shapeType).dot("ellipse"), [Build.arg(nil, sub(rect))], trailing: nil)
        case .noMask:
            return .nil
        default:
            return nil
        }
    }

    /// A circle, a rounded rectangle or an ellipse (not `none`): a shape the masked view's position places.
    static func isShape(_ e: Expr) -> Bool {
        switch e.kind {
        case .circle, .roundedRect, .ellipse: return true
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

    /// Whether a played branch of `ir` writes an ellipse (then `MaskShape` can be one).
    static func usesEllipse(_ ir: TransitionIR) -> Bool {
        ir.playedBranches.contains { $0.anyPropertyValue { if case .ellipse = $0.kind { return true } else { return false } } }
    }

    /// The side of the circle an ellipse mask stretches (any size would do: the transform's scale is
    /// the ellipse's size over it, and the centre, bounds and scale move linearly together).
    static let ellipseSide = 100

    /// `ellipses`: some shape of the file is an ellipse, drawn by the mask view's transform
    /// (a circle `ellipseSide` across, scaled to the ellipse's rect); otherwise the helpers are
    /// the frame and corner radius alone.
    static func helpers(ellipses: Bool = false) -> [SwiftDecl] {
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
            ] + (ellipses ? [Build.arg("isEllipse", v("isEllipse"))] : []), trailing: nil)),
        ])
        let shape = SwiftNominal(doc: ["A mask's shape: the mask view's frame and corner radius (in the masked view's own coordinates once converted)."],
                                 access: .private, kind: .struct, name: SwiftIdentifier(shapeType), members: [
            .variable(SwiftVariable(name: "frame", type: .named("CGRect"), accessor: .stored(nil))),
            .variable(SwiftVariable(name: "cornerRadius", type: cgFloat, accessor: .stored(nil))),
        ] + (ellipses ? [
            .variable(SwiftVariable(doc: ["The ellipse inscribed in `frame` (drawn by the mask view's transform; `cornerRadius` unused)."],
                                    name: "isEllipse", type: .named("Bool"), accessor: .stored(.bool(false)))),
            .variable(SwiftVariable(doc: ["The side of the circle an ellipse stretches."], isLet: true, isStatic: true, name: "ellipseSide",
                                    type: cgFloat, accessor: .stored(.integer(ellipseSide)))),
            .function(SwiftFunction(doc: ["The ellipse inscribed in `rect`."], isStatic: true, name: "ellipse", parameters: [
                SwiftParameter(nil, "rect", .named("CGRect")),
            ], returns: .named(shapeType), body: [
                .return(.call(v(shapeType), [Build.arg("frame", v("rect")), Build.arg("cornerRadius", .integer(0)), Build.arg("isEllipse", .bool(true))], trailing: nil)),
            ])),
        ] as [SwiftDecl] : []) + [
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
        let side = SwiftExpr.id(shapeType).dot("ellipseSide")
        let frame = v("shape").dot("frame")
        let ellipseBody: SwiftStmt = .if([.expr(v("shape").dot("isEllipse"))], then: [
            .comment("A circle stretched to the ellipse: its bounds and corner radius fixed, its centre and scale animated."),
            .assign(v("maskView").dot("bounds"), Build.rect(.integer(0), .integer(0), side, side)),
            .assign(v("maskView").dot("layer").dot("cornerRadius"), .binary(side, .divide, .integer(2))),
            .assign(v("maskView").dot("center"), .call(v("CGPoint"), [Build.arg("x", frame.dot("midX")), Build.arg("y", frame.dot("midY"))], trailing: nil)),
            .assign(v("maskView").dot("transform"), .call(v("CGAffineTransform"), [
                Build.arg("scaleX", .binary(frame.dot("size").dot("width"), .divide, side)),
                Build.arg("y", .binary(frame.dot("size").dot("height"), .divide, side)),
            ], trailing: nil)),
        ], else: [
            .comment("The frame is defined only under the identity transform (UIView.frame)."),
            .assign(v("maskView").dot("transform"), .implicit("identity")),
            .assign(v("maskView").dot("frame"), frame),
            .assign(v("maskView").dot("layer").dot("cornerRadius"), v("shape").dot("cornerRadius")),
        ])
        let set = SwiftFunction(doc: [
            "Gives `view` the mask `shape`, drawn by `maskView` (nil: no mask). Inside an animation block the",
            ellipses ? "mask view's frame, corner radius, centre and transform animate with the block's property animator."
                     : "mask view's frame and corner radius animate with the block's property animator.",
        ], attributes: ["@MainActor"], access: .private, name: SwiftIdentifier(setter), parameters: [
            SwiftParameter(nil, "shape", .optional(.named(shapeType))), SwiftParameter("of", "view", .named("UIView")),
            SwiftParameter("maskView", .named("UIView")),
        ], body: [
            .guard([.unwrap("shape")], else: [.assign(v("view").dot("mask"), .nil), .return(nil)]),
            .if([.expr(.prefix(.not, .binary(v("view").dot("mask"), .identical, v("maskView"))))],
                then: [.assign(v("view").dot("mask"), v("maskView"))], else: nil),
        ] + (ellipses ? [ellipseBody] : [
            .assign(v("maskView").dot("frame"), v("shape").dot("frame")),
            .assign(v("maskView").dot("layer").dot("cornerRadius"), v("shape").dot("cornerRadius")),
        ]))
        return [.nominal(shape), .function(set)]
    }
}
