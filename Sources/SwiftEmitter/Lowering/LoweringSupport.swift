import TransitionCompiler

/// Local names of one generated function: every name goes through `allocate`, so spec names can
/// never collide with each other or with the names the emitter itself uses.
struct NameScope {
    private var used: Set<String>

    init(reserved: [String] = []) { used = Set(reserved) }

    mutating func reserveCapacity(_ n: Int) { used.reserveCapacity(n) }

    mutating func allocate(_ desired: String) -> SwiftIdentifier {
        var candidate = desired
        var n = 2
        // One hash per name: the insertion answers whether it was taken (three hashes per local
        // were 3 % of emit-swift on the big spec, issue 17).
        while SwiftNames.isUnusable(candidate) || !used.insert(candidate).inserted {
            candidate = desired + String(n)
            n += 1
        }
        return SwiftIdentifier(candidate)
    }
}

/// Small constructors for the Swift the lowering writes again and again.
enum Build {
    /// `label: value` (no label when nil).
    @inline(__always)
    static func arg(_ label: String?, _ value: SwiftExpr) -> SwiftArgument {
        SwiftArgument(label.map { SwiftIdentifier($0) }, value)
    }

    static func number(_ value: Double) -> SwiftExpr { .double(value) }

    /// `Type(arguments…)`: the arguments' array made once, at its size. The values written most
    /// often are made so (points, sizes, rects, transforms): the label–value pairs the other
    /// form takes are an array allocated, mapped into one grown by appending, and freed (issue 17).
    static func typeCall(_ type: String, _ args: SwiftArgument...) -> SwiftExpr {
        .call(.id(type), args, trailing: nil)
    }

    /// `Type(label: value, …)` from label–value pairs: for the calls written once per method or
    /// helper (the pairs' array costs an allocation; see the variadic form).
    static func typeCall(_ type: String, _ args: [(String?, SwiftExpr)]) -> SwiftExpr {
        .call(.id(type), args.map { arg($0.0, $0.1) }, trailing: nil)
    }

    /// `base.name(label: value, …)` from label–value pairs (their array is allocated and mapped).
    static func method(_ base: SwiftExpr, _ name: String, _ args: [(String?, SwiftExpr)],
                       trailing: SwiftClosure? = nil) -> SwiftExpr {
        .call(base.dot(name), args.map { arg($0.0, $0.1) }, trailing: trailing)
    }

    static func point(_ x: SwiftExpr, _ y: SwiftExpr) -> SwiftExpr { typeCall("CGPoint", arg("x", x), arg("y", y)) }
    static func size(_ w: SwiftExpr, _ h: SwiftExpr) -> SwiftExpr { typeCall("CGSize", arg("width", w), arg("height", h)) }
    static func rect(_ x: SwiftExpr, _ y: SwiftExpr, _ w: SwiftExpr, _ h: SwiftExpr) -> SwiftExpr {
        // Four numbers (a frame's literal) stored in place: no box, no argument array.
        if case .double(let a) = x, case .double(let b) = y, case .double(let c) = w, case .double(let d) = h { return .cgRect(a, b, c, d) }
        return typeCall("CGRect", arg("x", x), arg("y", y), arg("width", w), arg("height", h))
    }
    static func vector(_ v: Double) -> SwiftExpr { typeCall("CGVector", arg("dx", .double(v)), arg("dy", .double(v))) }

    /// UIKit's named colours with the component values Apple documents for them (the language's
    /// colour names have the same values, so `overlay(lightGray)` is `UIColor.lightGray` exactly).
    static let namedColors: [(String, [Double])] = [
        ("black", [0, 0, 0, 1]), ("white", [1, 1, 1, 1]), ("clear", [0, 0, 0, 0]),
        ("red", [1, 0, 0, 1]), ("green", [0, 1, 0, 1]), ("blue", [0, 0, 1, 1]),
        ("gray", [0.5, 0.5, 0.5, 1]), ("lightGray", [2.0 / 3, 2.0 / 3, 2.0 / 3, 1]), ("darkGray", [1.0 / 3, 1.0 / 3, 1.0 / 3, 1]),
        ("yellow", [1, 1, 0, 1]), ("orange", [1, 0.5, 0, 1]), ("purple", [0.5, 0, 0.5, 1]),
        ("cyan", [0, 1, 1, 1]), ("magenta", [1, 0, 1, 1]), ("brown", [0.6, 0.4, 0.2, 1]),
    ]

    /// `namedColors` without an array per colour, for the lookup made for every colour written.
    static let namedColorComponents: [(name: String, red: Double, green: Double, blue: Double, alpha: Double)] =
        namedColors.map { ($0.0, $0.1[0], $0.1[1], $0.1[2], $0.1[3]) }

    /// UIKit's named constants for the exact colours, as a reviewer would write them (qualified,
    /// so they type-check in any position, not only where the type is known); components otherwise.
    static func color(_ c: RGBA) -> SwiftExpr {
        // Dark Mode (Docs/LANGUAGE.md): a system colour by its UIKit name, which UIKit resolves
        // for the view's appearance; `dynamic(LIGHT, DARK)` as a dynamic provider.
        if let name = c.systemName { return SwiftExpr.id("UIColor").dot(SwiftIdentifier(name)) }
        if c.isDynamic {
            let traits = SwiftExpr.id("traits")
            return .call(.id("UIColor"), [], trailing: SwiftClosure(parameters: ["traits"], body: [
                .return(.ternary(.binary(traits.dot("userInterfaceStyle"), .equal, .implicit("dark")),
                                 color(c.resolved(dark: true)), color(c.light))),
            ]))
        }
        // Compared in place: an array of the components per colour was one more allocation each.
        if let name = namedColorComponents.first(where: { $0.red == c.red && $0.green == c.green && $0.blue == c.blue && $0.alpha == c.alpha })?.name {
            return SwiftExpr.id("UIColor").dot(SwiftIdentifier(name))
        }
        // Stored in place: no box, no argument array (a colour per overlay).
        return .rgba(c.red, c.green, c.blue, c.alpha)
    }

    static func binary(_ a: SwiftExpr, _ op: SwiftBinaryOperator, _ b: SwiftExpr) -> SwiftExpr { .binary(a, op, b) }

    static func closure(_ body: [SwiftStmt], params: [String] = [], weak: [String] = []) -> SwiftClosure {
        SwiftClosure(weakCaptures: weak.map { SwiftIdentifier($0) }, parameters: params.map { SwiftIdentifier($0) }, body: body)
    }

    static let contextType: SwiftType = .existential(.named("UIViewControllerContextTransitioning"))
    static let animatedType: SwiftType = .existential(.named("UIViewControllerAnimatedTransitioning"))
    static let interactiveType: SwiftType = .existential(.named("UIViewControllerInteractiveTransitioning"))
}

extension Operation {
    /// `push` -> `Push`.
    var typeStem: String { SwiftNames.capitalized(rawValue) }
}

extension CurveIR {
    /// The `UITimingCurveProvider` of a `UIViewPropertyAnimator` for this curve. Steps have no
    /// UIKit curve: the animator is linear and the track is realised with discrete keyframes.
    /// `velocity` replaces a spring's initial velocity (interactive hand-off) when given.
    func timingParameters(velocity: SwiftExpr? = nil) -> SwiftExpr {
        func cubic(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> SwiftExpr {
            Build.typeCall("UICubicTimingParameters", [("controlPoint1", Build.point(.double(x1), .double(y1))),
                                                        ("controlPoint2", Build.point(.double(x2), .double(y2)))])
        }
        func vector(_ v: Double) -> SwiftExpr {
            if let velocity { return Build.typeCall("CGVector", [("dx", velocity), ("dy", velocity)]) }
            return Build.vector(v)
        }
        switch self {
        case .named(let name):
            switch name {
            case .linear, .easeIn, .easeOut, .easeInOut:
                return Build.typeCall("UICubicTimingParameters", [("animationCurve", .implicit(name.rawValue))])
            case .default:
                let p = name.controlPoints
                return cubic(p.x1, p.y1, p.x2, p.y2)
            }
        case .cubic(let x1, let y1, let x2, let y2):
            return cubic(x1, y1, x2, y2)
        case .steps:
            return Build.typeCall("UICubicTimingParameters", [("animationCurve", .implicit("linear"))])
        case .spring(let spring):
            switch spring {
            case .dampingRatio(let ratio, let v):
                if v == 0 && velocity == nil {
                    return Build.typeCall("UISpringTimingParameters", [("dampingRatio", .double(ratio))])
                }
                return Build.typeCall("UISpringTimingParameters", [("dampingRatio", .double(ratio)), ("initialVelocity", vector(v))])
            case .physical(let mass, let stiffness, let damping, let v):
                return Build.typeCall("UISpringTimingParameters", [
                    ("mass", .double(mass)), ("stiffness", .double(stiffness)), ("damping", .double(damping)),
                    ("initialVelocity", vector(v)),
                ])
            case .perceptual(let duration, let bounce, let v):
                return Build.typeCall("UISpringTimingParameters", [
                    ("duration", .double(duration)), ("bounce", .double(bounce)), ("initialVelocity", vector(v)),
                ])
            }
        }
    }

    /// Before iOS 17 there is no perceptual spring: the same motion as the physical spring SwiftUI's
    /// mapping makes of it (m = 1, k = (2π/duration)², c = 2ζ√k with ζ = 1 − b for a bounce b ≥ 0,
    /// 1 / (1 + b) below), which UIKit has had since iOS 10 and which runs for its own settling time
    /// (UITimingParameters.h: "The duration is computed"), the spring the preview plays
    /// (AnimatorCore's `Spring(duration:bounce:)`). A damping ratio alone would run over the
    /// animator's duration: another curve.
    var perceptualFallback: SwiftExpr? {
        guard case .spring(.perceptual(let duration, let bounce, let v)) = self else { return nil }
        let d = duration.isFinite && duration > 0 ? duration : 0.5
        let b = bounce.isFinite ? min(max(bounce, -0.99), 1) : 0
        let omega = 2 * Double.pi / d, stiffness = omega * omega
        let ratio = b >= 0 ? 1 - b : 1 / (1 + b)
        return CurveIR.spring(.physical(mass: 1, stiffness: stiffness, damping: 2 * ratio * stiffness.squareRoot(), velocity: v)).timingParameters()
    }
}

/// The whole generated file's names for one transition: the stem and a suffix, without saying a
/// word twice (`CardPresentation` gives `CardPresentationController`, `SlideNavigation`
/// `SlideNavigationDelegate`; issue 33, item 5). Each name still ends with its whole suffix.
struct TransitionNames {
    let stem: String
    var animator: String { Self.join(stem, "Animator") }
    var sourceProtocol: String { Self.join(stem, "Source") }
    var destinationProtocol: String { Self.join(stem, "Destination") }
    var presentationController: String { Self.join(stem, "PresentationController") }
    /// The hidden view a shadow or border property follows (LayerFollowerDecl.swift).
    var layerFollower: String { Self.join(stem, "LayerFollower") }
    let delegate: String
    func interactionController(_ op: Operation) -> String { Self.join(stem, op.typeStem + "InteractionController") }
    func interactionProperty(_ op: Operation) -> String { op.rawValue + "Interaction" }

    /// Every type name this transition may declare (a superset: all operations' interaction
    /// controllers), for the clash check in `TypeNames.stem`.
    var list: [String] {
        [animator, sourceProtocol, destinationProtocol, presentationController, layerFollower, delegate] + Operation.allCases.map(interactionController)
    }
    var all: Set<String> { Set(list) }

    init(stem: String, context: ContextKind) {
        self.stem = stem
        switch context {
        case .navigation: delegate = Self.join(stem, "NavigationDelegate")
        case .modal: delegate = Self.join(stem, "TransitioningDelegate")
        case .tab: delegate = Self.join(stem, "TabBarDelegate")
        }
    }

    /// `stem + suffix`, leaving out the longest run of the suffix's leading words that the stem
    /// already ends with. Words start at capitals, so the stem ends with a whole word
    /// (`Representation` does not end with the word `Presentation`).
    static func join(_ stem: String, _ suffix: String) -> String {
        let starts = suffix.indices.filter { $0 != suffix.startIndex && suffix[$0].isUppercase } + [suffix.endIndex]
        for end in starts.reversed() where stem.hasSuffix(suffix[..<end]) {
            return stem + suffix[end...]
        }
        return stem + suffix
    }
}
