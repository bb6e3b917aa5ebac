// AnimatorCore benchmark: ns per animated property per sampled frame, and raw curve throughput.
// Run: swift run --scratch-path .build-core -c release transc-bench animator
import AnimatorCore

private func seconds(_ d: Duration) -> Double {
    Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18
}

private func median(_ xs: [Double]) -> Double {
    let s = xs.sorted(); return s.isEmpty ? 0 : s[s.count / 2]
}

/// Builds `tracks` animated properties (alpha, center, background colour, bounds in turn) on
/// `tracks / 4 + 1` views in one animator; `ownCurves` gives each track its own delay and cubic
/// curve (the interpreter's worst case) instead of the animator's shared curve.
private func makeScene(tracks: Int, ownCurves: Bool) -> Timeline {
    let timeline = Timeline()
    let scene = timeline.scene
    let root = scene.makeView(frame: Rect(x: 0, y: 0, width: 400, height: 800))
    let animator = PropertyAnimator(timeline: timeline, duration: 1_000_000, curve: .easeInOut)
    var views: [ViewID] = []
    for i in 0..<(tracks / 4 + 1) {
        let v = scene.makeView(frame: Rect(x: Double(i % 40), y: 0, width: 10, height: 10))
        scene.addSubview(v, to: root)
        views.append(v)
    }
    for i in 0..<tracks {
        let v = views[i / 4]
        let delay = ownCurves ? Double(i % 7) : 0
        let curve: TimingCurve? = ownCurves ? .cubicBezier(CubicBezier(0.1 + Double(i % 5) * 0.1, 0, 0.5, 1)) : nil
        switch i % 4 {
        case 0: try? animator.addTrack(view: v, property: .alpha, to: .number(0), delay: delay, curve: curve)
        case 1: try? animator.addTrack(view: v, property: .center, to: .point(Point(x: 300, y: 500)), delay: delay, curve: curve)
        case 2: try? animator.addTrack(view: v, property: .backgroundColor, to: .color(.white), delay: delay, curve: curve)
        default: try? animator.addTrack(view: v, property: .bounds, to: .rect(Rect(x: 0, y: 0, width: 90, height: 40)), delay: delay, curve: curve)
        }
    }
    try? animator.startAnimation()
    return timeline
}

/// Median ns per property-sample over `runs` runs of `frames` frames.
private func measureFrames(tracks: Int, ownCurves: Bool, runs: Int = 7) -> Double {
    let frames = max(200, 2_000_000 / tracks)
    var results: [Double] = []
    let clock = ContinuousClock()
    for _ in 0..<runs {
        let timeline = makeScene(tracks: tracks, ownCurves: ownCurves)
        var t = timeline.now
        for _ in 0..<50 { t += 1.0 / 120; timeline.advance(to: t) }   // warm-up
        let start = clock.now
        for _ in 0..<frames { t += 1.0 / 120; timeline.advance(to: t) }
        let elapsed = seconds(clock.now - start)
        results.append(elapsed * 1e9 / Double(frames * tracks))
    }
    return median(results)
}

private func measureCurve(_ curve: TimingCurve, runs: Int = 5) -> (perSecond: Double, checksum: Double) {
    let n = 5_000_000
    var results: [Double] = []
    var checksum = 0.0
    let clock = ContinuousClock()
    for r in 0..<runs {
        var sum = 0.0
        let start = clock.now
        var x = 0.000_123 * Double(r + 1)
        for _ in 0..<n {
            sum += curve.value(at: x)
            x += 0.000_000_197; if x >= 1 { x -= 1 }
        }
        let elapsed = seconds(clock.now - start)
        checksum += sum
        results.append(Double(n) / elapsed)
    }
    return (median(results), checksum)
}

func runAnimatorBenchmark() {
    print("AnimatorCore: median of 7 runs, 1/120 s frames, mixed alpha/center/colour/bounds tracks")
    for tracks in [1, 100, 10_000] {
        let shared = measureFrames(tracks: tracks, ownCurves: false)
        let own = measureFrames(tracks: tracks, ownCurves: true)
        print(String(repeating: " ", count: max(0, 6 - String(tracks).count)) + "\(tracks) tracks: "
              + "\(format(shared)) ns/property-sample (shared animator curve), "
              + "\(format(own)) ns (own delay + cubic curve per track)")
    }
    let cubic = measureCurve(.easeInOut)
    let spring = measureCurve(.spring(Spring.dampingRatio(0.6).resolved(forDuration: 0.5)))
    print("cubic Bézier (easeInOut) evaluations/s: \(format(cubic.perSecond / 1e6)) M  [checksum \(format(cubic.checksum))]")
    print("spring (ζ=0.6, 0.5 s) evaluations/s:    \(format(spring.perSecond / 1e6)) M  [checksum \(format(spring.checksum))]")
}

private func format(_ v: Double) -> String {
    let r = (v * 100).rounded() / 100
    return "\(r)"
}
