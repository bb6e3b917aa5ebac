import TransitionCompiler
import TransitionPreview
@testable import EmittedExamples
@_spi(MirrorTesting) import UIKit

// No `import Testing` here (the mirror is module `UIKit`: TapToDismiss.swift says why). The
// expectations are in MaskCoordinatesTests.

/// What the emitted `example` shows at the end of `operation`'s animation, before finish runs: where `view`'s
/// mask lets it through, in container space, read as UIKit reads a mask view's area (the mirror's
/// `mirrorMaskedRect(in:)`), as x, y, width, height; and any call UIKit would reject.
@MainActor
func playedMaskedRect(_ example: String, _ operation: TransitionCompiler.Operation, view: String, _ t: TransitionIR,
                      reference: TransitionPreview.Timeline, settings: DeviceSettings) -> (rect: [Double]?, violations: [String]) {
    guard let glue = Glue.of(example) else { return (nil, ["no glue"]) }
    let run = HostRun(t: t, operation: operation, glue: glue, reference: reference, settings: settings)
    let played = run.play(.plain, scrub: nil)
    let rect = run.maskedRectsAtEnd[view].map { [Double($0.minX), Double($0.minY), Double($0.width), Double($0.height)] }
    return (rect, played.violations)
}
