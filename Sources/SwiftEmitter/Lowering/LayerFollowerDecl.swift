import TransitionCompiler

/// The hidden view a layer's shadow or border property follows while a transition animates it.
///
/// Why: UIKit's property animators animate a view's geometry, alpha, transform, background
/// colour and (since iOS 11) `layer.cornerRadius`, but not a layer's shadow or border; written
/// inside an animator's block those jump to their end value. Apple's answer for other layer
/// properties (e.g. `shadowPath`) is a Core Animation animation, which the property animator
/// would not scrub, reverse, pause or continue. So each animated shadow or border property
/// rides on the geometry of a hidden view the SAME property animator animates (a number on
/// its centre's x, a size on its centre, a colour on its centre and bounds size), and once a
/// frame a display link copies the displayed value to the layer. Whatever the animator does to
/// the hidden view (delays, springs, keyframes, scrubbing, reversing, continuing with the
/// release velocity) the layer shows. Docs/EMIT-SWIFT.md, "Layer properties the animator does
/// not animate".
enum LayerFollowerDecl {
    /// Whether any branch of `ir` animates a followed property (then the class is declared).
    static func isNeeded(_ ir: TransitionIR) -> Bool {
        // `forEachProperty`, not `properties`: no array per track (issue 17).
        ir.playedBranches.contains { $0.tracks.contains { track in
            var followed = false
            track.forEachProperty { if $0.isLayerFollowed { followed = true } }
            return followed
        } }
    }


    /// `animator.addTeardown { follower.stop() … }`: the followers stop however the transition
    /// ends (completion, cancel, `stopAnimation(true)`), their display links with them.
    static func teardown(_ followers: [SwiftIdentifier]) -> SwiftStmt? {
        guard !followers.isEmpty else { return nil }
        return .expr(.call(SwiftExpr.id("animator").dot("addTeardown"), [],
                           trailing: SwiftClosure(body: followers.map { .send($0, "stop", nil) })))
    }

    /// The member of the follower that carries a value of `p`'s type.
    static func carrier(_ p: Property) -> String {
        switch p.type {
        case .size: return "sizeValue"
        case .color: return "colorValue"
        default: return "numberValue"
        }
    }

    /// A value of the language's type (CGFloat, CGSize, UIColor constant) as the layer stores it.
    static func layerValue(_ p: Property, _ value: SwiftExpr) -> SwiftExpr {
        switch p {
        case .shadowOpacity:
            if case .double = value { return value }
            return call(v("Float"), [(nil, value)])
        case .shadowColor, .borderColor: return value.dot("cgColor")
        default: return value
        }
    }

    /// A layer property read as the language's type (colours as `UIColor?`, like `backgroundColor`).
    static func valueRead(_ layer: SwiftExpr, _ value: ViewValue) -> SwiftExpr {
        let read = layer.dot(SwiftIdentifier(value.rawValue))
        switch value {
        case .shadowOpacity: return call(v("CGFloat"), [(nil, read)])
        case .shadowColor, .borderColor:
            return .call(read.dot("map"), [], trailing: SwiftClosure(body: [.expr(call(v("UIColor"), [("cgColor", v("$0"))]))]))
        default: return read
        }
    }

    private static func v(_ name: String) -> SwiftExpr { .id(name) }
    private static func call(_ callee: SwiftExpr, _ args: [(String?, SwiftExpr)], trailing: SwiftClosure? = nil) -> SwiftExpr {
        .call(callee, args.map { Build.arg($0.0, $0.1) }, trailing: trailing)
    }
    private static let followed: [Property] = [.shadowColor, .shadowOpacity, .shadowRadius, .shadowOffset, .borderColor, .borderWidth]
    private static let shadowProperties: [Property] = [.shadowColor, .shadowOpacity, .shadowRadius, .shadowOffset]

    /// The display link's target. `CADisplayLink` retains its target until it is invalidated
    /// (developer.apple.com/documentation/quartzcore/cadisplaylink/init(target:selector:): "The
    /// newly constructed display link retains the target"; CADisplayLink.h: `invalidate` "releases
    /// the 'target' object"), so the follower is not the target: this object holds it weakly, and a
    /// link whose follower is gone invalidates itself.
    private static func proxy(_ follower: String) -> SwiftNominal {
        SwiftNominal(doc: ["Holds the follower weakly for its display link, which retains its target."],
                     attributes: ["@MainActor"], access: .private, isFinal: true, kind: .class, name: SwiftIdentifier(TypeNames.displayLinkTarget),
                     inherits: [.named("NSObject")], members: [
            .variable(SwiftVariable(access: .private, isWeak: true, name: "follower", type: .optional(.named(follower)), accessor: .stored(nil))),
            .initializer(SwiftInitializer(parameters: [SwiftParameter("follower", .named(follower))], body: [
                .assign(SwiftExpr.selfRef.dot("follower"), v("follower")),
            ])),
            .function(SwiftFunction(attributes: ["@objc"], name: "displayLinkFired", parameters: [SwiftParameter(nil, "link", .named("CADisplayLink"))], body: [
                .guard([.bind("follower", v("follower"))], else: [.expr(call(v("link").dot("invalidate"), [])), .return(nil)]),
                .expr(call(v("follower").dot("copyDisplayedValue"), [])),
            ])),
        ])
    }

    static func decl(name: String, access: SwiftAccess?) -> SwiftDecl {
        let layer = v("layer")
        let target = v("followed")
        // The start: the layer's current value.
        let start: [SwiftSwitchCase] = followed.map { p in
            let read = layer.dot(p.rawValue)
            let value: SwiftExpr
            switch p {
            case .shadowOpacity: value = call(v("CGFloat"), [(nil, read)])
            case .shadowColor, .borderColor:
                value = .binary(.call(read.dot("map"), [], trailing: SwiftClosure(body: [
                    .expr(call(v("UIColor"), [("cgColor", v("$0"))])),
                ])), .nilCoalescing, SwiftExpr.id("UIColor").dot("clear"))
            default: value = read
            }
            return SwiftSwitchCase([.implicit(p.rawValue)], [.assign(v(carrier(p)), value)])
        }
        // Displayed components -> the layer.
        let copy: [SwiftSwitchCase] = followed.map { p in
            let value: SwiftExpr
            switch p {
            case .shadowOpacity: value = call(v("Float"), [(nil, v("x"))])
            case .shadowOffset: value = Build.size(v("x"), v("y"))
            case .shadowColor, .borderColor:
                value = call(v("UIColor"), [("red", v("x")), ("green", v("y")), ("blue", v("width")), ("alpha", v("height"))]).dot("cgColor")
            default: value = v("x")
            }
            return SwiftSwitchCase([.implicit(p.rawValue)], [.assign(target.dot(p.rawValue), value)])
        }
        let center = v("center"), bounds = v("bounds")
        let cgFloat: SwiftType = .named("CGFloat")
        let members: [SwiftDecl] = [
            .nominal(SwiftNominal(doc: ["The layer properties UIKit's property animators do not animate."], kind: .enum, name: "Property",
                                  members: [.enumCases(followed.map { SwiftIdentifier($0.rawValue) })])),
            .variable(SwiftVariable(access: .private, isLet: true, name: "followed", type: .named("CALayer"), accessor: .stored(nil))),
            .variable(SwiftVariable(access: .private, isLet: true, name: "property", type: .named("Property"), accessor: .stored(nil))),
            .variable(SwiftVariable(doc: ["The layer's own shadow path, given back when the follower stops."],
                                    access: .private, isLet: true, name: "originalShadowPath", type: .optional(.named("CGPath")), accessor: .stored(nil))),
            .ifConfig("canImport(ObjectiveC)", [
                .variable(SwiftVariable(access: .private, name: "displayLink", type: .optional(.named("CADisplayLink")), accessor: .stored(nil))),
                .nominal(proxy(name)),
            ]),
            .initializer(SwiftInitializer(doc: [
                "Starts at the layer's current value, hidden in `container` (Core Animation animates layers",
                "that are on screen), and copies its displayed value to the layer once a frame until `stop()`.",
            ], parameters: [
                SwiftParameter("following", "layer", .named("CALayer")), SwiftParameter("property", .named("Property")),
                SwiftParameter("in", "container", .named("UIView")),
            ], body: [
                .assign(SwiftExpr.selfRef.dot("followed"), layer),
                .assign(SwiftExpr.selfRef.dot("property"), v("property")),
                .assign(SwiftExpr.selfRef.dot("originalShadowPath"), layer.dot("shadowPath")),
                .expr(call(SwiftExpr.superRef.dot("init"), [("frame", SwiftExpr.id("CGRect").dot("zero"))])),
                .assign(v("isHidden"), .bool(true)),
                .switch(v("property"), start),
                .expr(Build.method(v("container"), "addSubview", [(nil, .selfRef)])),
                .ifConfig("canImport(ObjectiveC)", [
                    .let("link", nil, call(v("CADisplayLink"), [("target", call(v(TypeNames.displayLinkTarget), [("follower", .selfRef)])),
                                                                ("selector", .selector(SwiftIdentifier(TypeNames.displayLinkTarget + ".displayLinkFired")))])),
                    .expr(Build.method(v("link"), "add", [("to", .implicit("main")), ("forMode", .implicit("common"))])),
                    .assign(v("displayLink"), v("link")),
                ]),
            ])),
            .initializer(SwiftInitializer(isRequired: true, isFailable: true, parameters: [
                SwiftParameter("coder", .named("NSCoder")),
            ], body: [.return(.nil)])),
            .variable(SwiftVariable(doc: ["An opacity, radius or width: on the centre's x (animated inside an animation block)."],
                                    name: "numberValue", type: cgFloat, accessor: .getSet([
                .return(center.dot("x")),
            ], [
                .assign(center, Build.point(v("newValue"), .integer(0))),
            ]))),
            .variable(SwiftVariable(doc: ["An offset: on the centre."], name: "sizeValue", type: .named("CGSize"), accessor: .getSet([
                .return(Build.size(center.dot("x"), center.dot("y"))),
            ], [
                .assign(center, Build.point(v("newValue").dot("width"), v("newValue").dot("height"))),
            ]))),
            .variable(SwiftVariable(doc: ["A colour: red and green on the centre, blue and alpha on the bounds size."],
                                    name: "colorValue", type: .named("UIColor"), accessor: .getSet([
                .return(call(v("UIColor"), [("red", center.dot("x")), ("green", center.dot("y")),
                                            ("blue", bounds.dot("size").dot("width")), ("alpha", bounds.dot("size").dot("height"))])),
            ], [
                .var("red", cgFloat, .integer(0)), .var("green", cgFloat, .integer(0)),
                .var("blue", cgFloat, .integer(0)), .var("alpha", cgFloat, .integer(0)),
                .assign(v("_"), Build.method(v("newValue"), "getRed", [
                    (nil, .prefix(.inOut, v("red"))), ("green", .prefix(.inOut, v("green"))),
                    ("blue", .prefix(.inOut, v("blue"))), ("alpha", .prefix(.inOut, v("alpha"))),
                ])),
                .assign(center, Build.point(v("red"), v("green"))),
                .assign(bounds.dot("size"), Build.size(v("blue"), v("alpha"))),
            ]))),
            .function(SwiftFunction(doc: ["Copies the displayed value to the layer (the display link calls this once a frame)."],
                                    name: "copyDisplayedValue", body: [
                .expr(call(v("copy"), [("from", .binary(call(layer.dot("presentation"), []), .nilCoalescing, layer))])),
                .expr(call(v("outlineShadow"), [("of", .binary(call(target.dot("presentation"), []), .nilCoalescing, target))])),
            ])),
            .function(SwiftFunction(doc: ["The animations are over: the final (model) value is copied and the follower removed."],
                                    name: "stop", body: [
                .ifConfig("canImport(ObjectiveC)", [
                    .expr(call(.optionalMember(v("displayLink"), "invalidate"), [])),
                    .assign(v("displayLink"), .nil),
                ]),
                .expr(call(v("copy"), [("from", layer)])),
                .if([.expr(v("outlinesShadow"))], then: [.assign(target.dot("shadowPath"), v("originalShadowPath"))], else: nil),
                .expr(call(v("removeFromSuperview"), [])),
            ])),
            .variable(SwiftVariable(doc: ["Whether the property is the shadow's: the shadow then gets a path while the follower runs."],
                                    access: .private, name: "outlinesShadow", type: .named("Bool"), accessor: .getter([
                .return(.call(SwiftExpr.array(shadowProperties.map { .implicit($0.rawValue) }, multiline: false).dot("contains"),
                              [Build.arg(nil, v("property"))], trailing: nil)),
            ]))),
            .function(SwiftFunction(doc: [
                "The followed layer's shadow outlined by its displayed bounds and corner radius: with a path, Core Animation",
                "need not render the layer offscreen each frame to find the shadow's shape (CALayer.h, `shadowPath`).",
            ], access: .private, name: "outlineShadow", parameters: [SwiftParameter("of", "shown", .named("CALayer"))], body: [
                .guard([.expr(v("outlinesShadow"))], else: [.return(nil)]),
                .assign(target.dot("shadowPath"), call(v("UIBezierPath"), [("roundedRect", v("shown").dot("bounds")), ("cornerRadius", v("shown").dot("cornerRadius"))]).dot("cgPath")),
            ])),
            .function(SwiftFunction(access: .private, name: "copy", parameters: [SwiftParameter("from", "shown", .named("CALayer"))], body: [
                // bounds.size, not bounds.width: CGRect's width is standardized (never negative).
                .let("x", nil, v("shown").dot("position").dot("x")), .let("y", nil, v("shown").dot("position").dot("y")),
                .let("width", nil, v("shown").dot("bounds").dot("size").dot("width")),
                .let("height", nil, v("shown").dot("bounds").dot("size").dot("height")),
                .switch(v("property"), copy),
            ])),
        ]
        return .nominal(SwiftNominal(doc: [
            "A shadow or border property of a layer, animated with the transition's property animators.",
            "UIKit's property animators do not animate a layer's shadow or border (written in an animation",
            "block they jump), so the property rides on this hidden view's geometry, which the same animator",
            "animates, and a display link copies the displayed value to the layer once a frame: it scrubs,",
            "reverses, pauses and continues with the release velocity exactly as the animator does.",
        ], access: access, isFinal: true, kind: .class, name: SwiftIdentifier(name), inherits: [.named("UIView")], members: members))
    }
}
