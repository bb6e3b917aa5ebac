import TransitionCompiler

/// What a device test needs of one played scenario of an operation, computed by the caller from
/// the preview (`transc run`): the samples of the views it compares and, for a scrub, the gesture.
public struct DeviceTestOperation: Sendable {
    /// One view's presentation state as the preview draws it.
    public struct State: Sendable {
        /// The untransformed frame in the container, and the alpha.
        public var x, y, width, height, alpha: Double
        /// The layer's transform, CATransform3D's sixteen entries row by row (an affine one as UIKit
        /// writes it into the layer: a, b, c, d in m11, m12, m21, m22, tx, ty in m41, m42).
        public var transform: [Double]
        /// The layer's corner radius, shadow opacity, radius and offset (width, height), and border width.
        public var layer: [Double]
        /// The mask view's frame (in the view's coordinates) and corner radius; nil: no mask.
        public var mask: (x: Double, y: Double, width: Double, height: Double, cornerRadius: Double)?
        public init(x: Double, y: Double, width: Double, height: Double, alpha: Double, transform: [Double],
                    layer: [Double] = [0, 0, 3, 0, -3, 0],
                    mask: (x: Double, y: Double, width: Double, height: Double, cornerRadius: Double)?) {
            self.x = x; self.y = y; self.width = width; self.height = height; self.alpha = alpha
            self.transform = transform
            self.layer = layer
            self.mask = mask
        }
    }

    /// An interactive scenario: the pan dragged at the preview's pace to `progress`, held `pause` s,
    /// released at `releaseVelocity` points per second (`transc run --scrub P --release-velocity V`).
    public struct Scrub: Sendable {
        public var axisIsY: Bool
        /// Points; negative: towards negative coordinates.
        public var distance: Double
        public var progress, duration, pause, releaseVelocity: Double
        /// Whether the preview finishes (the test's name says which it plays).
        public var finishes: Bool
        public init(axisIsY: Bool, distance: Double, progress: Double, duration: Double, pause: Double, releaseVelocity: Double, finishes: Bool) {
            self.axisIsY = axisIsY
            self.distance = distance
            self.progress = progress
            self.duration = duration
            self.pause = pause
            self.releaseVelocity = releaseVelocity
            self.finishes = finishes
        }
    }

    public var operation: Operation
    /// nil: played without a gesture (animated).
    public var scrub: Scrub?
    public var samples: [(time: Double, views: [String: State])]
    public init(operation: Operation, scrub: Scrub? = nil, samples: [(time: Double, views: [String: State])]) {
        self.operation = operation
        self.scrub = scrub
        self.samples = samples
    }
}

/// One transition's device test input: its played scenarios and the preview's container and
/// provided views' frames (in their root view).
public struct DeviceTestInput: Sendable {
    public var transition: TransitionIR
    public var width: Double, height: Double
    public var providedFrames: [String: (x: Double, y: Double, width: Double, height: Double)]
    public var operations: [DeviceTestOperation]
    public init(transition: TransitionIR, width: Double, height: Double,
                providedFrames: [String: (x: Double, y: Double, width: Double, height: Double)], operations: [DeviceTestOperation]) {
        self.transition = transition
        self.width = width
        self.height = height
        self.providedFrames = providedFrames
        self.operations = operations
    }
}

/// `transc emit-swift --xctest`: an XCTest file that plays each custom operation on a simulator or
/// device (the app's real UIKit: a real push, pop, present, dismiss or tab selection through the
/// generated one-line wiring, and each interactive operation scrubbed through the generated
/// gesture handler to a finish and to a cancel) and compares the views' presentation layers with
/// the preview, within tolerances. Built as Swift AST and printed by `SwiftRenderer`.
public enum DeviceTestLowering {
    /// `importModule`: the app module the test reaches through `@testable import` (nil: the test is
    /// compiled with the generated code).
    public static func source(_ inputs: [DeviceTestInput], sourcePath: String, stems: [String], importModule: String? = nil) -> String {
        SwiftRenderer.render(file(inputs, sourcePath: sourcePath, stems: stems, importModule: importModule))
    }

    public static func file(_ inputs: [DeviceTestInput], sourcePath: String, stems: [String], importModule: String? = nil) -> SwiftFile {
        var decls: [SwiftDecl] = [.import("UIKit"), .import("XCTest")]
        // The CLI accepts only an identifier; made one here too for any caller.
        if let importModule { decls.append(.testableImport(SwiftIdentifier(SwiftNames.sanitize(importModule)))) }
        decls += DeviceTestHarness.decls()
        for (input, stem) in zip(inputs, stems) { decls += transition(input, stem: stem) }
        return SwiftFile(header: [
            "Generated by `transc emit-swift --xctest` from \(sourcePath). Do not edit: change the spec and regenerate.",
            "Plays each operation in a window of the preview's size, scrubs each interactive one through its gesture handler,",
            "and compares the views' presentation layers with the preview's timeline (`transc run`). Add it to the app's",
            "UI test or unit test target (hosted by the app); `--xctest-import APP` makes it reach the app's types.",
        ], decls: decls)
    }

    private static func v(_ name: String) -> SwiftExpr { .id(name) }
    private static func call(_ callee: SwiftExpr, _ args: [(String?, SwiftExpr)] = [], trailing: SwiftClosure? = nil) -> SwiftExpr {
        .call(callee, args.map { Build.arg($0.0, $0.1) }, trailing: trailing)
    }
    private static func function(_ name: String, _ body: [SwiftStmt]) -> SwiftDecl {
        var f = SwiftFunction(attributes: ["@MainActor"], name: SwiftIdentifier(name), body: body)
        f.isAsync = true
        f.isThrowing = true
        return .function(f)
    }

    /// A test's names of a scenario: `pushSamples`, `dismissFinishSamples`; `testDismissInteractiveCancel`.
    static func samplesName(_ op: DeviceTestOperation) -> String {
        op.operation.rawValue + (op.scrub.map { $0.finishes ? "Finish" : "Cancel" } ?? "") + "Samples"
    }

    static func transition(_ input: DeviceTestInput, stem: String) -> [SwiftDecl] {
        let t = input.transition
        let names = TransitionNames(stem: stem, context: t.context)
        var decls: [SwiftDecl] = [.comment(["MARK: - " + SwiftNames.sanitize(t.name)])]
        let played = input.operations.filter { t.operation($0.operation)?.branch != nil }
        guard !played.isEmpty else { return decls + [.comment(["\(stem): no custom operation to play."])] }
        let scene = Scene(input: input, stem: stem, names: names)
        decls += scene.controllerClasses()
        var members: [SwiftDecl] = []
        var namedOperations = Set<Operation>()
        for op in played {
            if namedOperations.insert(op.operation).inserted {
                members.append(.variable(SwiftVariable(doc: ["The compared views of \(op.operation.rawValue), in the order of the sample rows."],
                                                       isLet: true, isStatic: true, name: SwiftIdentifier(op.operation.rawValue + "Names"),
                                                       type: .array(.named("String")),
                                                       accessor: .stored(.array(scene.compared(op.operation).map { .string($0.name) }, multiline: false)))))
            }
            let command = "transc run --op \(op.operation.rawValue)" + (op.scrub.map { " --scrub \(SwiftRenderer.number($0.progress))" } ?? "")
            members.append(.variable(SwiftVariable(
                doc: ["The preview's \(op.operation.rawValue) (`\(command)`), container \(SwiftRenderer.number(input.width))×\(SwiftRenderer.number(input.height)) pt:",
                      "one row per sample: its time, then per view `TransitionDevicePlayer.fields`."],
                isLet: true, isStatic: true, name: SwiftIdentifier(samplesName(op)), type: .array(.named("String")),
                accessor: .stored(.array(op.samples.map { scene.row($0, op.operation) }, multiline: true)))))
        }
        let animated = played.filter { $0.scrub == nil }
        if !animated.isEmpty { members.append(function("testOperations", scene.animatedBody(animated))) }
        for op in played { if let scrub = op.scrub {
            members.append(function("test" + op.operation.rawValue.prefix(1).uppercased() + op.operation.rawValue.dropFirst()
                                    + "Interactive" + (scrub.finishes ? "Finish" : "Cancel"), scene.interactiveBody(op, scrub)))
        } }
        decls.append(.nominal(SwiftNominal(isFinal: true, kind: .class, name: SwiftIdentifier(stem + "DeviceTests"),
                                           inherits: [.named("XCTestCase")], members: members)))
        return decls
    }

    /// One transition's test scene: its view controllers, container and views.
    struct Scene {
        let input: DeviceTestInput
        let stem: String
        let names: TransitionNames
        var t: TransitionIR { input.transition }

        /// `visibleCells` of a list element `visibleCells[3]` (ListElements.expand).
        func listName(_ property: String) -> String? { property.firstIndex(of: "[").map { String(property[..<$0]) } }

        func properties(_ side: Side) -> [String] {
            t.providedViews(of: side).compactMap { d -> String? in
                if case .provided(_, let p) = d.kind { return listName(p) ?? p } else { return nil }
            }
        }

        /// A side that provides views is a class of the test's own adopting the generated protocol;
        /// otherwise the destination is the `appliesTo` class, or a plain view controller.
        func controllerType(_ side: Side) -> String {
            if !properties(side).isEmpty { return stem + (side == .source ? "DeviceSource" : "DeviceDestination") }
            if side == .destination, let appliesTo = t.appliesTo { return SwiftNames.sanitize(appliesTo) }
            return "UIViewController"
        }

        func property(_ p: String) -> SwiftIdentifier { SwiftIdentifier(SwiftNames.sanitize(p)) }

        /// The view controllers that provide views: each view at the preview's frame in its root view,
        /// added in declaration order (the drawing order).
        func controllerClasses() -> [SwiftDecl] {
            var decls: [SwiftDecl] = []
            for side in [Side.source, .destination] where !properties(side).isEmpty {
                var members: [SwiftDecl] = []
                var adds: [SwiftStmt] = [.expr(.call(.superRef.dot("viewDidLoad"), [], trailing: nil))]
                var lists: [String: [SwiftExpr]] = [:], order: [String] = []
                // A list stands for its elements (`visibleCells[3]`), which the preview draws.
                for decl in t.providedViews(of: side) where !decl.isList {
                    guard case .provided(_, let p) = decl.kind else { continue }
                    let f = input.providedFrames[decl.name]
                    let type = t.imageSnapshotSources.contains("\(side).\(SwiftNames.sanitize(p))") ? "UIImageView" : "UIView"
                    let view = Build.typeCall(type, Build.arg("frame", f.map { Build.rect(.double($0.x), .double($0.y), .double($0.width), .double($0.height)) } ?? .implicit("zero")))
                    if let list = listName(p) {
                        if lists[list] == nil { order.append(list) }
                        adds.append(.expr(call(SwiftExpr.id("view").dot("addSubview"), [(nil, .subscript(.id(property(list)), .integer(lists[list, default: []].count)))])))
                        lists[list, default: []].append(view)
                    } else {
                        order.append(p)
                        members.append(.variable(SwiftVariable(isLet: true, name: property(p), type: .named(type), accessor: .stored(view))))
                        adds.append(.expr(call(SwiftExpr.id("view").dot("addSubview"), [(nil, .id(property(p)))])))
                    }
                }
                for list in order where lists[list] != nil {
                    members.append(.variable(SwiftVariable(isLet: true, name: property(list), type: .array(.named("UIView")),
                                                           accessor: .stored(.array(lists[list] ?? [], multiline: true)))))
                }
                members.append(.function(SwiftFunction(isOverride: true, name: "viewDidLoad", body: adds)))
                let proto = side == .source ? names.sourceProtocol : names.destinationProtocol
                decls.append(.nominal(SwiftNominal(doc: ["The \(side == .source ? "source" : "destination") with the views the spec names, at the preview's frames."],
                                                   access: .fileprivate, isFinal: true, kind: .class, name: SwiftIdentifier(controllerType(side)),
                                                   inherits: [.named("UIViewController"), .named(proto)], members: members)))
            }
            return decls
        }

        /// The compared views of an operation: the roots and provided views, with their names in the preview.
        func compared(_ op: Operation) -> [(name: String, view: SwiftExpr)] {
            t.views.compactMap { decl in
                guard !decl.isList else { return nil }
                let name = decl.displayName(in: op)
                switch decl.kind {
                case .root(let side): return (name, SwiftExpr.id(side == .source ? "source" : "destination").dot("view"))
                case .provided(let side, let p):
                    let owner = SwiftExpr.id(side == .source ? "source" : "destination")
                    if let list = listName(p), let index = Int(p.dropFirst(list.count + 1).dropLast()) {
                        return (name, .subscript(owner.dot(property(list)), .integer(index)))
                    }
                    return (name, owner.dot(property(p)))
                default: return nil
                }
            }
        }

        /// A sample's row: its time, then per compared view `DeviceTestHarness.fields`.
        func row(_ sample: (time: Double, views: [String: DeviceTestOperation.State]), _ op: Operation) -> SwiftExpr {
            var numbers = [sample.time]
            for (name, _) in compared(op) {
                guard let s = sample.views[name] else {
                    numbers += Array(repeating: 0, count: DeviceTestHarness.fields.count)
                    continue
                }
                numbers += [s.mask == nil ? 1 : 2, s.x, s.y, s.width, s.height, s.alpha] + s.transform + s.layer
                numbers += s.mask.map { [$0.x, $0.y, $0.width, $0.height, $0.cornerRadius] } ?? [0, 0, 0, 0, 0]
            }
            return .string(numbers.map(SwiftRenderer.number).joined(separator: " "))
        }

        // MARK: Test bodies

        var container: String {
            switch t.context {
            case .navigation: return "navigationController"
            case .tab: return "tabBarController"
            case .modal: return "source"
            }
        }

        /// The window, the view controllers and the installed transition, shown. `keepsDelegate`: the
        /// installed delegate is kept as `delegate` (an interactive scenario hands its gestures to it).
        func setup(keepsDelegate: Bool) -> [SwiftStmt] {
            var body: [SwiftStmt] = [
                .let("window", nil, call(SwiftExpr.id(DeviceTestHarness.player).dot("window"), [("width", .double(input.width)), ("height", .double(input.height))])),
                .let("source", nil, call(.id(controllerType(.source)))),
                .let("destination", nil, call(.id(controllerType(.destination)))),
            ]
            let install: SwiftExpr
            switch t.context {
            case .navigation:
                body.append(.let("navigationController", nil, call(v("UINavigationController"), [("rootViewController", v("source"))])))
                body.append(.expr(call(v("navigationController").dot("setNavigationBarHidden"), [(nil, .bool(true)), ("animated", .bool(false))])))
                install = call(SwiftExpr.id(names.delegate).dot("install"), [("on", v("navigationController"))])
            case .tab:
                // Forward is a move to a higher index: the source side is the lower tab. The tab bar is
                // hidden (the preview has none).
                body.append(.let("tabBarController", nil, call(v("UITabBarController"))))
                body.append(.assign(v("tabBarController").dot("viewControllers"), .array([v("source"), v("destination")], multiline: false)))
                body.append(.assign(v("tabBarController").dot("tabBar").dot("isHidden"), .bool(true)))
                install = call(SwiftExpr.id(names.delegate).dot("install"), [("on", v("tabBarController"))])
            case .modal:
                install = .nil
            }
            if t.context != .modal { body.append(keepsDelegate ? .let("delegate", nil, install) : .expr(install)) }
            body.append(.expr(.prefix(.try, call(SwiftExpr.id(DeviceTestHarness.player).dot("show"), [
                (nil, v(container)), ("in", v("window")), ("width", .double(input.width)), ("height", .double(input.height)),
            ]))))
            return body
        }

        /// `await TransitionDevicePlayer.wait(timeout: 5) { … }` until the transition has ended.
        func waitForEnd() -> SwiftStmt {
            let coordinator: SwiftExpr
            switch t.context {
            case .navigation: coordinator = .binary(v("navigationController").dot("transitionCoordinator"), .equal, .nil)
            case .tab: coordinator = .binary(v("tabBarController").dot("transitionCoordinator"), .equal, .nil)
            case .modal: coordinator = .binary(.binary(v("source").dot("transitionCoordinator"), .equal, .nil), .and,
                                               .binary(v("destination").dot("transitionCoordinator"), .equal, .nil))
            }
            return .expr(.prefix(.await, call(SwiftExpr.id(DeviceTestHarness.player).dot("wait"), [("timeout", .double(5))],
                                              trailing: SwiftClosure(body: [.expr(coordinator)]))))
        }

        /// The statement that starts `op` without a gesture (the generated wiring's one call).
        func start(_ op: Operation, keepsDelegate: Bool = false) -> SwiftStmt {
            switch op {
            case .push: return .expr(call(v("navigationController").dot("pushViewController"), [(nil, v("destination")), ("animated", .bool(true))]))
            case .pop: return .expr(call(v("navigationController").dot("popViewController"), [("animated", .bool(true))]))
            case .present:
                let present = call(SwiftExpr.id(names.delegate).dot("present"), [(nil, v("destination")), ("from", v("source"))])
                return keepsDelegate ? .let("delegate", nil, present) : .expr(present)
            case .dismiss: return .expr(call(v("destination").dot("dismiss"), [("animated", .bool(true))]))
            case .forward: return .assign(v("tabBarController").dot("selectedIndex"), .integer(1))
            case .backward: return .assign(v("tabBarController").dot("selectedIndex"), .integer(0))
            }
        }

        /// `let opViews: [UIView] = [...]`
        func views(_ op: Operation) -> SwiftStmt {
            .let(SwiftIdentifier(op.rawValue + "Views"), .array(.named("UIView")), .array(compared(op).map(\.view), multiline: false))
        }

        /// `await TransitionDevicePlayer.differences(opViews, …)`, with `tick` when a gesture moves.
        func differences(_ op: DeviceTestOperation, tick: SwiftClosure?) -> SwiftExpr {
            let name = op.operation.rawValue
            var args: [(String?, SwiftExpr)] = [(nil, v(name + "Views")), ("names", v(stem + "DeviceTests").dot(name + "Names")),
                                                ("in", v("window")), ("expected", v(stem + "DeviceTests").dot(samplesName(op))), ("start", call(v("CACurrentMediaTime")))]
            if tick == nil { args.append(("tick", .nil)) }
            return .prefix(.await, call(SwiftExpr.id(DeviceTestHarness.player).dot("differences"), args, trailing: tick))
        }

        /// Every operation played without a gesture, forward then backward; a direction without a
        /// custom branch runs with UIKit's animation (not compared) so that the next one can.
        func animatedBody(_ played: [DeviceTestOperation]) -> [SwiftStmt] {
            var body = setup(keepsDelegate: false)
            var results: [SwiftExpr] = []
            for op in [Operation.push, .pop, .present, .dismiss, .forward, .backward] where t.context.operations.contains(op) {
                guard let scenario = played.first(where: { $0.operation == op }) else {
                    if played.contains(where: { $0.operation.isForward != op.isForward }), op.isForward {
                        body += [start(op), waitForEnd()]
                    }
                    continue
                }
                body += [views(op), start(op)]
                body.append(.let(SwiftIdentifier(op.rawValue + "Differences"), nil, differences(scenario, tick: nil)))
                body.append(waitForEnd())
                results.append(v(op.rawValue + "Differences"))
            }
            let all = results.dropFirst().reduce(results[0]) { .binary($0, .add, $1) }
            body.append(.expr(call(v("XCTAssertEqual"), [(nil, all), (nil, .array([], multiline: false)), (nil, .string("the device differs from the preview"))])))
            body.append(.assign(v("window").dot("isHidden"), .bool(true)))
            return body
        }

        /// One interactive scenario: the forward operation first when this one is backward (played, not
        /// compared), then the pan scrubbed through the generated interaction controller's `handle(_:begin:)`.
        func interactiveBody(_ op: DeviceTestOperation, _ scrub: DeviceTestOperation.Scrub) -> [SwiftStmt] {
            let operation = op.operation
            let modal = t.context == .modal
            var body = setup(keepsDelegate: !modal)
            if modal && operation == .present {
                body.append(.let("delegate", nil, call(.id(names.delegate))))
                body.append(.expr(call(v("delegate").dot("prepare"), [(nil, v("destination"))])))
            }
            if !operation.isForward, let forward = t.context.operations.first(where: { $0.isForward }) {
                body += [start(forward, keepsDelegate: modal), waitForEnd()]
            }
            let gesture = v("gesture")
            body.append(.let("gesture", nil, call(.id(DeviceTestHarness.pan))))
            body.append(.assign(gesture.dot("axisIsY"), .bool(scrub.axisIsY)))
            for (field, value) in [("distance", scrub.distance), ("progress", scrub.progress), ("duration", scrub.duration),
                                   ("pause", scrub.pause), ("releaseVelocity", scrub.releaseVelocity)] {
                body.append(.assign(gesture.dot(field), .double(value)))
            }
            body.append(views(operation))
            let begin: SwiftStmt = operation == .present
                ? .expr(call(v("source").dot("present"), [(nil, v("destination")), ("animated", .bool(true))]))
                : start(operation)
            let handle = call(v("delegate").dot(names.interactionProperty(operation)).dot("handle"), [(nil, v("pan"))],
                              trailing: SwiftClosure(body: [begin]))
            let tick = SwiftClosure(parameters: ["time"], body: [
                .expr(call(gesture.dot("advance"), [("to", v("time"))], trailing: SwiftClosure(parameters: ["pan"], body: [.expr(handle)]))),
            ])
            body.append(.let("differences", nil, differences(op, tick: tick)))
            body.append(waitForEnd())
            body.append(.expr(call(v("XCTAssertEqual"), [(nil, v("differences")), (nil, .array([], multiline: false)),
                                                         (nil, .string("the device differs from the preview"))])))
            body.append(.assign(v("window").dot("isHidden"), .bool(true)))
            return body
        }
    }
}
