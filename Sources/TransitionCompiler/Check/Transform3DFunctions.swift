// The 3-D transform functions, CSS's names and argument order: perspective(d), rotateX(a),
// rotateY(a), rotateZ(a), translate3d(x, y, z), translateZ(z), scale3d(x, y, z).

extension ExpressionChecker {
    static let transform3DFunctions = ["perspective", "rotateX", "rotateY", "rotateZ", "translate3d", "translateZ", "scale3d"]

    /// The 3-D step `name(args)`, or nil (with a diagnostic) when the arguments do not fit;
    /// `.some(nil)` is never returned: a name that is not a 3-D function gives `handled: false`.
    func transform3DCall(_ name: String, _ args: [SyntaxArgument], _ r: Range<Int>) -> (handled: Bool, expr: Expr?) {
        func one(_ label: String, _ type: ValueType) -> Expr? { arguments(args, labels: [label], types: [type], call: name, r)?.first }
        func three() -> [Expr]? { arguments(args, labels: ["x", "y", "z"], types: [.number, .number, .number], call: name, r) }
        func made(_ step: TransformStep?) -> (Bool, Expr?) { (true, step.map { Expr(.transform([$0]), .transform, range(r)) }) }
        switch name {
        case "perspective":
            guard let d = one("distance", .number) else { return (true, nil) }
            if let v = ConstantFolder.number(d), !(v > 0) {
                error("out-of-range", "perspective distance must be greater than 0, found \(format(v))", r,
                      notes: [.init("the distance from the eye to the plane z = 0, in points; 500...1000 look natural")])
                return (true, nil)
            }
            return made(.perspective(d))
        case "rotateX": return made(one("angle", .angle).map { .rotate3D(axis: .x, $0) })
        case "rotateY": return made(one("angle", .angle).map { .rotate3D(axis: .y, $0) })
        case "rotateZ": return made(one("angle", .angle).map { .rotate($0) })
        case "translate3d": return made(three().map { .translate3D(x: $0[0], y: $0[1], z: $0[2]) })
        case "translateZ":
            return made(one("z", .number).map { .translate3D(x: Expr(.number(0), .number, $0.range), y: Expr(.number(0), .number, $0.range), z: $0) })
        case "scale3d": return made(three().map { .scale3D(x: $0[0], y: $0[1], z: $0[2]) })
        default: return (false, nil)
        }
    }
}

extension BranchChecker {
    /// A 3-D transform animates from one value to another: a 4×4 transform interpolates by
    /// quaternion (CSS Transforms 2), which UIKit's keyframe animations and the language's
    /// `repeat` and `steps()` (both lowered to keyframes) do not express.
    func checkTransform3DTrack(_ track: TrackIR, repeatKey: SourceRange?) -> Bool {
        let bad: Expr
        switch TwoValueForm.problem(in: track, .transform, repeated: repeatKey != nil, where: \.is3DTransform) {
        case .keyframe(let value)?, .repeatedOrStepped(_, let value)?: bad = value
        case nil: return true
        }
        sink.error("transform-3d", "a 3-D transform animates from one value to another, not in keyframes, 'repeat' or steps()", at: bad.range,
                   notes: [.init("write 'transform: A -> B' in a track of its own, with a curve such as easeInOut or a spring")])
        return false
    }
}
