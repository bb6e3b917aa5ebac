import TransitionCompiler

/// Geometry the content defines, in the emitted code (Docs/LANGUAGE.md, "Content geometry"):
/// `aspectRect(_:in:fill:)` for `aspectFit`/`aspectFill`, `preferredSize(of:in:)` for
/// `presented.preferredContentSize`, an image view's `image?.size ?? .zero`, and the animator's
/// `displayCornerRadius`, which the app supplies. The arithmetic is `ContentGeometry`'s, which
/// `transc run` follows.
enum ContentGeometryLowering {
    static let aspectRect = "aspectRect"
    static let preferredSize = "preferredSize"
    static let displayCornerRadius = "displayCornerRadius"

    private static func v(_ n: String) -> SwiftExpr { .id(n) }
    private static func call(_ name: String, _ args: [(String?, SwiftExpr)]) -> SwiftExpr {
        .call(.id(name), args.map { Build.arg($0.0, $0.1) }, trailing: nil)
    }

    /// `aspectRect(size, in: rect, fill: Bool)`.
    static func aspect(_ mode: AspectMode, size: SwiftExpr, rect: SwiftExpr) -> SwiftExpr {
        call(aspectRect, [(nil, size), ("in", rect), ("fill", .bool(mode == .fill))])
    }

    /// `preferredSize(of: viewController, in: containerView)`.
    static func preferred(of viewController: SwiftExpr, in container: SwiftExpr) -> SwiftExpr {
        call(preferredSize, [("of", viewController), ("in", container)])
    }

    /// An image view's image size: `.zero` without an image (an image snapshot copies its source's).
    static func imageSize(_ imageView: SwiftExpr) -> SwiftExpr {
        .binary(.optionalMember(imageView.dot("image"), "size"), .nilCoalescing, .implicit("zero"))
    }

    /// `NameAnimator.displayCornerRadius`.
    static func display(_ animator: String) -> SwiftExpr { v(animator).dot(SwiftIdentifier(displayCornerRadius)) }

    static func usesAspect(_ t: TransitionIR) -> Bool { t.anyExpression(\.usesAspectRect) }
    static func readsPreferredSize(_ t: TransitionIR) -> Bool { t.anyExpression(\.readsPreferredSize) }
    static func readsDisplay(_ t: TransitionIR) -> Bool {
        t.anyExpression { $0.anyViewRead { _, value in value == .displayCornerRadius } }
    }

    /// The animator's `static var displayCornerRadius: CGFloat = 0`, declared when the spec reads it.
    static func displayProperty(access: SwiftAccess?) -> SwiftDecl {
        .variable(SwiftVariable(doc: [
            "The corner radius of the display, which `display.cornerRadius` reads: UIKit publishes none, so the app",
            "supplies it (for example at launch, from its own table of devices); 0, the default, is a square screen.",
        ], access: access, isStatic: true, name: SwiftIdentifier(displayCornerRadius), type: .named("CGFloat"), accessor: .stored(.integer(0))))
    }

    /// The file-private helpers the transitions need.
    static func helpers(_ transitions: [TransitionIR]) -> [SwiftDecl] {
        var out: [SwiftDecl] = []
        if transitions.contains(where: usesAspect) { out.append(aspectFunction()) }
        if transitions.contains(where: readsPreferredSize) { out.append(preferredSizeFunction()) }
        return out
    }

    private static func aspectFunction() -> SwiftDecl {
        let size = v("size"), rect = v("rect")
        let sx = SwiftExpr.binary(rect.dot("width"), .divide, size.dot("width"))
        let sy = SwiftExpr.binary(rect.dot("height"), .divide, size.dot("height"))
        return .function(SwiftFunction(
            doc: ["The rect an image of `size` takes in `rect`, centred: aspect-fitted (AVMakeRect(aspectRatio:insideRect:)) or",
                  "aspect-filled. An image without a size (an image view with no image reads `.zero`) takes the whole rect."],
            access: .private, name: SwiftIdentifier(aspectRect),
            parameters: [SwiftParameter(nil, "size", .named("CGSize")), SwiftParameter("in", "rect", .named("CGRect")),
                         SwiftParameter("fill", .named("Bool"))],
            returns: .named("CGRect"), body: [
                .guard([.expr(.binary(size.dot("width"), .greater, .integer(0))), .expr(.binary(size.dot("height"), .greater, .integer(0))),
                        .expr(size.dot("width").dot("isFinite")), .expr(size.dot("height").dot("isFinite"))], else: [.return(rect)]),
                .let("scale", nil, .ternary(v("fill"), call("max", [(nil, sx), (nil, sy)]), call("min", [(nil, sx), (nil, sy)]))),
                .let("width", nil, .binary(size.dot("width"), .multiply, v("scale"))),
                .let("height", nil, .binary(size.dot("height"), .multiply, v("scale"))),
                .return(Build.rect(.binary(rect.dot("midX"), .subtract, .binary(v("width"), .divide, .integer(2))),
                                   .binary(rect.dot("midY"), .subtract, .binary(v("height"), .divide, .integer(2))),
                                   v("width"), v("height"))),
            ]))
    }

    private static func preferredSizeFunction() -> SwiftDecl {
        func component(_ name: String) -> SwiftExpr {
            let p = v("preferred").dot(SwiftIdentifier(name))
            return .ternary(.binary(.binary(p, .greater, .integer(0)), .and, .binary(p, .lessEqual, .double(ValueRule.limit))),
                            p, v("containerView").dot("bounds").dot(SwiftIdentifier(name)))
        }
        return .function(SwiftFunction(
            doc: ["The view controller's `preferredContentSize`; each component that is not a preference (UIKit's default 0,",
                  "a negative or non-finite number, or beyond 1e9) is the container's."],
            attributes: ["@MainActor"], access: .private, name: SwiftIdentifier(preferredSize),
            parameters: [SwiftParameter("of", "viewController", .named("UIViewController")), SwiftParameter("in", "containerView", .named("UIView"))],
            returns: .named("CGSize"), body: [
                .let("preferred", nil, v("viewController").dot("preferredContentSize")),
                .return(Build.size(component("width"), component("height"))),
            ]))
    }
}
