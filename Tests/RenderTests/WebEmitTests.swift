import Foundation
import Testing
import TransitionCompiler
import TransitionPreview
import WebEmitter

/// `transc emit-web` proven in headless Chromium against the preview (Docs/EMIT-WEB.md).
@Suite struct WebEmitTests {
    /// The tolerances the proof holds, per quantity (Docs/EMIT-WEB.md, "Tolerances"): what
    /// Chromium's own arithmetic and printing leave, no more.
    enum Tolerance {
        /// Width and height are read as laid out, in LayoutUnits of 1/64 px; left and top are
        /// printed to 6 significant digits (±5e-4 px below 1,000 px).
        static let frame = 1.0 / 64 + 5e-4
        /// Opacity is stored as a float (±6e-8) and printed to 6 digits (±5e-7); the cubic
        /// Bézier solver stops within ~1e-7 of progress.
        static let alpha = 1e-6
        /// Matrix components are single precision (±6e-8 per unit) printed to 6 digits (±5e-7).
        static let transform = 1e-6
        /// A translation of up to 1,000 px printed to 6 digits.
        static let translation = 5e-4
        /// A radius under 100 px printed to 6 digits (±5e-5).
        static let radius = 5e-5 + 1e-6
        /// A colour channel: Chromium serialises red, green and blue as whole numbers of 0…255
        /// (±0.5 / 255) and alpha to 6 digits.
        static let color = 0.5 / 255 + 1e-6
    }

    static func expectWithin(_ gaps: WebProof.Gaps, _ what: String) {
        print("web proof \(what): \(gaps)")
        #expect(gaps.mismatches.isEmpty, "\(what): \(gaps.mismatches)")
        #expect(gaps.samples > 1 && gaps.views > 0, "\(what): nothing compared")
        #expect(gaps.frame <= Tolerance.frame, "\(what): \(gaps)")
        #expect(gaps.alpha <= Tolerance.alpha, "\(what): \(gaps)")
        #expect(gaps.transform <= Tolerance.transform, "\(what): \(gaps)")
        #expect(gaps.translation <= Tolerance.translation, "\(what): \(gaps)")
        #expect(gaps.radius <= Tolerance.radius, "\(what): \(gaps)")
        #expect(gaps.color <= Tolerance.color, "\(what): \(gaps)")
    }
}

extension WebEmitTests {
    static let examples: [String] = {
        let dir = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Examples")
        return ((try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []).filter { $0.hasSuffix(".yaml") }
            .map { String($0.dropLast(5)) }.sorted()
    }()

    /// Every example either plays each custom operation like the preview, or is refused with a
    /// located reason (and the regression spec whose colours are written in its tracks).
    @Test(arguments: examples + ["dynamic-colours"])
    func everyExampleIsProvenOrRefused(_ example: String) throws {
        let t = try WebProof.transition(example)
        let refusals = WebSupport.refusals([t])
        if !refusals.isEmpty {
            print("web refuses \(example): " + refusals.map { "\($0.range.start.line):\($0.range.start.column) \($0.message)" }.joined(separator: "; "))
            #expect(refusals.allSatisfy { $0.range.start.line > 0 && !$0.notes.isEmpty })
            return
        }
        guard let chromium = Tools.require(["chromium", "chromium-browser"], package: "chromium", for: "web proof") else { return }
        for op in t.operations where op.branch != nil {
            let timeline = try Interpreter.run(t, options: RunOptions(operation: op.operation))
            Self.expectWithin(try WebProof.prove(chromium, t, timeline), "\(example) \(op.operation.rawValue)")
        }
    }

    /// The UIKit differential test's release scenarios (DifferentialTests: by progress past and
    /// short of finishAt, and by a fast release along and against the gesture), scrubbed and
    /// released through the module's interact() in Chromium, left to right and right to left
    /// (where a pan along x turns round).
    @Test(arguments: ["interactive-pop", "card", "shared-element"], DeviceSettings.LayoutDirection.allCases)
    func scrubAndReleaseLikeThePreview(_ example: String, _ direction: DeviceSettings.LayoutDirection) throws {
        guard let chromium = Tools.require(["chromium", "chromium-browser"], package: "chromium", for: "web interaction proof") else { return }
        let t = try WebProof.transition(example)
        for op in t.operations where op.branch != nil {
            guard let i = op.interaction else { continue }
            var probeOptions = RunOptions(operation: op.operation, scrub: .init(progress: 0.5, releaseVelocity: 0))
            probeOptions.settings.layoutDirection = direction
            let probe = try Interpreter.run(t, options: probeOptions)
            let fast = 1.5 * i.finishVelocity * ((probe.gesture?.distance ?? 1) < 0 ? -1 : 1)
            let scrubs: [(RunOptions.Scrub, Timeline.Outcome)] = [
                (.init(progress: min(i.finishAt + 0.2, 0.95), releaseVelocity: 0), .finished),
                (.init(progress: max(i.finishAt - 0.2, 0.05), releaseVelocity: 0), .cancelled),
                (.init(progress: max(i.finishAt - 0.2, 0.05), releaseVelocity: fast), .finished),
                (.init(progress: min(i.finishAt + 0.2, 0.95), releaseVelocity: -fast), .cancelled),
            ]
            for (scrub, outcome) in scrubs {
                var options = RunOptions(operation: op.operation)
                options.scrub = scrub
                options.settings.layoutDirection = direction
                let timeline = try Interpreter.run(t, options: options)
                #expect(timeline.outcome == outcome)
                Self.expectWithin(try WebProof.proveInteractive(chromium, t, timeline),
                                  "\(example) \(op.operation.rawValue) \(direction.rawValue) scrub \(scrub.progress) release \(scrub.releaseVelocity)")
            }
        }
    }

    /// With Reduce Motion on (`{reduceMotion: true}`, or the page's prefers-reduced-motion), the
    /// module plays what the spec's `reduceMotion:` chooses, as `transc run --reduce-motion` does.
    @Test(arguments: examples)
    func reduceMotionPlaysLikeThePreview(_ example: String) throws {
        let t = try WebProof.transition(example)
        guard WebSupport.refusals([t]).isEmpty else { return }
        guard let chromium = Tools.require(["chromium", "chromium-browser"], package: "chromium", for: "web Reduce Motion proof") else { return }
        for op in t.operations where op.reducedBranch != nil {
            var options = RunOptions(operation: op.operation)
            options.settings.reduceMotion = true
            let timeline = try Interpreter.run(t, options: options)
            Self.expectWithin(try WebProof.prove(chromium, t, timeline), "\(example) \(op.operation.rawValue) reduced")
        }
    }

    /// In Dark Mode (`{appearance: "dark"}`, or the page's prefers-color-scheme), dynamic colours
    /// take their dark values, as `transc run --appearance dark` plays them. The examples' dynamic
    /// colours are in their preview scenes; `dynamic-colours` writes them in its tracks and overlay.
    @Test(arguments: examples + ["dynamic-colours"])
    func darkModePlaysLikeThePreview(_ example: String) throws {
        let t = try WebProof.transition(example)
        guard WebSupport.refusals([t]).isEmpty else { return }
        guard let chromium = Tools.require(["chromium", "chromium-browser"], package: "chromium", for: "web Dark Mode proof") else { return }
        for op in t.operations where op.branch != nil {
            var options = RunOptions(operation: op.operation)
            options.settings.appearance = .dark
            let timeline = try Interpreter.run(t, options: options)
            Self.expectWithin(try WebProof.prove(chromium, t, timeline), "\(example) \(op.operation.rawValue) dark")
        }
    }

    /// Right to left (`{layoutDirection: "rtl"}`, or the container's CSS `direction`), a transition
    /// that mirrors is played as its mirror image, as `transc run --layout-direction rtl` plays it
    /// (Docs/LANGUAGE.md, "Right-to-left"): geometry read from views is mirrored into the spec's
    /// left-to-right space and mirrored back when written.
    @Test(arguments: examples)
    func rightToLeftPlaysLikeThePreview(_ example: String) throws {
        let t = try WebProof.transition(example)
        guard WebSupport.refusals([t]).isEmpty else { return }
        guard let chromium = Tools.require(["chromium", "chromium-browser"], package: "chromium", for: "web right-to-left proof") else { return }
        for op in t.operations where op.branch != nil {
            var options = RunOptions(operation: op.operation)
            options.settings.layoutDirection = .rightToLeft
            let timeline = try Interpreter.run(t, options: options)
            Self.expectWithin(try WebProof.prove(chromium, t, timeline), "\(example) \(op.operation.rawValue) rtl")
        }
    }
}
