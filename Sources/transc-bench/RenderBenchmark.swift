// Render benchmark: milliseconds to turn a 1-second, 60 fps timeline of 8 views (every
// property moving) into the animated SVG and into the HTML player; and the terminal table's
// time at 10× the frames (linear means a ratio near 10).
// Run: swift run --scratch-path .build-render -c release transc-bench render
import TransitionCompiler
import TransitionPreview

private func renderBenchTimeline(views: Int, fps: Int = 60) -> TransitionPreview.Timeline {
    let names = ["container"] + (1..<views).map { "view\($0)" }
    func states(_ p: Double) -> ViewStates {
        var out = ViewStates()
        for (i, name) in names.enumerated() {
            let r = Double(i) * 0.3 + p * 1.2
            let rect = i == 0 ? TransitionCompiler.Rect(x: 0, y: 0, width: 390, height: 844)
                : TransitionCompiler.Rect(x: 20 + 300 * p, y: Double(i) * 90, width: 80 + 40 * p, height: 60)
            out[name] = ViewState(frame: rect, alpha: i == 0 ? 1 : 1 - 0.5 * p,
                                  transform: i == 0 ? .identity : AffineValue(a: 0.5 + cosine(r) / 2, b: sine(r) / 2, c: -sine(r) / 2, d: 0.5 + cosine(r) / 2, tx: 10 * p, ty: 0),
                                  cornerRadius: 12 * p,
                                  backgroundColor: RGBA(red: p, green: Double(i) / Double(views), blue: 1 - p),
                                  hidden: false, zIndex: 0, inHierarchy: true, order: i, label: "View \(i)")
        }
        return out
    }
    let frames = (0...fps).map { TimelineFrame(time: Double($0) / Double(fps), progress: Double($0) / Double(fps), views: states(Double($0) / Double(fps))) }
    return TransitionPreview.Timeline(transition: "Bench", operation: .push, duration: 1, outcome: .finished, events: [],
                                      frames: frames, before: states(0), after: states(1),
                                      containerWidth: 390, containerHeight: 844, viewNames: names)
}

// Taylor-free sine/cosine via the standard library only (no Foundation in this file).
private func sine(_ x: Double) -> Double { cosine(x - Double.pi / 2) }
private func cosine(_ x: Double) -> Double {
    var y = x.truncatingRemainder(dividingBy: 2 * Double.pi)
    if y < 0 { y += 2 * Double.pi }
    var term = 1.0, sum = 1.0
    for k in 1...20 { term *= -y * y / Double((2 * k - 1) * (2 * k)); sum += term }
    return sum
}

private func renderBenchMedianMs(runs: Int, _ body: () -> Int) -> (ms: Double, bytes: Int) {
    let clock = ContinuousClock()
    var times: [Double] = []
    var bytes = 0
    for _ in 0..<runs {
        let d = clock.measure { bytes = body() }
        times.append(Double(d.components.seconds) * 1e3 + Double(d.components.attoseconds) * 1e-15)
    }
    times.sort()
    return (times[times.count / 2], bytes)
}

func runRenderBenchmark() {
    let timeline = renderBenchTimeline(views: 8)
    let pop = renderBenchTimeline(views: 8)
    let svg = renderBenchMedianMs(runs: 40) { SVGRenderer.render([timeline]).utf8.count }
    print("svg  1 s @ 60 fps, 8 views:        median \(format(svg.ms)) ms per render (\(svg.bytes) bytes)")
    let both = renderBenchMedianMs(runs: 40) { SVGRenderer.render([timeline, pop]).utf8.count }
    print("svg  2 operations (both), 8 views: median \(format(both.ms)) ms per render (\(both.bytes) bytes)")
    let html = renderBenchMedianMs(runs: 40) { HTMLRenderer.render([timeline]).utf8.count }
    print("html 1 s @ 60 fps, 8 views:        median \(format(html.ms)) ms per render (\(html.bytes) bytes)")
    // The terminal table must stay linear in the number of rows: 10× the frames, ~10× the time.
    let rows600 = renderBenchTimeline(views: 8, fps: 600), rows6000 = renderBenchTimeline(views: 8, fps: 6000)
    let table = renderBenchMedianMs(runs: 9) { TimelineTable.render(rows600).utf8.count }
    let table10 = renderBenchMedianMs(runs: 5) { TimelineTable.render(rows6000).utf8.count }
    print("table 1 s @ 600 fps, 8 views:      median \(format(table.ms)) ms per render; @ 6000 fps: \(format(table10.ms)) ms "
          + "(ratio \(format(table10.ms / table.ms)) for 10× the rows)")
    // GIF and MP4 of the same 1 s (no holds): drawing every frame (rsvg-convert) and ffmpeg's encode.
    let noHolds = SVGOptions(leadIn: 0, pause: 0)
    for kind in [VideoRenderer.Format.gif, .mp4] {
        do {
            var size = 0
            let video = try renderBenchMedianMsThrowing(runs: 3) {
                size = try VideoRenderer.render([timeline], format: kind, options: VideoOptions(fps: 25), svg: noHolds).count
            }
            print("\(kind.rawValue)  1 s @ 25 fps, 8 views:        median \(format(video)) ms per encode, frames drawn and encoded (\(size) bytes)")
        } catch {
            print("\(kind.rawValue): not measured: \(error)")
        }
    }
}

private func renderBenchMedianMsThrowing(runs: Int, _ body: () throws -> Void) throws -> Double {
    let clock = ContinuousClock()
    var times: [Double] = []
    for _ in 0..<runs {
        var failure: Error?
        let d = clock.measure { do { try body() } catch { failure = error } }
        if let failure { throw failure }
        times.append(Double(d.components.seconds) * 1e3 + Double(d.components.attoseconds) * 1e-15)
    }
    times.sort()
    return times[times.count / 2]
}

private func format(_ ms: Double) -> String {
    let hundredths = Int((ms * 100).rounded())
    let frac = hundredths % 100
    return "\(hundredths / 100).\(frac < 10 ? "0" : "")\(frac)"
}
