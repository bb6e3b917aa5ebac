// A libFuzzer target over the whole pipeline (built and run by Scripts/fuzz-coverage, never by
// `swift build`): bytes → check → (when clean) for every custom operation the interpreter's
// run, animated, not animated and cancelled part way, with Reduce Motion off and then on (the
// crossfade or named branch that plays instead) → emitted Swift, twice. Each invariant
// that fails traps, which libFuzzer reports as a crash and saves the input:
// - nothing crashes (AddressSanitizer watches memory too);
// - no timeline carries a non-finite number (Docs/LANGUAGE.md, "Division by zero");
// - a cancelled run ends where it began (the derived cancellation restores the scene);
// - a crossfade ends where the branch it replaces ends (Docs/LANGUAGE.md, "Reduce Motion");
// - the emitted Swift is the same text both times (deterministic).
import AnimatorCore
import SwiftEmitter
import TransitionCompiler
import TransitionPreview

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPipeline(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let result = Compiler.compile(SourceFile(path: "fuzz.yaml", bytes: bytes))
    guard !result.hasErrors else { return 0 }
    for t in result.transitions {
        _ = IRPrinter(t).render()
        // A holder that moves under a provided view's written geometry is warned about
        // (moving-superview): the crossfade, whose holder does not move, is known to end elsewhere.
        let holderMoves = result.diagnostics.contains { $0.code == "moving-superview" }
        for op in t.context.operations {
            let standard = t.operation(op)?.branch != nil ? play(t, op, DeviceSettings()) : nil
            let reduced = t.operation(op)?.reducedBranch != nil ? play(t, op, DeviceSettings(reduceMotion: true)) : nil
            // Right to left and dark: the same invariants (finite, cancel restores).
            if t.operation(op)?.branch != nil { play(t, op, DeviceSettings(layoutDirection: .rightToLeft, appearance: .dark)) }
            if let s = standard, let r = reduced, t.operation(op)?.reduceMotionChoice == .crossfade, s.outcome == r.outcome, !holderMoves {
                require(s.after == r.after, "\(op.rawValue): the crossfade does not end where the branch ends: \(TimelineTable.differences(s.after, r.after, names: s.viewNames))")
            }
        }
    }
    let first = Emitter.emit(result.transitions, sourcePath: "fuzz.yaml")
    let second = Emitter.emit(result.transitions, sourcePath: "fuzz.yaml")
    require(first == second, "emitted Swift differs between two emissions")
    return 0
}

private func require(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError("fuzz invariant: " + message()) }
}

/// Five sample times instead of 60 fps: a 600 s transition must not make one input take seconds.
/// Returns the animated run (nil if the interpreter refused it).
@discardableResult
private func play(_ t: TransitionIR, _ op: TransitionCompiler.Operation, _ settings: DeviceSettings) -> TransitionPreview.Timeline? {
    let duration = t.operation(op)?.branch(reduceMotion: settings.reduceMotion)?.duration ?? 0
    let times = [0, 0.25, 0.5, 0.75, 1].map { $0 * (duration.isFinite ? duration : 0) }
    let label = op.rawValue + (settings == DeviceSettings() ? "" : " (\(settings))")
    var played: TransitionPreview.Timeline?
    for animated in [true, false] {
        let options = RunOptions(operation: op, sampleTimes: times, animated: animated, settings: settings)
        guard let tl = try? Interpreter.run(t, options: options) else { continue }
        checkFinite(tl, "\(label)\(animated ? "" : " not animated")")
        if animated { played = tl }
    }
    // Cancelled a little way in: the synthetic gesture (finishAt 0.5) is released at rest at 0.1.
    var cancellable = t
    let r = t.range
    for i in cancellable.operations.indices where cancellable.operations[i].operation == op {
        cancellable.operations[i].interaction = cancellable.operations[i].interaction ?? InteractionIR(
            gesture: .pan, axis: .x, distance: Expr(.number(100), .number, r), finishAt: 0.5,
            finishVelocity: 1000, completionCurve: .named(.easeOut), range: r)
        cancellable.operations[i].interaction?.finishAt = 0.5
        cancellable.operations[i].interaction?.finishVelocity = 1000
    }
    let scrub = RunOptions.Scrub(progress: 0.1, releaseVelocity: 0)
    let options = RunOptions(operation: op, sampleTimes: times, scrub: scrub, settings: settings)
    guard let tl = try? Interpreter.run(cancellable, options: options) else { return played }
    checkFinite(tl, "\(label) cancelled")
    if tl.outcome == .cancelled {
        require(tl.after == tl.before, "\(label): cancelling does not restore the scene: \(TimelineTable.differences(tl.before, tl.after, names: tl.viewNames))")
    }
    return played
}

private func checkFinite(_ tl: TransitionPreview.Timeline, _ what: String) {
    for states in tl.frames.map(\.views) + [tl.before, tl.after] {
        for (name, s) in states {
            let numbers = [s.frame.x, s.frame.y, s.frame.width, s.frame.height, s.alpha, s.cornerRadius,
                           s.transform.a, s.transform.b, s.transform.c, s.transform.d, s.transform.tx, s.transform.ty,
                           s.backgroundColor.red, s.backgroundColor.green, s.backgroundColor.blue, s.backgroundColor.alpha]
            require(!numbers.contains { !$0.isFinite }, "\(what): \(name) has a non-finite value: \(s)")
        }
    }
    for e in tl.events { require(e.time.isFinite && (e.value?.isFinite ?? true), "\(what): event \(e.name) is not finite") }
    require(tl.duration.isFinite && tl.endTime.isFinite, "\(what): the duration is not finite")
}
