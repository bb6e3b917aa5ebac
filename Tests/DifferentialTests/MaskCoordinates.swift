import TransitionCompiler
import TransitionPreview
@testable import EmittedExamples
@_spi(MirrorTesting) import UIKit

// No `import Testing` here (the mirror is module `UIKit`: TapToDismiss.swift says why). The
// expectations are in MaskCoordinatesTests.

/// What the emitted offset-reveal push shows at the end of its animation: where the screen's mask
/// lets it through, in container space, read as UIKit reads a mask view's frame (the mirror's
/// `mirrorMaskedRect(in:)`), as x, y, width, height; and any call UIKit would reject.
@MainActor
func offsetRevealMaskedRect(_ t: TransitionIR, reference: TransitionPreview.Timeline, settings: DeviceSettings) -> (rect: [Double]?, violations: [String]) {
    guard let glue = Glue.of("offset-reveal") else { return (nil, ["no glue"]) }
    let run = HostRun(t: t, operation: .push, glue: glue, reference: reference, settings: settings)
    let played = run.play(.plain, scrub: nil)
    let rect = run.maskedRectsAtEnd["to"].map { [Double($0.minX), Double($0.minY), Double($0.width), Double($0.height)] }
    return (rect, played.violations)
}

/// What the emitted ellipse-reveal present shows at the end of its animation, before finish takes the
/// mask off: where the card's mask lets it through, in container space (as `offsetRevealMaskedRect`).
@MainActor
func ellipseRevealMaskedRect(_ t: TransitionIR, reference: TransitionPreview.Timeline, settings: DeviceSettings) -> (rect: [Double]?, violations: [String]) {
    guard let glue = Glue.of("ellipse-reveal") else { return (nil, ["no glue"]) }
    let run = HostRun(t: t, operation: .present, glue: glue, reference: reference, settings: settings)
    let played = run.play(.plain, scrub: nil)
    let rect = run.maskedRectsAtEnd["presented"].map { [Double($0.minX), Double($0.minY), Double($0.width), Double($0.height)] }
    return (rect, played.violations)
}
