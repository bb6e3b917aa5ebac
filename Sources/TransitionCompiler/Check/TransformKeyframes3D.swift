/// 3-D transforms in `keyframes:` (issue 32, item 4).
///
/// Between two keyframes Core Animation interpolates a `CATransform3D` itself (by decomposition;
/// both backends use CSS Transforms 2's, AnimatorCore's `DecomposedTransform3D`). A segment with a
/// curve of its own is played, like every curved segment, as `KeyframeSampling.pieces` linear
/// keyframes through the curve's values (KeyframeSampling.swift). The pieces' values of a 3-D
/// transform are made here, in the IR, so neither backend needs a 4×4 interpolation of its own:
/// both ends are written with the same steps in the same order, and piece k's value is those
/// steps with each number at `a + (b − a) × f(k)` (`a × (1 − f) + b × f` where one reads a view), f the curve's fraction. For a `perspective(d)`
/// kept the same, translations and one rotation of less than 180° per segment (a door, a cube's
/// face), that is the decomposition's own path at those instants; between two pieces Core
/// Animation interpolates as it always does.
///
/// The transform goes to a track of its own (same view and timing) when the track has other
/// properties, so their keyframes keep their windows; a transform keyframe whose window starts
/// after the previous transform value gets a hold at the window's start, as `PlayedKeyframes`
/// plays a skipped keyframe.
enum TransformKeyframes3D {
    /// The track as played: itself, or itself without the transform and a transform track with
    /// its curved 3-D segments sampled. Only a checked track whose keyframes give a 3-D transform
    /// with a curved segment is changed (`needsSampling`).
    static func lowered(_ track: TrackIR) -> [TrackIR] {
        guard case .keyframes(let frames, let calculation) = track.content,
              needsSampling(frames, calculation: calculation, duration: track.duration) else { return [track] }
        var pieces: [KeyframeIR] = []
        var previousTime = 0.0, previousTransform: (at: Double, value: Expr)?
        for frame in frames {
            defer { previousTime = frame.at }
            guard let value = frame.values.first(where: { $0.property == .transform })?.value else { continue }
            defer { previousTransform = (frame.at, value) }
            guard let held = previousTransform else {
                pieces.append(KeyframeIR(at: frame.at, values: [PropertyValue(property: .transform, value: value)], curve: frame.curve, range: frame.range))
                continue
            }
            var start = held.at
            if calculation != .discrete, previousTime > start, previousTime < frame.at {
                pieces.append(KeyframeIR(at: previousTime, values: [PropertyValue(property: .transform, value: held.value)], curve: nil, range: frame.range))
                start = previousTime
            }
            let span = frame.at - start
            guard let fractions = KeyframeSampling.fractions(frame.curve, calculation: calculation, span: span, duration: track.duration),
                  case .transform(let from) = held.value.kind, case .transform(let to) = value.kind else {
                pieces.append(KeyframeIR(at: frame.at, values: [PropertyValue(property: .transform, value: value)], curve: frame.curve, range: frame.range))
                continue
            }
            let step = KeyframeSampling.step(span)
            for (k, f) in fractions.enumerated() {
                let steps = zip(from, to).map { interpolated($0, $1, f) }
                pieces.append(KeyframeIR(at: KeyframeSampling.pieceStart(start, step: step, k) + step,
                                         values: [PropertyValue(property: .transform, value: Expr(.transform(steps), .transform, value.range))],
                                         curve: nil, range: frame.range))
            }
            pieces.append(KeyframeIR(at: frame.at, values: [PropertyValue(property: .transform, value: value)], curve: nil, range: frame.range))
        }
        var transformTrack = track
        transformTrack.content = .keyframes(pieces, calculation: calculation)
        let others = frames.compactMap { frame -> KeyframeIR? in
            var f = frame
            f.values.removeAll { $0.property == .transform }
            return f.values.isEmpty ? nil : f
        }
        guard !others.isEmpty else { return [transformTrack] }
        var rest = track
        rest.content = .keyframes(others, calculation: calculation)
        return [rest, transformTrack]
    }

    /// Whether a segment of the transform is curved and has a 3-D value (the track is then lowered).
    static func needsSampling(_ frames: [KeyframeIR], calculation: KeyframeCalculation, duration: Double) -> Bool {
        guard frames.contains(where: { $0.values.contains { $0.property == .transform && $0.value.is3DTransform } }) else { return false }
        return !curvedSegments(frames, calculation: calculation, duration: duration).isEmpty
    }

    /// The transform's curved segments: (start value or nil for the view's own, end value).
    static func curvedSegments(_ frames: [KeyframeIR], calculation: KeyframeCalculation, duration: Double) -> [(from: Expr?, to: Expr)] {
        var out: [(from: Expr?, to: Expr)] = []
        var previousTime = 0.0, previous: (at: Double, value: Expr)?
        for frame in frames {
            defer { previousTime = frame.at }
            guard let value = frame.values.first(where: { $0.property == .transform })?.value else { continue }
            defer { previous = (frame.at, value) }
            guard frame.at > 0 else { continue }
            var start = previous?.at ?? 0
            if calculation != .discrete, previousTime > start, previousTime < frame.at { start = previousTime }
            if KeyframeSampling.fractions(frame.curve, calculation: calculation, span: frame.at - start, duration: duration) != nil {
                out.append((previous?.value, value))
            }
        }
        return out
    }

    /// Whether two transforms have the same steps in the same order (their numbers may differ).
    static func sameSteps(_ a: Expr, _ b: Expr) -> Bool {
        guard case .transform(let x) = a.kind, case .transform(let y) = b.kind, x.count == y.count else { return false }
        return zip(x, y).allSatisfy { $0.printedName == $1.printedName }
    }

    private static func interpolated(_ a: TransformStep, _ b: TransformStep, _ f: Double) -> TransformStep {
        let ends = b.operands
        var i = 0
        return a.mapOperands { from in
            defer { i += 1 }
            return number(from, ends[i], f)
        }
    }

    /// `a + (b − a) × f`, folded when both are numbers (as the backends' `interpolate` computes
    /// it); otherwise `a × (1 − f) + b × f` with each constant product folded and a zero term left
    /// out, so the emitted expression stays short (a long one of literals took the Swift type
    /// checker minutes).
    private static func number(_ a: Expr, _ b: Expr, _ f: Double) -> Expr {
        if case .number(let x) = a.kind, case .number(let y) = b.kind { return Expr(.number(x + (y - x) * f), a.type, b.range) }
        func scaled(_ e: Expr, _ k: Double) -> Expr? {
            if case .number(let x) = e.kind { return x * k == 0 ? nil : Expr(.number(x * k), e.type, e.range) }
            return Expr(.binary(.multiply, e, Expr(.number(k), .number, e.range)), e.type, e.range)
        }
        switch (scaled(a, 1 - f), scaled(b, f)) {
        case (let x?, let y?): return Expr(.binary(.add, x, y), a.type, b.range)
        case (let x?, nil): return x
        case (nil, let y?): return y
        case (nil, nil): return Expr(.number(0), a.type, b.range)
        }
    }
}

extension BranchChecker {
    /// A curved keyframe segment of a 3-D transform is sampled from its two written ends
    /// (TransformKeyframes3D): both must be written, with the same steps in the same order.
    /// `cubic` keyframes of a 3-D transform are refused: Core Animation's cubic calculation of a
    /// `CATransform3D` is not documented, and the backends would not agree on it.
    func checkTransform3DKeyframes(_ track: TrackIR) -> Bool {
        guard case .keyframes(let frames, let calculation) = track.content,
              let first3D = frames.lazy.compactMap({ $0.values.first { $0.property == .transform && $0.value.is3DTransform }?.value }).first
        else { return true }
        if calculation == .cubic {
            sink.error("transform-3d", "3-D transforms in keyframes take 'calculation: linear' or 'discrete', not 'cubic'", at: first3D.range,
                       notes: [.init("Core Animation's cubic keyframe calculation of a CATransform3D is not documented; give a curve to each segment instead")])
            return false
        }
        var ok = true
        for segment in TransformKeyframes3D.curvedSegments(frames, calculation: calculation, duration: track.duration) {
            guard let from = segment.from else {
                sink.error("transform-3d", "a curved keyframe segment of a 3-D transform starts from a written value, not from the view's own",
                           at: segment.to.range,
                           notes: [.init("give the transform at 'at: 0' (for example 'perspective(800) rotateY(0deg)'), or make the segment linear")])
                ok = false
                continue
            }
            if !TransformKeyframes3D.sameSteps(from, segment.to) {
                sink.error("transform-3d", "a curved keyframe segment of a 3-D transform has the same steps at both ends, in the same order",
                           at: segment.to.range,
                           notes: [.init("it is played as 16 keyframes that move each step's numbers along the curve; write for example 'perspective(800) rotateY(0deg)' -> 'perspective(800) rotateY(-90deg)', or make the segment linear")])
                ok = false
            }
        }
        return ok
    }
}
