import AnimatorCore
import TransitionCompiler

/// IR curves as CSS easing functions (CSS Easing 2): named and cubic curves as
/// `cubic-bezier()` with Core Animation's control points, steps as `steps()`, and springs as
/// `linear()` whose stops are the spring's own values at the times the preview samples (the
/// timeline's grid, `k / fps` seconds of the transition), so that the browser's straight lines
/// between stops meet the spring exactly where the preview is compared.
enum Easing {
    /// The preview's default frame rate (`transc run`'s grid).
    static let fps = 60.0

    static func css(_ curve: CurveIR, delay: Double, duration: Double) -> String {
        switch curve {
        case .named(.linear): return "linear"
        case .named, .cubic:
            let p = curve.cubicPoints ?? (0, 0, 1, 1)
            return "cubic-bezier(\([p.x1, p.y1, p.x2, p.y2].map(JSText.number).joined(separator: ", ")))"
        case .steps(let count, let position): return "steps(\(count), \(position.rawValue))"
        case .spring:
            let timing = curve.timingCurve(duration: duration)
            return linear(timing, inputs: gridInputs(delay: delay, duration: duration))
        }
    }

    /// The easing of one keyframe segment, whose input is the segment's own progress (nil: linear).
    /// A spring there is sampled densely: the segment's progress is not on the timeline's grid.
    static func segment(_ curve: CurveIR?, duration: Double) -> String? {
        guard let curve else { return nil }
        if case .spring = curve {
            return linear(curve.timingCurve(duration: duration), inputs: (0...200).map { Double($0) / 200 })
        }
        return css(curve, delay: 0, duration: duration)
    }

    /// The inputs (fractions of the effect) at which the timeline samples a track starting at
    /// `delay` and lasting `duration` seconds, with 0 and 1.
    static func gridInputs(delay: Double, duration: Double) -> [Double] {
        guard duration > 0 else { return [0, 1] }
        var inputs: [Double] = [0]
        var k = max(0, Int((delay * fps).rounded(.up)))
        while true {
            let x = (Double(k) / fps - delay) / duration
            if x >= 1 { break }
            if x > 0 { inputs.append(x) }
            k += 1
        }
        inputs.append(1)
        return inputs
    }

    static func linear(_ timing: TimingCurve, inputs: [Double]) -> String {
        let stops = inputs.map { x in "\(JSText.number(timing.value(at: x))) \(JSText.number(x * 100))%" }
        return "linear(\(stops.joined(separator: ", ")))"
    }
}
