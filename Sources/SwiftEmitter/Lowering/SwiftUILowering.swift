import TransitionCompiler

/// SwiftUI's entry to a modal transition (issue 33, item 4; Docs/SWIFTUI.md): per modal
/// transition a view modifier shaped like `fullScreenCover(isPresented:onDismiss:content:)`,
/// `.cardPresentation(isPresented: $showsCard) { CardView() }`, and once per file (or target) the
/// machinery it runs on, all behind `#if canImport(SwiftUI)`.
///
/// Why a modifier per transition and not one generic modifier: the shared machinery is
/// file-private in a file that stands alone (several such files share a module), so only a name
/// that is the transition's own can be the app's entry point; the transition's name makes it unique
/// as its types are. The machinery is public API only: a `UIViewControllerRepresentable` in the
/// background of the modified view gives the presenting view controller (no walk of SwiftUI's view
/// hierarchy), the content is a `UIHostingController`, presented with the transition's own
/// `present(_:from:animated:completion:)`, and its `viewDidDisappear` while `isBeingDismissed`
/// (a dismissal by the app or by the user's pan or tap) sets `isPresented` back to false.
enum SwiftUILowering {
    static let anchor = "TransitionHostingAnchor"
    static let anchorController = "TransitionHostingAnchorViewController"
    static let anchorView = "TransitionHostingAnchorView"
    static let hostingController = "TransitionHostingController"
    static let helpers: Set<String> = [anchor, anchorController, anchorView, hostingController]
    /// The SwiftUI names the generated code uses (TypeNames.referenced).
    static let referenced: Set<String> = ["SwiftUI", "View", "Binding", "ViewBuilder", "UIViewControllerRepresentable",
                                          "UIHostingController", "Context", "Presented"]

    private static func v(_ n: String) -> SwiftExpr { .id(n) }
    private static func call(_ callee: SwiftExpr, _ args: [(String?, SwiftExpr)] = [], trailing: SwiftClosure? = nil) -> SwiftExpr {
        .call(callee, args.map { Build.arg($0.0, $0.1) }, trailing: trailing)
    }
    private static let presented = SwiftType.named("Presented")
    private static let generics = [SwiftGenericParameter("Presented", .named("View"))]
    private static let vc = SwiftType.named("UIViewController")
    /// Main-actor isolated: it calls the transition's `present(_:from:)` (the closure is made in the modifier,
    /// which SwiftUI may call from any context, and runs in the anchor's `update()`).
    private static let presentType = SwiftType.attributed("@MainActor", .function([vc, vc], .named("Void")))
    private static let dismissType = SwiftType.optional(.function([], .named("Void")))
    private static let contentType = SwiftType.function([], presented)

    /// Whether the file has a modal transition (and so the modifier and its machinery).
    static func isNeeded(_ ir: TransitionIR) -> Bool { ir.context == .modal }

    /// `cardPresentation`: the transition's stem and `Presentation` (not said twice), lower camel case.
    static func modifierName(_ names: TransitionNames) -> String {
        lowerCamel(TransitionNames.join(names.stem, "Presentation"))
    }

    /// The leading capitals made lower case, but the last of several when a lower-case letter follows
    /// (`UIKitSheet` gives `uiKitSheet`, `Sheet` `sheet`).
    static func lowerCamel(_ name: String) -> String {
        let scalars = Array(name.unicodeScalars)
        var run = 0
        while run < scalars.count, ("A"..."Z").contains(scalars[run]) { run += 1 }
        if run > 1, run < scalars.count, ("a"..."z").contains(scalars[run]) { run -= 1 }
        var out = String.UnicodeScalarView()
        for (i, s) in scalars.enumerated() {
            out.append(i < run ? Unicode.Scalar(s.value + 32)! : s)
        }
        return String(out)
    }

    /// The transition's modifier: `extension View { func cardPresentation(isPresented:onDismiss:content:) }`.
    static func modifier(names: TransitionNames, transitionName: String, access: SwiftAccess?) -> SwiftDecl {
        var function = SwiftFunction(doc: [
            "Presents `content` with \(transitionName) while `isPresented` is true, as `fullScreenCover(isPresented:onDismiss:content:)`",
            "does with UIKit's own transition: the content is hosted in a `UIHostingController` and presented with",
            "`\(names.delegate).present(_:from:animated:completion:)`. A dismissal (setting `isPresented` to false, or the",
            "user's, by the transition's pan or a tap on the dimming view) sets `isPresented` back to false and calls `onDismiss`.",
        ], access: access, name: SwiftIdentifier(modifierName(names)), parameters: [
            SwiftParameter("isPresented", .generic(.named("Binding"), [.named("Bool")])),
            SwiftParameter("onDismiss", "onDismiss", dismissType, default: .nil),
            { var p = SwiftParameter("content", .escaping(contentType)); p.attributes = ["@ViewBuilder"]; return p }(),
        ], returns: .opaque(.named("View")), body: [
            .expr(call(v("background"), [(nil, call(v(anchor), [
                ("isPresented", v("isPresented")), ("onDismiss", v("onDismiss")), ("content", v("content")),
                ("present", .closure(SwiftClosure(parameters: ["viewController", "presenter"], body: [
                    .expr(call(v(names.delegate).dot("present"), [(nil, v("viewController")), ("from", v("presenter"))])),
                ]))),
            ]))])),
        ])
        function.generics = generics
        return .ifConfig("canImport(SwiftUI)", [
            .import("SwiftUI"),
            .nominal(SwiftNominal(kind: .extension, name: "View", members: [.function(function)])),
        ])
    }

    /// The machinery every transition's modifier runs on: private, once per file (internal with `--support only`).
    static func support() -> SwiftDecl {
        .ifConfig("canImport(SwiftUI)", [
            .import("SwiftUI"),
            representable(),
            anchorControllerDecl(),
            anchorViewDecl(),
            hostingControllerDecl(),
        ])
    }

    private static func representable() -> SwiftDecl {
        let anchorType = SwiftType.generic(.named(anchorController), [presented])
        var decl = SwiftNominal(doc: [
            "An empty view controller in the background of the view a transition's presentation modifier is on: the view",
            "controller the content is presented from (public API, no walk of SwiftUI's views).",
        ], access: .private, kind: .struct, name: SwiftIdentifier(anchor), inherits: [.named("UIViewControllerRepresentable")], members: [
            .variable(SwiftVariable(attributes: ["@Binding"], name: "isPresented", type: .named("Bool"), accessor: .stored(nil))),
            .variable(SwiftVariable(isLet: true, name: "onDismiss", type: dismissType, accessor: .stored(nil))),
            .variable(SwiftVariable(isLet: true, name: "content", type: contentType, accessor: .stored(nil))),
            .variable(SwiftVariable(isLet: true, name: "present", type: presentType, accessor: .stored(nil))),
            .function(SwiftFunction(name: "makeUIViewController", parameters: [SwiftParameter("context", .named("Context"))], returns: anchorType, body: [
                .return(call(v(anchorController))),
            ])),
            .function(SwiftFunction(name: "updateUIViewController", parameters: [
                SwiftParameter(nil, "anchor", anchorType), SwiftParameter("context", .named("Context")),
            ], body: [
                .assign(v("anchor").dot("isPresented"), v("$isPresented")),
                .assign(v("anchor").dot("onDismiss"), v("onDismiss")),
                .assign(v("anchor").dot("content"), v("content")),
                .assign(v("anchor").dot("present"), v("present")),
                .expr(call(v("anchor").dot("update"))),
            ])),
        ])
        decl.generics = generics
        return .nominal(decl)
    }

    private static func anchorControllerDecl() -> SwiftDecl {
        let isPresented = v("isPresented").dot("wrappedValue")
        var decl = SwiftNominal(doc: [
            "Presents the hosted content from itself while `isPresented` is true (once its view is in a window), keeps the",
            "content up to date, and dismisses it when `isPresented` turns false.",
        ], attributes: ["@MainActor"], access: .private, isFinal: true, kind: .class, name: SwiftIdentifier(anchorController),
           inherits: [.named("UIViewController")], members: [
            .variable(SwiftVariable(name: "isPresented", type: .generic(.named("Binding"), [.named("Bool")]),
                                    accessor: .stored(call(.implicit("constant"), [(nil, .bool(false))])))),
            .variable(SwiftVariable(name: "onDismiss", type: dismissType, accessor: .stored(nil))),
            .variable(SwiftVariable(name: "content", type: .optional(contentType), accessor: .stored(nil))),
            .variable(SwiftVariable(name: "present", type: .optional(presentType), accessor: .stored(nil))),
            .variable(SwiftVariable(doc: ["The content while presented."], access: .private, name: "hosting",
                                    type: .optional(.generic(.named(hostingController), [presented])), accessor: .stored(nil))),
            .function(SwiftFunction(isOverride: true, name: "loadView", body: [
                .let("view", nil, call(v(anchorView))),
                .assign(v("view").dot("isUserInteractionEnabled"), .bool(false)),
                .comment("A presentation asked for before the anchor was in a window starts once it is."),
                .assign(v("view").dot("movedToWindow"), .closure(SwiftClosure(weakCaptures: ["self"], body: [
                    .expr(call(SwiftExpr.selfRef.optionalChained.dot("update"))),
                ]))),
                .assign(SwiftExpr.selfRef.dot("view"), v("view")),
            ])),
            .function(SwiftFunction(doc: ["Brings the presentation in line with `isPresented`."], name: "update", body: [
                .guard([.unwrap("content"), .unwrap("present")], else: [.return(nil)]),
                .if([.expr(isPresented)], then: [
                    .if([.unwrap("hosting")], then: [
                        .assign(v("hosting").dot("rootView"), call(v("content"))),
                        .return(nil),
                    ], else: nil),
                    .guard([.expr(.binary(.optionalMember(v("viewIfLoaded"), "window"), .notEqual, .nil))], else: [.return(nil)]),
                    .let("hosting", nil, call(v(hostingController), [("rootView", call(v("content")))])),
                    .assign(v("hosting").dot("dismissed"), .closure(SwiftClosure(weakCaptures: ["self"], body: [
                        .expr(call(SwiftExpr.selfRef.optionalChained.dot("hostingDismissed"))),
                    ]))),
                    .assign(SwiftExpr.selfRef.dot("hosting"), v("hosting")),
                    .expr(call(v("present"), [(nil, v("hosting")), (nil, .selfRef)])),
                ], else: [
                    .if([.unwrap("hosting"), .expr(.binary(v("hosting").dot("presentingViewController"), .notEqual, .nil)),
                         .expr(.prefix(.not, v("hosting").dot("isBeingDismissed")))], then: [
                        .expr(call(v("hosting").dot("dismiss"), [("animated", .bool(true))])),
                    ], else: nil),
                ]),
            ])),
            .function(SwiftFunction(doc: ["The content is gone: `isPresented` is false again, and `onDismiss` runs."],
                                    access: .private, name: "hostingDismissed", body: [
                .assign(v("hosting"), .nil),
                .if([.expr(isPresented)], then: [.assign(isPresented, .bool(false))], else: nil),
                .expr(call(v("onDismiss?"))),
            ])),
        ])
        decl.generics = generics
        return .nominal(decl)
    }

    private static func anchorViewDecl() -> SwiftDecl {
        .nominal(SwiftNominal(doc: ["The anchor's view: says when it is in a window (UIView's `didMoveToWindow()`)."],
                              attributes: ["@MainActor"], access: .private, isFinal: true, kind: .class, name: SwiftIdentifier(anchorView),
                              inherits: [.named("UIView")], members: [
            .variable(SwiftVariable(name: "movedToWindow", type: dismissType, accessor: .stored(nil))),
            .function(SwiftFunction(isOverride: true, name: "didMoveToWindow", body: [
                .expr(call(SwiftExpr.superRef.dot("didMoveToWindow"))),
                .if([.expr(.binary(v("window"), .notEqual, .nil))], then: [.expr(call(v("movedToWindow?")))], else: nil),
            ])),
        ]))
    }

    private static func hostingControllerDecl() -> SwiftDecl {
        var decl = SwiftNominal(doc: [
            "The presented content; tells its anchor when a dismissal completed (`isBeingDismissed` in `viewDidDisappear`:",
            "by the app or by the user; a cancelled interactive dismissal does not disappear).",
        ], attributes: ["@MainActor"], access: .private, isFinal: true, kind: .class, name: SwiftIdentifier(hostingController),
           inherits: [.generic(.named("UIHostingController"), [presented])], members: [
            .variable(SwiftVariable(name: "dismissed", type: dismissType, accessor: .stored(nil))),
            .function(SwiftFunction(isOverride: true, name: "viewDidDisappear", parameters: [SwiftParameter(nil, "animated", .named("Bool"))], body: [
                .expr(call(SwiftExpr.superRef.dot("viewDidDisappear"), [(nil, v("animated"))])),
                .if([.expr(.binary(v("isBeingDismissed"), .or, .binary(v("presentingViewController"), .equal, .nil)))],
                    then: [.expr(call(v("dismissed?")))], else: nil),
            ])),
        ])
        decl.generics = generics
        return .nominal(decl)
    }
}

/// The modifier's name for a stem, for tests (`SwiftUILowering.modifierName`).
public enum SwiftUILoweringNames {
    public static func modifier(stem: String) -> String {
        SwiftUILowering.modifierName(TransitionNames(stem: stem, context: .modal))
    }
}
