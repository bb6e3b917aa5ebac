import TransitionCompiler

/// Right-to-left in the emitted code (Docs/LANGUAGE.md, "Right-to-left"). A transition that
/// mirrors (the default) reads `containerView.effectiveUserInterfaceLayoutDirection` when it
/// starts; right to left, every geometry value read from a view goes through the mirror image
/// about the container's vertical centre line into the spec's left-to-right space, and every
/// geometry value written goes back through it. The file-private `LayoutMirror` holds the map,
/// with the arithmetic of the interpreter's (TransitionPreview's LayoutMirror.swift), so the
/// preview and the app mirror identically.
enum LayoutLowering {
    static let typeName = "LayoutMirror"

    /// Whether the file needs the helper: a transition that mirrors and has a custom branch.
    static func isNeeded(_ ir: TransitionIR) -> Bool {
        ir.mirrorsInRightToLeft && (ir.operations.contains { $0.branch != nil } || ir.presentation?.frame != nil)
    }

    /// `LayoutMirror(containerView)`.
    static func make(_ container: SwiftExpr) -> SwiftExpr {
        Build.typeCall(typeName, Build.arg(nil, container))
    }

    /// The mirror's method for a value of a view property or view value of type `type`
    /// (`transform3D`: a 4×4 transform).
    static func method(for type: ValueType, transform3D: Bool = false) -> String? {
        switch type {
        case .rect: return "rect"
        case .point: return "point"
        case .size: return "offset"
        case .transform: return transform3D ? "transform3D" : "transform"
        case .shape: return "shape"
        case .corners: return "corners"
        default: return nil
        }
    }

    /// A written affine transform the mirror leaves as it is: the identity and a plain scale (the
    /// mirror turns round only b, c and tx, which both have 0), so it is written without
    /// `layout.transform(…)`: fewer calls for the reader, the same value (0 and −0 are equal).
    static func isMirrorInvariant(_ e: SwiftExpr) -> Bool {
        switch e {
        // `dot` and `implicit` make `.named` for a plain or no base (never `.member`).
        case .named(nil, let name), .named(SwiftIdentifier("CGAffineTransform")?, let name):
            return name.text == "identity"
        case .call(.identifier(SwiftIdentifier("CGAffineTransform")), let args, nil):
            return args.map { $0.label?.text } == ["scaleX", "y"]
        default:
            return false
        }
    }

    /// `layout.METHOD(value)`.
    static func apply(_ layout: SwiftExpr, _ method: String, _ value: SwiftExpr) -> SwiftExpr {
        // On the branch's local: one box (`SwiftExpr.method`), not a call node and an argument array.
        if case .identifier(let name) = layout { return .method(name, SwiftIdentifier(method), value) }
        return .call(layout.dot(SwiftIdentifier(method)), [Build.arg(nil, value)], trailing: nil)
    }

    private static func v(_ name: String) -> SwiftExpr { .id(name) }
    private static func zeroMinus(_ e: SwiftExpr) -> SwiftExpr { .binary(.integer(0), .subtract, e) }

    /// The helper struct. `masks`: the file declares `MaskShape`, so the mirror has `shape`.
    static func helper(masks: Bool, corners: Bool = false, ellipses: Bool = false) -> SwiftDecl {
        let cgFloat: SwiftType = .named("CGFloat")
        func fn(_ name: String, _ type: String, _ mirrored: SwiftExpr, doc: String) -> SwiftDecl {
            .function(SwiftFunction(doc: [doc], name: SwiftIdentifier(name), parameters: [SwiftParameter(nil, "value", .named(type))],
                                    returns: .named(type), body: [
                .return(.ternary(v("isMirrored"), mirrored, v("value"))),
            ]))
        }
        let value = v("value")
        var members: [SwiftDecl] = [
            .variable(SwiftVariable(doc: ["True when the container lays its content out right to left."], isLet: true,
                                    name: "isMirrored", type: .named("Bool"), accessor: .stored(nil))),
            .variable(SwiftVariable(isLet: true, name: "width", type: cgFloat, accessor: .stored(nil))),
            .initializer(SwiftInitializer(parameters: [SwiftParameter(nil, "containerView", .named("UIView"))], body: [
                .assign(v("isMirrored"), .binary(v("containerView").dot("effectiveUserInterfaceLayoutDirection"), .equal, .implicit("rightToLeft"))),
                .assign(v("width"), v("containerView").dot("bounds").dot("width")),
            ])),
            fn("rect", "CGRect", Build.rect(.binary(.binary(v("width"), .subtract, value.dot("origin").dot("x")), .subtract, value.dot("size").dot("width")),
                                            value.dot("origin").dot("y"), value.dot("size").dot("width"), value.dot("size").dot("height")),
               doc: "A frame in the container: the same size, at the mirrored place."),
            fn("point", "CGPoint", Build.point(.binary(v("width"), .subtract, value.dot("x")), value.dot("y")),
               doc: "A centre in the container."),
            fn("offset", "CGSize", Build.size(zeroMinus(value.dot("width")), value.dot("height")),
               doc: "A displacement (a shadow's offset): its x turns round."),
            fn("transform", "CGAffineTransform", Build.typeCall("CGAffineTransform", [
                ("a", value.dot("a")), ("b", zeroMinus(value.dot("b"))), ("c", zeroMinus(value.dot("c"))), ("d", value.dot("d")),
                ("tx", zeroMinus(value.dot("tx"))), ("ty", value.dot("ty")),
            ]), doc: "The mirror · transform · mirror: translations and rotations turn round, scales stay."),
            .function(SwiftFunction(doc: ["A 4×4 transform, the same way (rotations about y turn round too)."], name: "transform3D",
                                    parameters: [SwiftParameter(nil, "value", .named("CATransform3D"))], returns: .named("CATransform3D"), body: [
                .guard([.expr(v("isMirrored"))], else: [.return(value)]),
                .var("mirrored", nil, value),
            ] + ["m12", "m13", "m14", "m21", "m31", "m41"].map { .assign(v("mirrored").dot(SwiftIdentifier($0)), zeroMinus(value.dot(SwiftIdentifier($0)))) }
              + [.return(v("mirrored"))])),
            fn("distance", "CGFloat", zeroMinus(value), doc: "A gesture's distance along x."),
        ]
        if masks {
            members.append(.function(SwiftFunction(doc: ["A mask's shape in container space (then put in the masked view's coordinates)."], name: "shape",
                                                   parameters: [SwiftParameter(nil, "value", .named(MaskLowering.shapeType))],
                                                   returns: .named(MaskLowering.shapeType), body: [
                .guard([.expr(v("isMirrored"))], else: [.return(value)]),
                .return(.call(v(MaskLowering.shapeType), [Build.arg("frame", .call(v("rect"), [Build.arg(nil, value.dot("frame"))], trailing: nil)),
                                                          Build.arg("cornerRadius", value.dot("cornerRadius"))]
                                                          + (ellipses ? [Build.arg("isEllipse", value.dot("isEllipse"))] : []), trailing: nil)),
            ])))
        }
        if corners { members.append(CornerLowering.mirrorFunction()) }
        return .nominal(SwiftNominal(doc: [
            "The mirror image about the container's vertical centre line (x becomes width − x), through which a",
            "right-to-left layout plays the transition: the spec is written as it looks left to right.",
        ], attributes: ["@MainActor"], access: .private, kind: .struct, name: SwiftIdentifier(typeName), members: members))
    }
}
