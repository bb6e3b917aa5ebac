import TransitionCompiler

/// Blur views in the emitted code: a `UIVisualEffectView` with no effect, covering the
/// container; `blur: 1` sets `effect = UIBlurEffect(style: …)` and `blur: 0` sets it to nil.
/// Apple documents that changes to a visual effect view's `effect` animate inside an animation
/// block, so the property animator fades the blur in (and scrubs, reverses, continues it).
enum BlurLowering {
    static func make(_ name: SwiftIdentifier, container: SwiftExpr) -> [SwiftStmt] {
        [
            .let(name, nil, Build.typeCall("UIVisualEffectView", [("effect", .nil)])),
            .assign(SwiftExpr.identifier(name).dot("frame"), container.dot("bounds")),
        ]
    }

    /// The effect for a `blur` value (the checker allows only the constants 0 and 1).
    static func effect(_ value: SwiftExpr, style: BlurStyle) -> SwiftExpr {
        if case .double(let v) = value, v == 0 { return .nil }
        if case .integer(0) = value { return .nil }
        return Build.typeCall("UIBlurEffect", [("style", .implicit(style.rawValue))])
    }
}
