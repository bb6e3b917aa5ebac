import TransitionCompiler

/// Keyframe tracks: `UIView.animateKeyframes` nested in the group's property animator, one
/// `addKeyframe(withRelativeStartTime:relativeDuration:)` per keyframe over its window (from the
/// previous keyframe's time to its own).
///
/// A segment with a curve of its own rests on documented UIKit only (issue 29, item 12): UIKit
/// documents a keyframe's start and duration and `calculationModeLinear`, not a curve per
/// keyframe, so such a segment is `KeyframeSampling.pieces` linear keyframes through the curve's
/// values, written as a loop over the curve's fractions:
///
///     for (piece, fraction) in [0.104, 0.199, …].enumerated() {
///         UIView.addKeyframe(withRelativeStartTime: 0.5 + 0.03125 * Double(piece), relativeDuration: 0.03125) {
///             titleView.alpha = interpolate(0, 1, CGFloat(fraction))
///         }
///     }
///     UIView.addKeyframe(withRelativeStartTime: 0.96875, relativeDuration: 0.03125) {
///         titleView.alpha = 1
///     }
///
/// The interpreter plays the same pieces (`PlayedKeyframes`), so both backends agree.
extension BranchLowering {
    mutating func keyframeAnimations(_ track: TrackIR, _ index: Int, _ values: TrackValues,
                                     frames: [KeyframeIR], calculation: KeyframeCalculation) -> [SwiftStmt] {
        var keyframes: [SwiftStmt] = []
        // Each property's value so far: an implicit start read in step 3, then the keyframes'.
        var held = values.starts[index]
        var previous = 0.0
        for (i, frame) in frames.enumerated() {
            defer {
                for v in frame.values { if let value = values.keyframes[index][i][v.property] { held[v.property] = value } }
            }
            guard frame.at > 0 else { continue }
            let span = frame.at - previous
            let ends = frame.values.compactMap { v in values.keyframes[index][i][v.property].map { (v.property, $0) } }
            if let fractions = KeyframeSampling.fractions(frame.curve, calculation: calculation, span: span, duration: track.duration) {
                keyframes += sampledSegment(track, from: previous, span: span, fractions: fractions, curve: frame.curve, held: held, ends: ends)
            } else {
                keyframes.append(Self.addKeyframe(.double(previous), span,
                                                  ends.map { assign(track.view, $0.0, $0.1) } + relayout(track.view, writing: ends.map(\.0))))
            }
            previous = frame.at
        }
        guard !keyframes.isEmpty else { return [] }
        return [keyframeBlock("calculationMode" + SwiftNames.capitalized(calculation.rawValue), keyframes)]
    }

    /// The properties whose first keyframe after 0 starts a sampled segment from the value the
    /// view has (no value at 0): step 3 reads that value, since the pieces interpolate from it.
    static func implicitStarts(_ frames: [KeyframeIR], calculation: KeyframeCalculation, duration: Double,
                               transform3D: Bool) -> [Property] {
        var seen: Set<Property> = []
        var out: [Property] = []
        var previous = 0.0
        for frame in frames {
            let sampled = frame.at > 0 && KeyframeSampling.fractions(frame.curve, calculation: calculation, span: frame.at - previous,
                                                                     duration: duration) != nil
            for v in frame.values where seen.insert(v.property).inserted {
                if sampled && KeyframeSampling.interpolates(v.property, transform3D: v.property == .transform && transform3D) {
                    out.append(v.property)
                }
            }
            previous = frame.at
        }
        return out
    }

    /// A curved segment as linear pieces: a loop over the curve's fractions, then the last piece
    /// to the end values themselves (so the model ends exactly at them).
    private mutating func sampledSegment(_ track: TrackIR, from start: Double, span: Double, fractions: [Double], curve: CurveIR?,
                                         held: PropertyMap, ends: [(Property, SwiftExpr)]) -> [SwiftStmt] {
        let step = KeyframeSampling.step(span)
        // Reserved in the method's scope (BranchLowering), so no local takes them.
        let piece = SwiftIdentifier("piece"), fraction = SwiftIdentifier("fraction")
        var sets: [SwiftStmt] = []
        for (property, end) in ends {
            if KeyframeSampling.interpolates(property, transform3D: property == .transform && is3D(track.view)),
               let from = held[property], let type = interpolatedType(property) {
                interpolatedTypes.insert(type)
                let value = Build.typeCall("interpolate", Build.arg(nil, from), Build.arg(nil, end),
                                           Build.arg(nil, Build.typeCall("CGFloat", Build.arg(nil, .identifier(fraction)))))
                sets.append(assign(track.view, property, value))
            } else {
                // No interpolation for this value: it takes the end value past the curve's midpoint.
                sets.append(.if([.expr(.binary(.identifier(fraction), .greaterEqual, .double(0.5)))],
                                then: [assign(track.view, property, end)], else: nil))
            }
        }
        let offset = SwiftExpr.binary(.double(step), .multiply, Build.typeCall("Double", Build.arg(nil, .identifier(piece))))
        let loopStart = start == 0 ? offset : .binary(.double(start), .add, offset)
        sets += relayout(track.view, writing: ends.map(\.0))
        let name = curve.map(Self.describe) ?? "curve"
        // The curve's fractions once per method, before the animator that uses them first.
        let list: SwiftIdentifier
        if let declared = sampledFractions[fractions] {
            list = declared
        } else {
            list = scope.allocate(curve.map(Self.stem) ?? "curveFractions")
            sampledFractions[fractions] = list
            body.append(.comment("The \(name) curve at 1/\(KeyframeSampling.pieces) … \(fractions.count)/\(KeyframeSampling.pieces) of a keyframe segment."))
            body.append(.let(list, nil, .array(fractions.map { .double($0) }, multiline: true)))
        }
        return [
            .comment("The segment's \(name) curve as \(KeyframeSampling.pieces) linear keyframes (UIKit documents no curve per keyframe)."),
            .forInPair(piece, fraction, SwiftExpr.identifier(list).dot("enumerated").call(), [Self.addKeyframe(loopStart, step, sets)]),
            Self.addKeyframe(.double(KeyframeSampling.pieceStart(start, step: step, fractions.count)), step,
                             ends.map { assign(track.view, $0.0, $0.1) } + relayout(track.view, writing: ends.map(\.0))),
        ]
    }

    private static func addKeyframe(_ start: SwiftExpr, _ duration: Double, _ body: [SwiftStmt]) -> SwiftStmt {
        .expr(.call(SwiftExpr.id("UIView").dot("addKeyframe"), [
            Build.arg("withRelativeStartTime", start), Build.arg("relativeDuration", .double(duration)),
        ], trailing: Build.closure(body)))
    }

    /// The name of a curve's fractions (`easeOutFractions`).
    private static func stem(_ curve: CurveIR) -> String {
        switch curve {
        case .named(let n): return n.rawValue + "Fractions"
        case .cubic: return "cubicFractions"
        case .steps: return "stepsFractions"
        case .spring: return "springFractions"
        }
    }

    private static func describe(_ curve: CurveIR) -> String {
        switch curve {
        case .named(let n): return n.rawValue
        case .cubic(let x1, let y1, let x2, let y2):
            return "cubic(\([x1, y1, x2, y2].map { SwiftRenderer.number($0) }.joined(separator: ", ")))"
        case .steps: return "steps"
        case .spring: return "spring"
        }
    }
}
