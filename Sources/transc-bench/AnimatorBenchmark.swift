// AnimatorCore benchmark: ns per animated property per sampled frame, and raw curve throughput.
// Run: swift run --scratch-path .build-core -c release transc-bench animator
import AnimatorCore
import CAllocCounter

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

/// Keyframe (linear, Catmull-Rom and 4×4), transform and coordinated-group tracks: the paths that
/// do not take the compiled fast path, for the allocation check.
private func makeMixedScene() -> Timeline {
    let timeline = Timeline()
    let scene = timeline.scene
    let v = scene.makeView(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    let a = PropertyAnimator(timeline: timeline, duration: 1_000_000, curve: .easeInOut)
    let b = PropertyAnimator(timeline: timeline, duration: 900_000, dampingRatio: 0.7)
    let keys = [Keyframe(time: 0, value: .point(Point(x: 0, y: 0))), Keyframe(time: 0.3, value: .point(Point(x: 50, y: 10)), curve: .easeIn),
                Keyframe(time: 0.7, value: .point(Point(x: 20, y: 80))), Keyframe(time: 1, value: .point(Point(x: 100, y: 100)))]
    try? a.addKeyframeTrack(view: v, property: .center, keyframes: keys, calculation: .cubic)
    try? a.addKeyframeTrack(view: v, property: .bounds, keyframes: [Keyframe(time: 0, value: .rect(.zero)),
                                                                  Keyframe(time: 1, value: .rect(Rect(x: 0, y: 0, width: 9, height: 9)))])
    try? a.addTrack(view: v, property: .transform, to: .transform(AffineTransform(rotationAngle: 1).scaledBy(x: 2, y: 3)))
    let flip = scene.makeView(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    let p = Transform3D.perspective(1000)
    try? a.addKeyframeTrack(view: flip, property: .transform3D, keyframes: [
        Keyframe(time: 0, value: .transform3D(p)), Keyframe(time: 0.5, value: .transform3D(Transform3D.rotation(1, 0, 1, 0).concatenating(p))),
        Keyframe(time: 1, value: .transform3D(Transform3D.rotation(Double.pi / 2, 0, 1, 0).concatenating(p))),
    ])
    try? b.addTrack(view: v, property: .alpha, to: .number(0), delay: 1000)
    let group = CoordinatedAnimator([a, b], delays: [0, 50_000])
    try? group?.startAnimation()
    return timeline
}

/// `tracks` 4×4 transform tracks (a card flip: perspective(1000) rotateY(0) → rotateY(90°),
/// each view about its own axis), one per view: the path that interpolates by decomposition.
private func makeTransform3DScene(tracks: Int) -> Timeline {
    let timeline = Timeline()
    let scene = timeline.scene
    let root = scene.makeView(frame: Rect(x: 0, y: 0, width: 400, height: 800))
    let animator = PropertyAnimator(timeline: timeline, duration: 1_000_000, curve: .easeIn)
    let p = Transform3D.perspective(1000)
    for i in 0..<tracks {
        let v = scene.makeView(frame: Rect(x: Double(i % 40), y: 0, width: 10, height: 10))
        scene.addSubview(v, to: root)
        let axis = Double(i % 3)
        let from = Transform3D.rotation(0, axis, 1, 0).concatenating(p), to = Transform3D.rotation(Double.pi / 2, axis, 1, 0).concatenating(p)
        try? animator.addTrack(view: v, property: .transform3D, from: .transform3D(from), to: .transform3D(to))
    }
    try? animator.startAnimation()
    return timeline
}

/// Median ns per 4×4 track sample, the best run, and allocations per frame (as `measureFrames`).
private func measureTransform3D(tracks: Int, runs: Int = 7) -> (ns: Double, best: Double, allocsPerFrame: Double) {
    measureSampling(tracks: tracks, frames: max(200, 200_000 / tracks), runs: runs) { makeTransform3DScene(tracks: tracks) }
}

/// Median ns per property-sample over `runs` runs of `frames` frames, and the allocations
/// counted during the timed frames of all runs divided by the number of frames.
private func measureFrames(tracks: Int, ownCurves: Bool, runs: Int = 7) -> (ns: Double, best: Double, allocsPerFrame: Double) {
    measureSampling(tracks: tracks, frames: max(2_000, 2_000_000 / tracks), runs: runs) { makeScene(tracks: tracks, ownCurves: ownCurves) }
}

/// Samples a fresh scene `runs` times for `frames` frames at 120 Hz after a warm-up: the median
/// and best ns per track sample, and the allocations per timed frame.
private func measureSampling(tracks: Int, frames: Int, runs: Int,
                             scene: () -> Timeline) -> (ns: Double, best: Double, allocsPerFrame: Double) {
    var results: [Double] = []
    var allocations: UInt64 = 0
    let clock = ContinuousClock()
    for _ in 0..<runs {
        let timeline = scene()
        var t = timeline.now
        for _ in 0..<50 { t += 1.0 / 120; timeline.advance(to: t) }   // warm-up
        let a0 = alloc_counter_allocations()
        let start = clock.now
        for _ in 0..<frames { t += 1.0 / 120; timeline.advance(to: t) }
        let elapsed = seconds(clock.now - start)
        allocations += alloc_counter_allocations() - a0
        results.append(elapsed * 1e9 / Double(frames * tracks))
    }
    return (median(results), results.min() ?? 0, Double(allocations) / Double(frames * runs))
}

/// Allocations per frame while sampling `timeline` (after a warm-up).
private func allocationsPerFrame(_ timeline: Timeline, frames: Int = 10_000) -> Double {
    var t = timeline.now
    for _ in 0..<50 { t += 1.0 / 120; timeline.advance(to: t) }
    let a0 = alloc_counter_allocations()
    for _ in 0..<frames { t += 1.0 / 120; timeline.advance(to: t) }
    return Double(alloc_counter_allocations() - a0) / Double(frames)
}

private func measureCurve(_ curve: TimingCurve, runs: Int = 5) -> (perSecond: Double, checksum: Double) {
    measureFunction(runs: runs) { curve.value(at: $0) }
}

private func measureFunction(runs: Int = 5, _ f: (Double) -> Double) -> (perSecond: Double, checksum: Double) {
    let n = 5_000_000
    var results: [Double] = []
    var checksum = 0.0
    let clock = ContinuousClock()
    for r in 0..<runs {
        var sum = 0.0
        let start = clock.now
        var x = 0.000_123 * Double(r + 1)
        for _ in 0..<n {
            sum += f(x)
            x += 0.000_000_197; if x >= 1 { x -= 1 }
        }
        let elapsed = seconds(clock.now - start)
        checksum += sum
        results.append(Double(n) / elapsed)
    }
    return (median(results), checksum)
}

func runAnimatorBenchmark() {
    let counting = alloc_counter_active() != 0
    print("AnimatorCore: median of 7 runs (and the best run, less sensitive to a loaded machine), 1/120 s frames, "
          + "mixed alpha/center/colour/bounds tracks")
    var worstAllocs = 0.0
    for tracks in [1, 100, 10_000] {
        let shared = measureFrames(tracks: tracks, ownCurves: false)
        let own = measureFrames(tracks: tracks, ownCurves: true)
        worstAllocs = max(worstAllocs, shared.allocsPerFrame, own.allocsPerFrame)
        print(String(repeating: " ", count: max(0, 6 - String(tracks).count)) + "\(tracks) tracks: "
              + "\(format(shared.ns)) ns/property-sample (shared animator curve; best run \(format(shared.best))), "
              + "\(format(own.ns)) ns (own delay + cubic curve per track; best \(format(own.best)))")
    }
    for tracks in [1, 100] {
        let r = measureTransform3D(tracks: tracks)
        print(String(repeating: " ", count: max(0, 6 - String(tracks).count)) + "\(tracks) 4×4 transform tracks (card flip, decomposed): "
              + "\(format(r.ns)) ns/property-sample (best run \(format(r.best)))"
              + (counting ? ", \(format(r.allocsPerFrame)) allocations per frame" : ""))
    }
    if counting {
        // Sanity check of the counter itself: one array per iteration must count ≥ 1.
        let a0 = alloc_counter_allocations()
        var keep = 0
        for i in 0..<100 { let xs = [Int](repeating: i, count: 3 + i % 2); keep &+= xs.count }
        let probe = Double(alloc_counter_allocations() - a0) / 100
        let mixed = allocationsPerFrame(makeMixedScene())
        print("allocations per frame (malloc/calloc/realloc/memalign counted): "
              + "\(format(worstAllocs)) (worst of the runs above), "
              + "\(format(mixed)) (keyframes linear + Catmull-Rom + 4×4, transform, coordinated spring group); "
              + "counter check: \(format(probe)) per array creation [\(keep)]")
    } else {
        print("allocations per frame: not measured (malloc interposition unavailable on this platform)")
    }
    let cubic = measureCurve(.easeInOut)
    let spring = measureCurve(.spring(Spring.dampingRatio(0.6).resolved(forDuration: 0.5)))
    let sampler = CubicBezierSampler(CubicBezier(0.42, 0, 0.58, 1))
    let tabled = measureFunction { sampler.value(at: $0) }
    print("cubic Bézier (easeInOut) evaluations/s: \(format(cubic.perSecond / 1e6)) M via TimingCurve.value (Newton from t = x)  [checksum \(format(cubic.checksum))]")
    print("cubic Bézier (easeInOut) evaluations/s: \(format(tabled.perSecond / 1e6)) M via CubicBezierSampler (table guess, the animators' path)  [checksum \(format(tabled.checksum))]")
    print("spring (ζ=0.6, 0.5 s) evaluations/s:    \(format(spring.perSecond / 1e6)) M  [checksum \(format(spring.checksum))]")
}

private func format(_ v: Double) -> String {
    let r = (v * 100).rounded() / 100
    return "\(r)"
}
