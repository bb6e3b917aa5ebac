/// The fixed part of a generated device test (`transc emit-swift --xctest`), declared `fileprivate`
/// in every test file so that the tests of any number of specs compile together in one target:
/// a player that shows a window in the host's scene, measures the views' presentation layers and
/// compares them with the preview's sample rows, and a pan recognizer the test moves itself.
/// Nothing from a spec enters it; `DeviceTestLowering` writes the per-spec part.
enum DeviceTestHarness {
    /// What a sample row holds per compared view, in order (after the row's first number, the time):
    /// `present` is 0 (not in the window: nothing else is compared), 1, or 2 (with a mask view).
    static let fields = ["present", "x", "y", "width", "height", "alpha"]
        + (1...4).flatMap { r in (1...4).map { c in "m\(r)\(c)" } }
        + ["cornerRadius", "shadowOpacity", "shadowRadius", "shadowOffset.width", "shadowOffset.height", "borderWidth"]
        + ["mask.x", "mask.y", "mask.width", "mask.height", "mask.cornerRadius"]

    /// Points for frames, translations and the mask's geometry; alpha units; the 4×4 matrix's
    /// linear part (cosines, scales) and its perspective column (m14, m24, m34: −1/d is about
    /// −0.002 for d = 500 pt, so a tolerance of 0.02 would hide it).
    static let pointTolerance = 2.0, alphaTolerance = 0.03, linearTolerance = 0.02, perspectiveTolerance = 0.0002

    static func tolerance(_ field: String) -> Double {
        switch field {
        case "present": return 0
        case "alpha", "shadowOpacity": return alphaTolerance
        case "m14", "m24", "m34": return perspectiveTolerance
        case "m41", "m42", "m43": return pointTolerance
        case _ where field.count == 3 && field.hasPrefix("m"): return linearTolerance
        default: return pointTolerance
        }
    }

    static let player: SwiftIdentifier = "TransitionDevicePlayer"
    static let pan: SwiftIdentifier = "TransitionDevicePan"

    static func decls() -> [SwiftDecl] { [.nominal(playerType()), .nominal(panType())] }

    // MARK: Building blocks

    private static func v(_ name: String) -> SwiftExpr { .id(name) }
    private static func call(_ callee: SwiftExpr, _ args: [(String?, SwiftExpr)] = [], trailing: SwiftClosure? = nil) -> SwiftExpr {
        .call(callee, args.map { Build.arg($0.0, $0.1) }, trailing: trailing)
    }
    private static func double(_ e: SwiftExpr) -> SwiftExpr { call(v("Double"), [(nil, e)]) }
    private static let doubleType = SwiftType.named("Double")
    private static let rowsType = SwiftType.array(.array(doubleType))
    private static func staticFunc(_ doc: [String], _ name: String, _ parameters: [SwiftParameter], returns: SwiftType? = nil,
                                   async: Bool = false, throws: Bool = false, _ body: [SwiftStmt]) -> SwiftDecl {
        var f = SwiftFunction(doc: doc, isStatic: true, name: SwiftIdentifier(name), parameters: parameters, returns: returns, body: body)
        f.isAsync = async
        f.isThrowing = `throws`
        return .function(f)
    }
    /// `abs(Double(a) - b) < 0.5`
    private static func near(_ a: SwiftExpr, _ b: SwiftExpr) -> SwiftExpr {
        .binary(call(v("abs"), [(nil, .binary(double(a), .subtract, b))]), .less, .double(0.5))
    }
    /// `layer.presentation() ?? layer`
    private static func presented(_ layer: SwiftExpr) -> SwiftExpr {
        .binary(call(layer.dot("presentation")), .nilCoalescing, layer)
    }

    // MARK: The player

    static func playerType() -> SwiftNominal {
        let width = v("width"), height = v("height"), window = v("window")
        let sizeParameters = [SwiftParameter("width", doubleType), SwiftParameter("height", doubleType)]
        let members: [SwiftDecl] = [
            .variable(SwiftVariable(doc: ["The numbers per view in a sample row, after the row's time: `present` is 0 (not in the window), 1, or 2",
                                          "(with a mask view); the untransformed frame in the window and the opacity of the presentation",
                                          "layer; its `transform` (CATransform3D, row by row); its corner radius, shadow and border width;",
                                          "its mask view's frame and corner radius."],
                                    isLet: true, isStatic: true, name: "fields", type: .array(.named("String")),
                                    accessor: .stored(.array(fields.map { .string($0) }, multiline: false)))),
            .variable(SwiftVariable(doc: ["Each field's tolerance: points, alpha units, the matrix's linear part and its perspective column."],
                                    isLet: true, isStatic: true, name: "tolerances", type: .array(doubleType),
                                    accessor: .stored(.array(fields.map { .double(tolerance($0)) }, multiline: false)))),
            .variable(SwiftVariable(doc: ["The device's clock starts an animation a frame or two after the call: a measurement is compared",
                                          "with the preview's values within ±timeWindow s of its time."],
                                    isLet: true, isStatic: true, name: "timeWindow", type: doubleType,
                                    accessor: .stored(.binary(.double(1), .divide, .double(30))))),
            staticFunc(["A window in the host's first window scene (a scene-based app shows no window without one), or,",
                        "in a host without scenes, a window of its own; its frame is the preview's container."],
                       "window", sizeParameters, returns: .named("UIWindow"), [
                .deferredLet("window", .named("UIWindow")),
                .if([.bind("scene", .cast(call(v("UIApplication").dot("shared").dot("connectedScenes").dot("first"),
                                               [("where", .closure(SwiftClosure(body: [.expr(.cast(v("$0"), .check, .named("UIWindowScene")))])))]),
                                          .conditional, .named("UIWindowScene")))],
                    then: [.assign(window, call(v("UIWindow"), [("windowScene", v("scene"))]))],
                    else: [.assign(window, call(v("UIWindow"), [("frame", .implicit("zero"))]))]),
                .assign(window.dot("frame"), Build.rect(.double(0), .double(0), width, height)),
                .return(window),
            ]),
            staticFunc(["Shows `root` in `window`; skips the test when the host does not show the window at the preview's",
                        "container size (the spec's geometry depends on it)."],
                       "show", [SwiftParameter(nil, "root", .named("UIViewController")), SwiftParameter("in", "window", .named("UIWindow"))] + sizeParameters,
                       throws: true, [
                .assign(window.dot("rootViewController"), v("root")),
                .expr(call(window.dot("makeKeyAndVisible"))),
                .expr(call(window.dot("layoutIfNeeded"))),
                .let("sized", nil, .binary(near(window.dot("bounds").dot("width"), width), .and, near(window.dot("bounds").dot("height"), height))),
                .if([.expr(.prefix(.not, v("sized")))], then: [.assign(window.dot("isHidden"), .bool(true))], else: nil),
                .expr(.prefix(.try, call(v("XCTSkipIf"), [(nil, .prefix(.not, v("sized"))), (nil, call(.array([
                    .string("the host shows the test's window at "), call(v("String"), [("describing", window.dot("bounds").dot("size"))]),
                    .string(", not at the preview's container size "), call(v("String"), [(nil, width)]), .string(" x "), call(v("String"), [(nil, height)]),
                ], multiline: false).dot("joined")))]))),
            ]),
            measure(),
            differences(),
            compare(),
            staticFunc(["Waits until `condition` holds or `timeout` seconds pass."], "wait",
                       [SwiftParameter("timeout", doubleType), SwiftParameter("until", "condition", .function([], .named("Bool")))], async: true, [
                .let("start", nil, call(v("CACurrentMediaTime"))),
                .whileLoop(.binary(.prefix(.not, call(v("condition"))), .and, .binary(.binary(call(v("CACurrentMediaTime")), .subtract, v("start")), .less, v("timeout"))), [
                    .expr(.prefix(.tryOptional, .prefix(.await, call(v("Task").dot("sleep"), [("nanoseconds", .integer(10_000_000))])))),
                ]),
            ]),
        ]
        return SwiftNominal(doc: ["Plays transitions in a window of the preview's container size and compares the views' presentation",
                                  "layers with the preview's samples (`transc run`)."],
                            attributes: ["@MainActor"], access: .fileprivate, kind: .enum, name: player, members: members)
    }

    /// `measure(_:in:)`: a view's row numbers as the device shows it now.
    private static func measure() -> SwiftDecl {
        let layer = v("layer"), mask = v("maskLayer"), values = v("values"), t = v("t")
        func half(_ l: SwiftExpr, _ axis: String, _ size: String) -> SwiftExpr {
            .binary(l.dot("position").dot(axis), .subtract, .binary(l.dot("bounds").dot(size), .divide, .double(2)))
        }
        let matrix = (1...4).flatMap { r in (1...4).map { c in t.dot("m\(r)\(c)") } }
        let toDoubles = SwiftClosure(body: [.expr(double(v("$0")))])
        return staticFunc(["What the device shows of `view` now, as a sample row's numbers (`fields`); 0 alone when it is not in the window."],
                          "measure", [SwiftParameter(nil, "view", .named("UIView")), SwiftParameter("in", "window", .named("UIWindow"))],
                          returns: .array(doubleType), [
            .guard([.expr(.binary(v("view").dot("window"), .identical, v("window")))], else: [.return(.array([.double(0)], multiline: false))]),
            .let("layer", nil, presented(v("view").dot("layer"))),
            .let("target", nil, presented(v("window").dot("layer"))),
            .comment("The centre in the window through the presentation layers' tree, and the untransformed size."),
            .let("center", nil, .binary(call(.optionalMember(layer.dot("superlayer"), "convert"), [(nil, layer.dot("position")), ("to", v("target"))]),
                                        .nilCoalescing, layer.dot("position"))),
            .let("size", nil, layer.dot("bounds").dot("size")),
            .let("t", nil, layer.dot("transform")),
            .var("values", .array(doubleType), .array([
                .double(1),
                double(.binary(v("center").dot("x"), .subtract, .binary(v("size").dot("width"), .divide, .double(2)))),
                double(.binary(v("center").dot("y"), .subtract, .binary(v("size").dot("height"), .divide, .double(2)))),
                double(v("size").dot("width")), double(v("size").dot("height")), double(layer.dot("opacity")),
            ], multiline: false)),
            .expr(call(values.dot("append"), [("contentsOf", call(.array(matrix, multiline: false).dot("map"), trailing: toDoubles))])),
            .expr(call(values.dot("append"), [("contentsOf", call(.array([
                layer.dot("cornerRadius"), call(v("CGFloat"), [(nil, layer.dot("shadowOpacity"))]), layer.dot("shadowRadius"),
                layer.dot("shadowOffset").dot("width"), layer.dot("shadowOffset").dot("height"), layer.dot("borderWidth"),
            ], multiline: false).dot("map"), trailing: toDoubles))])),
            .if([.bind("maskView", v("view").dot("mask"))], then: [
                .let("maskLayer", nil, presented(v("maskView").dot("layer"))),
                .assign(.subscript(values, .integer(0)), .double(2)),
                .expr(call(values.dot("append"), [("contentsOf", call(.array([
                    half(mask, "x", "width"), half(mask, "y", "height"), mask.dot("bounds").dot("width"), mask.dot("bounds").dot("height"),
                    mask.dot("cornerRadius"),
                ], multiline: false).dot("map"), trailing: toDoubles))])),
            ], else: [
                .expr(call(values.dot("append"), [("contentsOf", .array(Array(repeating: .double(0), count: 5), multiline: false))])),
            ]),
            .return(values),
        ])
    }

    /// `differences(_:names:in:expected:start:tick:)`: the sampling loop.
    private static func differences() -> SwiftDecl {
        let time = v("time"), start = v("start")
        let now = SwiftExpr.binary(call(v("CACurrentMediaTime")), .subtract, start)
        return staticFunc(["Measures every view about every frame from `start` until the last expected sample's time, after calling",
                           "`tick` with the time (an interactive scenario moves its gesture there), and returns where the device",
                           "is outside the preview. The samples are rows of numbers separated by spaces, read here (data: a literal",
                           "of thousands of numbers costs the type checker seconds)."],
                          "differences", [SwiftParameter(nil, "views", .array(.named("UIView"))), SwiftParameter("names", .array(.named("String"))),
                                          SwiftParameter("in", "window", .named("UIWindow")), SwiftParameter("expected", "samples", .array(.named("String"))),
                                          SwiftParameter("start", doubleType), SwiftParameter("tick", .optional(.function([doubleType], .named("Void"))))],
                          returns: .array(.named("String")), async: true, [
            .let("expected", rowsType, call(v("samples").dot("map"), trailing: SwiftClosure(parameters: ["row"], body: [
                .expr(call(call(v("row").dot("split"), [("separator", .string(" "))]).dot("map"), trailing: SwiftClosure(body: [
                    .expr(.binary(call(v("Double"), [(nil, v("$0"))]), .nilCoalescing, v("Double").dot("nan"))),
                ]))),
            ]))),
            .guard([.bind("end", .optionalMember(v("expected").dot("last"), "first"))], else: [.return(.array([], multiline: false))]),
            .var("found", .array(.named("String")), .array([], multiline: false)),
            .var("time", nil, now),
            .whileLoop(.binary(time, .lessEqual, v("end")), [
                .if([.unwrap("tick")], then: [.expr(call(v("tick"), [(nil, time)]))], else: nil),
                .forInPair("index", "view", call(v("views").dot("enumerated")), [
                    .let("measured", nil, call(v("measure"), [(nil, v("view")), ("in", v("window"))])),
                    .expr(call(v("found").dot("append"), [("contentsOf", call(v("compare"), [
                        (nil, v("measured")), ("expected", v("expected")), ("view", v("index")), ("name", .subscript(v("names"), v("index"))), ("at", time),
                    ]))])),
                ]),
                .expr(.prefix(.tryOptional, .prefix(.await, call(v("Task").dot("sleep"), [("nanoseconds", .integer(8_000_000))])))),
                .assign(time, now),
            ]),
            .return(v("found")),
        ])
    }

    /// `compare(_:expected:view:name:at:)`: one measurement against the preview's rows near its time.
    private static func compare() -> SwiftDecl {
        let first = v("first"), band = v("band"), measured = v("measured"), index = v("index")
        func all(_ op: SwiftBinaryOperator, _ value: Double) -> SwiftExpr {
            // The closure in parentheses: a trailing one cannot end a condition.
            call(band.dot("allSatisfy"), [(nil, .closure(SwiftClosure(body: [.expr(.binary(.subscript(v("$0"), first), op, .double(value)))])))])
        }
        func issue(_ text: [SwiftExpr]) -> SwiftStmt {
            .expr(call(v("found").dot("append"), [(nil, call(.array(text, multiline: false).dot("joined")))]))
        }
        let describedTime = call(v("String"), [(nil, v("time"))])
        let maskEnd = fields.count, layerEnd = maskEnd - 5
        return staticFunc(["`view`'s measured numbers against the preview's rows within ±timeWindow of `time`: each field's values over",
                           "that window, widened by its tolerance. Compared only while the view is in the window on both sides; the",
                           "mask's geometry only while both have one."],
                          "compare", [SwiftParameter(nil, "measured", .array(doubleType)), SwiftParameter("expected", rowsType),
                                      SwiftParameter("view", .named("Int")), SwiftParameter("name", .named("String")), SwiftParameter("at", "time", doubleType)],
                          returns: .array(.named("String")), [
            .let("first", nil, .binary(.integer(1), .add, .binary(v("view"), .multiply, v("fields").dot("count")))),
            .let("band", nil, call(v("expected").dot("filter"), trailing: SwiftClosure(body: [
                .expr(.binary(call(v("abs"), [(nil, .binary(.subscript(v("$0"), .integer(0)), .subtract, v("time")))]), .lessEqual, v("timeWindow"))),
            ]))),
            .guard([.expr(.binary(.subscript(measured, .integer(0)), .notEqual, .double(0))), .expr(.prefix(.not, band.dot("isEmpty"))),
                    .expr(all(.notEqual, 0))], else: [.return(.array([], multiline: false))]),
            .var("found", .array(.named("String")), .array([], multiline: false)),
            .let("masked", nil, .binary(all(.equal, 2), .and, .binary(.subscript(measured, .integer(0)), .equal, .double(2)))),
            .if([.expr(all(.equal, 2)), .expr(.binary(.subscript(measured, .integer(0)), .notEqual, .double(2)))],
                then: [issue([.string("t = "), describedTime, .string(": "), v("name"), .string(" has no mask view; the preview has one")])], else: nil),
            .if([.expr(all(.equal, 1)), .expr(.binary(.subscript(measured, .integer(0)), .equal, .double(2)))],
                then: [issue([.string("t = "), describedTime, .string(": "), v("name"), .string(" has a mask view; the preview has none")])], else: nil),
            .forIn("index", call(v("stride"), [("from", .integer(1)), ("to", .ternary(v("masked"), .integer(maskEnd), .integer(layerEnd))), ("by", .integer(1))]), where: nil, [
                .let("values", nil, call(band.dot("map"), trailing: SwiftClosure(body: [.expr(.subscript(v("$0"), .binary(first, .add, index)))]))),
                .let("low", nil, .binary(call(v("values").dot("min")), .nilCoalescing, .double(0))),
                .let("high", nil, .binary(call(v("values").dot("max")), .nilCoalescing, .double(0))),
                .let("value", nil, .subscript(measured, index)),
                .if([.expr(.binary(.binary(v("value"), .less, .binary(v("low"), .subtract, .subscript(v("tolerances"), index))), .or,
                                   .binary(v("value"), .greater, .binary(v("high"), .add, .subscript(v("tolerances"), index)))))], then: [
                    issue([.string("t = "), describedTime, .string(": "), v("name"), .string("."), .subscript(v("fields"), index), .string(" "),
                           call(v("String"), [(nil, v("value"))]), .string(", preview "), call(v("String"), [(nil, v("low"))]), .string("..."),
                           call(v("String"), [(nil, v("high"))])]),
                ], else: nil),
            ]),
            .return(v("found")),
        ])
    }

    // MARK: The pan

    /// A pan recognizer whose state, translation and velocity the test sets, moved through a scrub.
    static func panType() -> SwiftNominal {
        func stored(_ doc: [String], _ name: String, _ type: SwiftType, _ value: SwiftExpr, access: SwiftAccess? = nil) -> SwiftDecl {
            .variable(SwiftVariable(doc: doc, access: access, name: SwiftIdentifier(name), type: type, accessor: .stored(value)))
        }
        let current = v("current"), offset = v("offset"), speed = v("speed")
        func alongAxis(_ value: SwiftExpr) -> SwiftExpr {
            .ternary(v("axisIsY"), Build.point(.integer(0), value), Build.point(value, .integer(0)))
        }
        let releaseTime = SwiftExpr.binary(.binary(v("progress"), .multiply, v("duration")), .add, v("pause"))
        var override = SwiftVariable(isOverride: true, name: "state", type: .member(.named("UIGestureRecognizer"), "State"),
                                     accessor: .getSet([.return(current)], [.assign(current, v("newValue"))]))
        override.doc = ["The test's state: UIKit lets a subclass set it (UIGestureRecognizerSubclass.h)."]
        let members: [SwiftDecl] = [
            stored(["The gesture's axis and its distance in points (the preview's `interactive.distance` in this scene)."], "axisIsY", .named("Bool"), .bool(false)),
            stored([], "distance", doubleType, .double(0)),
            stored(["The scrub: dragged at the preview's pace to `progress` (reached at progress × duration s), held `pause` s,",
                    "released at `releaseVelocity` points per second."], "progress", doubleType, .double(0)),
            stored([], "duration", doubleType, .double(0)),
            stored([], "pause", doubleType, .double(0)),
            stored([], "releaseVelocity", doubleType, .double(0)),
            stored([], "current", .member(.named("UIGestureRecognizer"), "State"), .implicit("possible"), access: .private),
            stored([], "offset", doubleType, .double(0), access: .private),
            stored([], "speed", doubleType, .double(0), access: .private),
            .variable(override),
            .function(SwiftFunction(isOverride: true, name: "translation", parameters: [SwiftParameter("in", "view", .optional(.named("UIView")))],
                                    returns: .named("CGPoint"), body: [.return(alongAxis(offset))])),
            .function(SwiftFunction(isOverride: true, name: "velocity", parameters: [SwiftParameter("in", "view", .optional(.named("UIView")))],
                                    returns: .named("CGPoint"), body: [.return(alongAxis(speed))])),
            .function(SwiftFunction(doc: ["Moves the gesture to where the scrub is at `time` (began, changed, then ended once at the release)",
                                          "and hands it to `handle`, the generated interaction controller's entry point; nothing after the release."],
                                    name: "advance", parameters: [SwiftParameter("to", "time", doubleType),
                                                                  SwiftParameter("handle", .function([.named("TransitionDevicePan")], .named("Void")))], body: [
                .guard([.expr(.binary(current, .notEqual, .implicit("ended")))], else: [.return(nil)]),
                .if([.expr(.binary(current, .equal, .implicit("possible")))], then: [.assign(current, .implicit("began"))],
                    else: [.if([.expr(.binary(v("time"), .lessEqual, releaseTime))], then: [.assign(current, .implicit("changed"))],
                               else: [.assign(current, .implicit("ended")), .assign(speed, v("releaseVelocity"))])]),
                .let("pace", nil, .ternary(.binary(v("duration"), .greater, .double(0)), .binary(v("time"), .divide, v("duration")), v("progress"))),
                .assign(offset, .binary(call(v("min"), [(nil, v("pace")), (nil, v("progress"))]), .multiply, v("distance"))),
                .expr(call(v("handle"), [(nil, .selfRef)])),
            ])),
        ]
        return SwiftNominal(doc: ["A pan the test moves itself (a test cannot make touches): the generated handler reads only its state,",
                                  "translation and velocity, which UIKit documents for subclasses to override or set."],
                            attributes: ["@MainActor"], access: .fileprivate, isFinal: true, kind: .class, name: pan,
                            inherits: [.named("UIPanGestureRecognizer")], members: members)
    }
}
