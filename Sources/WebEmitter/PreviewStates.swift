import TransitionCompiler

/// One view of the preview scene as the module's `mount` takes it (container-space frame, look,
/// place in the container's order): what the demo page and the proof build their page from.
public struct WebViewState: Sendable {
    public var frame: Rect
    public var alpha: Double
    public var cornerRadius: Double
    public var color: RGBA
    /// a, b, c, d, tx, ty.
    public var transform: [Double]
    public var hidden: Bool
    public var inHierarchy: Bool
    public var order: Int

    public init(frame: Rect, alpha: Double, cornerRadius: Double, color: RGBA, transform: [Double], hidden: Bool, inHierarchy: Bool, order: Int) {
        self.frame = frame
        self.alpha = alpha
        self.cornerRadius = cornerRadius
        self.color = color
        self.transform = transform
        self.hidden = hidden
        self.inHierarchy = inHierarchy
        self.order = order
    }
}

public enum PreviewStates {
    /// A JavaScript object literal of the states by the views' names in the IR (`mount`'s `states`),
    /// given the states by the names an operation calls them (`displayName(in:)`, as the timeline).
    public static func literal(_ t: TransitionIR, operation: Operation, _ states: [String: WebViewState]) -> String {
        var entries: [String] = []
        for decl in t.views where decl.id != .container {
            guard let s = states[decl.displayName(in: operation)] else { continue }
            let f = s.frame, m = s.transform.count == 6 ? s.transform : [1, 0, 0, 1, 0, 0]
            let n = JSText.number
            entries.append("  \(JSText.string(decl.name)): { frame: { x: \(n(f.x)), y: \(n(f.y)), width: \(n(f.width)), height: \(n(f.height)) }, "
                + "alpha: \(n(s.alpha)), cornerRadius: \(n(s.cornerRadius)), backgroundColor: \(JSExpr.color(s.color)), "
                + "transform: { a: \(n(m[0])), b: \(n(m[1])), c: \(n(m[2])), d: \(n(m[3])), tx: \(n(m[4])), ty: \(n(m[5])) }, "
                + "hidden: \(s.hidden), inHierarchy: \(s.inHierarchy), order: \(s.order) }")
        }
        return "{\n" + entries.joined(separator: ",\n") + "\n}"
    }
}
