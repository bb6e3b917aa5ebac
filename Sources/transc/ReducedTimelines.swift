import TransitionCompiler
import TransitionPreview

extension RunCommand {
    /// The HTML player's Reduce Motion toggle (issue 14): each timeline played again with Reduce
    /// Motion on, with the same operation, sampling and release. An operation that is UIKit's own
    /// under Reduce Motion (`reduceMotion: system`) has no such timeline; the toggle then lists
    /// the others.
    static func reducedMotionCounterparts(of timelines: [Timeline], in t: TransitionIR, fps: Double) -> [Timeline] {
        timelines.compactMap { timeline in
            guard !timeline.settings.reduceMotion, t.operation(timeline.operation)?.reducedBranch != nil else { return nil }
            var settings = timeline.settings
            settings.reduceMotion = true
            let options = RunOptions(operation: timeline.operation, fps: fps, sampleTimes: nil, animated: timeline.animated,
                                     scrub: timeline.scrub.map { RunOptions.Scrub(progress: $0.progress, releaseVelocity: $0.releaseVelocity) },
                                     settings: settings)
            return try? Interpreter.run(t, options: options)
        }
    }
}
