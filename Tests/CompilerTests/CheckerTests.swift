import Foundation
import Testing
@testable import TransitionCompiler

func compile(_ text: String, path: String = "test.yaml") -> CompileResult {
    Compiler.compile(SourceFile(path: path, text: text))
}

func errors(_ r: CompileResult) -> [String] {
    r.diagnostics.filter { $0.severity == .error }.map { "\($0.range.start.line):\($0.range.start.column): \($0.message)" }
}

@Suite struct ExampleTests {
    static let examples = Paths.yamlFiles(in: Paths.examples).map(\.lastPathComponent)

    @Test func everySeedHasAnExample() {
        #expect(Self.examples.count >= 5)
    }

    /// Every example checks clean, and its checked IR matches the reviewed golden dump
    /// (Goldens/NAME.ir.txt). Regenerate with TRANSC_UPDATE_GOLDENS=1 and review the diff.
    @Test(arguments: examples)
    func exampleChecksCleanAndMatchesGolden(_ name: String) throws {
        let url = Paths.examples.appendingPathComponent(name)
        let result = Compiler.compile(SourceFile(path: url.path, bytes: Array(try Data(contentsOf: url))))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        let dump = result.transitions.map { IRPrinter($0).render() }.joined(separator: "\n") + "\n"
        let golden = Paths.goldens.appendingPathComponent(name.replacingOccurrences(of: ".yaml", with: ".ir.txt"))
        if ProcessInfo.processInfo.environment["TRANSC_UPDATE_GOLDENS"] == "1" {
            try dump.write(to: golden, atomically: true, encoding: .utf8)
        }
        let expected = try String(contentsOf: golden, encoding: .utf8)
        #expect(dump == expected, "IR of \(name) differs from \(golden.lastPathComponent)")
    }
}

@Suite struct DerivationTests {
    static let photoZoom = """
    transition: PhotoZoom
    context: navigation
    duration: 0.35
    curve: easeIn
    views:
      thumbnail: source.selectedImageView
      header: destination.headerImageView
      zoom: snapshot(thumbnail)
    push:
      setup:
        - insert: to above from
        - add: zoom
        - set:
            to.alpha: 0
            thumbnail.hidden: true
      animate:
        - view: zoom
          frame: header.frame
          delay: 50ms
          duration: 300ms
        - view: to
          alpha: 1
          duration: 0.2
      finish:
        - set:
            thumbnail.hidden: false
        - remove: zoom
    pop: reverse push
    """

    func ir(_ text: String) throws -> TransitionIR {
        let r = compile(text)
        #expect(errors(r).isEmpty, "\(errors(r))")
        return try #require(r.transitions.first)
    }

    @Test func reverseMirrorsHierarchyValuesTimesAndCurves() throws {
        let t = try ir(Self.photoZoom)
        let pop = try #require(t.operation(.pop)?.branch)
        #expect(pop.reversedFrom == .push)
        // The grid (source) comes back below the detail.
        guard case .insert(.sourceRoot, .below(.destinationRoot)) = pop.setup[0].kind else {
            Issue.record("pop should insert the source below the destination, got \(pop.setup[0].kind)"); return
        }
        // to.alpha was animated, so its setup value is not re-applied; thumbnail.hidden is.
        let sets = pop.setup.compactMap { s -> Property? in if case .set(_, let p, _) = s.kind { return p } else { return nil } }
        #expect(sets == [.hidden])
        // The zoom track ends at 0.35 in push, so it starts at 0 in pop; the alpha track (0...0.2) starts at 0.15.
        #expect(pop.tracks[0].delay == 0)
        #expect(abs(pop.tracks[1].delay - 0.15) < 1e-12)
        // Start and end exchanged: the zoom goes from the header back to where the snapshot started (the thumbnail).
        guard case .values(let zoom) = pop.tracks[0].content, case .view(let fromView, .frame)? = zoom[0].from?.kind,
              case .view(let toView, .frame) = zoom[0].to.kind else { Issue.record("zoom track shape"); return }
        #expect(t.view(fromView).name == "header" && t.view(toView).name == "thumbnail")
        guard case .values(let alpha) = pop.tracks[1].content, case .number(1)? = alpha[0].from?.kind,
              case .number(0) = alpha[0].to.kind else { Issue.record("alpha track shape"); return }
        // easeIn played backwards is easeOut.
        #expect(pop.tracks[0].curve == .named(.easeOut))
        #expect(pop.duration == 0.35)
    }

    @Test func cancellationUndoesSetup() throws {
        let push = try #require(try ir(Self.photoZoom).operation(.push)?.branch)
        var restored: [(ViewID, Property)] = [], removed: [ViewID] = []
        for s in push.cancel {
            switch s.kind {
            case .restore(let v, let p): restored.append((v, p))
            case .remove(let v): removed.append(v)
            default: Issue.record("cancel holds only restores and removals")
            }
        }
        // Every view setup inserted is removed, last inserted first.
        #expect(removed == [ViewID(5), .destinationRoot])
        // Every property setup set or a track animates is restored, each once; the zoom snapshot,
        // made by the transition and removed on cancel, needs nothing restored.
        #expect(restored.count == 2)
        #expect(restored.contains { $0 == (.destinationRoot, .alpha) } && restored.contains { $0 == (ViewID(3), .hidden) })
        #expect(!restored.contains { $0.0 == ViewID(5) })
        // Restores come before removals, so a removed view still gets its values back.
        let firstRemove = push.cancel.firstIndex { if case .remove = $0.kind { return true } else { return false } } ?? 0
        #expect(push.cancel[..<firstRemove].allSatisfy { if case .restore = $0.kind { return true } else { return false } })
    }

    @Test func animatorGroupsShareIdenticalTiming() throws {
        let t = try ir("""
        transition: G
        context: navigation
        push:
          setup:
            - insert: to above from
          animate:
            - view: to
              alpha: 0 -> 1
            - view: from
              alpha: 0
            - view: from
              cornerRadius: 8
              curve: linear
        """)
        let push = try #require(t.operation(.push)?.branch)
        #expect(push.animators.count == 2)
        #expect(push.animators[0].tracks == [0, 1])
        #expect(push.animators[1].tracks == [2])
        #expect(t.operation(.pop).map { if case .system = $0.body { return true } else { return false } } == true)
    }

    @Test func reversedKeyframesMirrorTimeAndSegmentCurves() throws {
        let t = try ir("""
        transition: K
        context: modal
        present:
          setup:
            - add: presented
          animate:
            - view: presented
              keyframes:
                - { at: 0, alpha: 0 }
                - { at: 0.25, alpha: 0.5, curve: easeIn }
                - { at: 1, alpha: 1, curve: linear }
        dismiss: reverse present
        """)
        let dismiss = try #require(t.operation(.dismiss)?.branch)
        guard case .keyframes(let frames, _) = dismiss.tracks[0].content else { Issue.record("keyframes"); return }
        #expect(frames.map(\.at) == [0, 0.75, 1])
        // The segment 0.25...1 (linear) becomes 0...0.75; the segment 0...0.25 (easeIn) becomes 0.75...1, played backwards: easeOut.
        #expect(frames[1].curve == .named(.linear))
        #expect(frames[2].curve == .named(.easeOut))
        #expect(frames[0].curve == nil)
    }

    @Test func physicalSpringSetsItsOwnDuration() throws {
        let t = try ir("""
        transition: S
        context: navigation
        push:
          setup:
            - insert: to above from
          animate:
            - view: to
              alpha: 0 -> 1
              curve: spring(mass:1, stiffness:100, damping:20)
        """)
        let track = try #require(t.operation(.push)?.branch?.tracks.first)
        // Critically damped, w0 = 10: x(t) = -(1 + 10t)e^(-10t) falls below 1e-3 near t = 0.923 s.
        #expect(abs(track.duration - 0.924) < 0.002)
    }

    @Test func modalDimmingGetsADefaultTrack() throws {
        let t = try ir("""
        transition: D
        context: modal
        duration: 0.4
        presentation:
          dimming: { color: black, alpha: 0.3 }
        present:
          setup:
            - add: presented
          animate:
            - view: presented
              alpha: 0 -> 1
        dismiss: reverse present
        """)
        let present = try #require(t.operation(.present)?.branch)
        #expect(present.tracks.count == 2)
        let dimmingID = try #require(t.presentation?.dimming?.view)
        #expect(present.tracks[1].view == dimmingID && present.tracks[1].duration == 0.4)
        let dismiss = try #require(t.operation(.dismiss)?.branch)
        guard case .values(let v) = dismiss.tracks[1].content, case .number(0.3)? = v[0].from?.kind, case .number(0) = v[0].to.kind else {
            Issue.record("dismiss fades the dimming out"); return
        }
    }
}

@Suite struct HostileInputTests {
    @Test(arguments: ["Fade\"; exit(0); //", "a b", "{x}", "1Up", "Fade'); DROP", "é"])
    func hostileTransitionNamesAreRejected(_ name: String) {
        let escaped = name.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        let r = compile("transition: \"\(escaped)\"\ncontext: navigation\npush: system\npop: system\n")
        #expect(r.transitions.isEmpty)
        #expect(r.diagnostics.contains { $0.code == "not-identifier" && $0.range.start.line == 1 && $0.range.start.column == 13 })
    }

    @Test func absurdNumbersAreDiagnosed() {
        let r = compile("""
        transition: N
        context: navigation
        duration: 1e308
        push:
          setup:
            - insert: to above from
          animate:
            - view: to
              alpha: 1e400
              delay: 99999999999999999999
        """)
        #expect(r.transitions.isEmpty)
        #expect(errors(r).count == 3, "\(errors(r))")
    }

    @Test func manyErrorsAreCappedAndFast() {
        // 5,000 unknown keys: each gets a located error until the cap, then the rest are counted.
        var text = "transition: N\ncontext: navigation\npush: system\n"
        for i in 0..<5_000 { text += "key\(i): \(i)\n" }
        let r = compile(text)
        #expect(r.diagnostics.count <= 201)
        #expect(r.hasErrors)
    }

    @Test func deeplyNestedExpressionIsRejected() {
        let deep = String(repeating: "(", count: 500) + "1" + String(repeating: ")", count: 500)
        let r = compile("transition: N\ncontext: navigation\npush:\n  setup:\n    - insert: to above from\n  animate:\n    - view: to\n      alpha: \(deep)\n")
        #expect(errors(r).contains { $0.contains("nested too deeply") }, "\(errors(r))")
    }

    /// Left-associative chains are as deep as they are long; each must be refused, located at
    /// the first operation past the budget, before any recursive pass walks them.
    @Test(arguments: [
        ("cornerRadius", Array(repeating: "0", count: 3_000).joined(separator: "+")),
        ("cornerRadius", Array(repeating: "1", count: 5_000).joined(separator: "*")),
        ("frame", "to.finalFrame" + String(repeating: ".offset(x:0, y:0)", count: 5_000)),
        ("transform", Array(repeating: "scale(1)", count: 2_000).joined(separator: " ")),
    ])
    func longExpressionChainsAreRejected(property: String, value: String) {
        let r = compile("transition: N\ncontext: navigation\npush:\n  setup:\n    - insert: to above from\n  animate:\n    - view: to\n      \(property): \(value)\n")
        let tooLong = r.diagnostics.filter { $0.message.contains("expression is too long") }
        #expect(tooLong.count == 1, "\(errors(r))")
        #expect(tooLong.first?.range.start.line == 8)
        #expect((tooLong.first?.range.start.column ?? 0) > 200, "points at the operation past the budget")
    }

    @Test func chainsWithinTheBudgetAreAccepted() {
        let value = Array(repeating: "1", count: 200).joined(separator: "+") + " - 199"
        let r = compile("transition: N\ncontext: navigation\npush:\n  setup:\n    - insert: to above from\n  animate:\n    - view: to\n      cornerRadius: \(value)\n")
        #expect(errors(r).isEmpty, "\(errors(r))")
    }

    @Test func documentsBeforeASyntaxErrorAreStillChecked() {
        let text = "transition: A\ncontext: navigation\ndurration: 1\npush: system\n---\ntransition: B\ncontext: navigation\ncurve: spring(damping: 0.8)\n"
        let r = compile(text)
        #expect(r.diagnostics.contains { $0.code == "unknown-key" && $0.range.start.line == 3 }, "\(errors(r))")
        #expect(r.diagnostics.contains { $0.code == "yaml-syntax" && $0.range.start.line == 8 }, "\(errors(r))")
    }

    /// Springs that set their own time: a tiny or huge mass must neither hang the settling-time
    /// search nor slip past the 60 s horizon; absurd velocities are range errors.
    @Test(arguments: [
        ("spring(mass:1e-15, stiffness:1, damping:1000)", "does not come to rest"),
        ("spring(mass:1e9, stiffness:1e-9, damping:1e9)", "does not come to rest"),
        ("spring(duration:1000)", "does not come to rest"),
        ("spring(damping:0.8, velocity:1e308)", "spring velocity must be in -100...100"),
        ("spring(mass:1, stiffness:100, damping:10, velocity:-101)", "spring velocity must be in -100...100"),
    ])
    func springRanges(curve: String, message: String) {
        let r = compile("transition: N\ncontext: navigation\npush:\n  setup:\n    - insert: to above from\n  animate:\n    - view: to\n      alpha: 0 -> 1\n      curve: \"\(curve)\"\n")
        let found = r.diagnostics.filter { $0.code == "out-of-range" && $0.message.contains(message) }
        #expect(found.count == 1, "\(errors(r))")
        #expect(found.first?.range.start.line == 9)
    }

    @Test func tinyMassSpringSettlesQuickly() {
        // ω0 ≈ 3e7 rad/s and ζ ≈ 1.6e10: the slow mode sets the time; the search stays bounded.
        let r = compile("transition: N\ncontext: navigation\npush:\n  setup:\n    - insert: to above from\n  animate:\n    - view: to\n      alpha: 0 -> 1\n      curve: \"spring(mass:1e-9, stiffness:1e3, damping:1)\"\n")
        #expect(errors(r).isEmpty, "\(errors(r))")
    }

    @Test func longSnapshotChainsAndManyTracksCheck() {
        // 20,000 snapshots in a chain, and 20,000 back-to-back tracks on one property (times exact
        // in binary, so they touch without overlapping): linear-time checks. Every track after the
        // first conflicts with the one before it, and each is counted once.
        var text = "transition: N\ncontext: navigation\nviews:\n  v0: snapshot(to)\n"
        for i in 1..<20_000 { text += "  v\(i): snapshot(v\(i - 1))\n" }
        text += "push:\n  setup:\n    - insert: to above from\n  animate:\n"
        for i in 0..<20_000 { text += "    - { view: to, alpha: 1, delay: \(Double(i) / 64), duration: 0.015625 }\n" }
        let r = compile(text)
        let conflicts = r.diagnostics.filter { $0.code == "conflicting-tracks" }
        #expect(conflicts.count + r.droppedErrors == 19_999)
        #expect(conflicts.allSatisfy { $0.message == "two tracks animate 'to.alpha', one after the other" })
        #expect(r.diagnostics.filter { $0.severity == .error }.count == conflicts.count, "\(errors(r).prefix(3))")
    }

    @Test func cycleLeadingViewsAreNotBlamed() {
        let r = compile("transition: N\ncontext: navigation\nviews:\n  lead: snapshot(a)\n  a: snapshot(b)\n  b: snapshot(a)\npush: system\n")
        let cycles = r.diagnostics.filter { $0.code == "snapshot-cycle" }
        #expect(cycles.map(\.range.start.line) == [5], "\(errors(r))")
    }

    @Test func aBrokenViewDeclarationDoesNotCascade() {
        let r = compile("transition: N\ncontext: navigation\nviews:\n  self: from.naïve\npush:\n  setup:\n    - insert: to above from\n  animate:\n    - view: self\n      alpha: 0\n")
        #expect(errors(r) == ["4:16: unexpected 'ï'"], "\(errors(r))")
    }

    /// repeat lowers to keyframes: plays, holds and jumps; autoreverses plays back instead of jumping.
    @Test(arguments: [false, true])
    func repeatLowersToKeyframes(autoreverses: Bool) throws {
        let r = compile("transition: N\ncontext: navigation\npush:\n  setup:\n    - insert: to above from\n  animate:\n    - view: to\n      alpha: 0 -> 1\n      duration: 1\n      curve: easeIn\n      delay: 0.5\n      repeat: { count: 3, wait: 0.5, autoreverses: \(autoreverses) }\n")
        let track = try #require(r.transitions.first?.operation(.push)?.branch?.tracks.first, "\(errors(r))")
        #expect(track.delay == 0.5 && track.duration == 4 && track.curve == .named(.linear))
        guard case .keyframes(let frames, .linear) = track.content else { Issue.record("not keyframes"); return }
        let shape = frames.map { f in "\(f.at)=\(ConstantFolder.number(f.values[0].value) ?? -1)\(f.curve.map { ":\($0)" } ?? "")" }
        if autoreverses {
            // 0 → 1 (easeIn) over 0…1 s, rest, 1 → 0 (mirrored: easeOut) over 1.5…2.5 s, rest, 0 → 1.
            #expect(shape == ["0.0=0.0", "0.25=1.0:named(TransitionCompiler.NamedCurve.easeIn)", "0.375=1.0",
                              "0.625=0.0:named(TransitionCompiler.NamedCurve.easeOut)", "0.75=0.0",
                              "1.0=1.0:named(TransitionCompiler.NamedCurve.easeIn)"])
        } else {
            // Each rest ends with a jump back to 0: two keyframes at one time.
            #expect(shape == ["0.0=0.0", "0.25=1.0:named(TransitionCompiler.NamedCurve.easeIn)", "0.375=1.0", "0.375=0.0",
                              "0.625=1.0:named(TransitionCompiler.NamedCurve.easeIn)", "0.75=1.0", "0.75=0.0",
                              "1.0=1.0:named(TransitionCompiler.NamedCurve.easeIn)"])
        }
    }

    /// Values whose generated Swift repeats sub-values (a rect scaled by a number: 4 copies)
    /// are bounded at check time; point arithmetic is lowered component by component and stays
    /// linear however long (the audit's 128-term `to.center - to.center - …` took 5.5 GB).
    @Test func generatedSizeIsBounded() {
        func check(_ property: String, _ value: String) -> CompileResult {
            compile("transition: N\ncontext: navigation\npush:\n  setup:\n    - insert: to above from\n  animate:\n    - view: to\n      \(property): \(value)\n")
        }
        let points = check("center", "point(0, 0) -> " + Array(repeating: "to.center", count: 128).joined(separator: " - "))
        #expect(errors(points).isEmpty, "\(errors(points))")
        let rects = check("frame", "to.frame" + String(repeating: " * 1", count: 12))
        #expect(errors(rects).count == 1 && errors(rects)[0].hasPrefix("8:14: this value is too complex to generate"), "\(errors(rects))")
        let fewRects = check("frame", "to.frame" + String(repeating: " * 1", count: 4))
        #expect(errors(fewRects).isEmpty, "\(errors(fewRects))")
    }

    @Test func duplicateTransitionNames() {
        let one = "transition: A\ncontext: navigation\npush: system\n"
        let r = compile(one + "---\n" + one)
        #expect(r.diagnostics.contains { $0.code == "duplicate-transition" && $0.range.start.line == 5 })
    }
}

@Suite struct ExpressionParserTests {
    @Test func precedenceAndUnits() throws {
        guard case .success(let e) = ExpressionParser.parse("container.width / 2 + 3 * 4") else { Issue.record("parse"); return }
        guard case .binary(.add, .binary(.divide, _, _, _), .binary(.multiply, _, _, _), let r) = e else { Issue.record("shape \(e)"); return }
        #expect(r == 0..<27)
        guard case .success(.number(let v, let u, _)) = ExpressionParser.parse("350ms") else { Issue.record("unit"); return }
        #expect(v == 350 && u == .ms)
    }

    /// Short integers are summed digit by digit instead of read by `Double(String)` (issue 17):
    /// the value must be the one `Double(String)` gives, at and past the 15-digit cut-off, and
    /// positions in non-ASCII text must still count scalars.
    @Test func numbersReadAsDoubleReadsThem() {
        for text in ["0", "007", "40", "123456789012345", "999999999999999", "1234567890123456",
                     "99999999999999999999", "0.8", ".5", "1e3", "2.5e-3", "12345678901234567890123"] {
            guard case .success(.number(let v, nil, let r)) = ExpressionParser.parse(text) else { Issue.record("\(text)"); continue }
            #expect(v == Double(text), "\(text)")
            #expect(r == 0..<text.count)
        }
        guard case .failure(let f) = ExpressionParser.parse("rect(0, \u{e9}\u{e9}, 12)") else { Issue.record("non-ASCII"); return }
        #expect(f.range == 8..<9)
        #expect(f.message == "unexpected '\u{e9}'")
    }

    /// A plain number skips the descent (issue 17): the same value and range as a number the
    /// descent reads inside a sum, and the same failures for the forms it leaves to the descent.
    @Test func plainNumbersReadAsTheDescentReadsThem() {
        for text in ["0", "1", "007", "0.01", "0.35", "123456789012345", "1234567890123456", "3.14159265358979323846",
                     "99999999999999999999", "0.1000000000000000055511151231257827", "100000000000000000000000"] {
            guard case .success(.number(let fast, nil, let r)) = ExpressionParser.parse(text),
                  case .success(.binary(.add, _, .number(let slow, nil, let sr), _)) = ExpressionParser.parse("0 + \(text)") else {
                Issue.record("\(text)"); continue
            }
            #expect(fast.bitPattern == slow.bitPattern, "\(text)")
            #expect(r == 0..<text.count && sr == 4..<(4 + text.count))
        }
        let huge = String(repeating: "9", count: 400)
        for text in ["1.", "1.2.3", huge, huge + ".5"] {
            guard case .failure = ExpressionParser.parse(text) else { Issue.record("\(text.prefix(8)) parsed"); continue }
        }
    }

    @Test func transformsSideBySide() {
        guard case .success(.juxtaposition(let terms, _)) = ExpressionParser.parse("scale(0.9) translate(0, 20) rotate(5deg)") else {
            Issue.record("juxtaposition"); return
        }
        #expect(terms.count == 3)
    }

    @Test func labelledArgumentsAndStepPositions() {
        guard case .success(.call(_, let args, _)) = ExpressionParser.parse("steps(4, jump-both)") else { Issue.record("steps"); return }
        guard case .identifier("jump-both", _) = args[1].value else { Issue.record("jump-both"); return }
        guard case .success(.call(_, let sargs, _)) = ExpressionParser.parse("spring(damping:0.8, velocity: 2)") else { Issue.record("spring"); return }
        #expect(sargs.map(\.label) == ["damping", "velocity"])
    }

    @Test(arguments: ["rect(0, 0", "1 +", "#12345", ")", "a..b", "1 , 2"])
    func malformedExpressionsFailWithARange(_ text: String) {
        guard case .failure(let f) = ExpressionParser.parse(text) else { Issue.record("\(text) should not parse"); return }
        #expect(f.range.upperBound <= text.unicodeScalars.count)
    }
}

/// Preview images (issue 18): what is refused, from the header alone.
@Suite struct PreviewImageTests {
    static func spec(_ image: String) -> String {
        "transition: Fade\ncontext: navigation\npush:\n  setup:\n    - insert: to above from\n  animate:\n    - view: to\n      alpha: 0 -> 1\npreview:\n  source: { image: \(image) }\n"
    }

    /// Writes `bytes` beside a spec in a fresh folder and checks the spec (by its full path).
    static func check(_ bytes: [UInt8], name: String) throws -> [Diagnostic] {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("transc-image-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data(bytes).write(to: dir.appendingPathComponent(name))
        let path = dir.appendingPathComponent("fade.yaml").path
        return Compiler.compile(SourceFile(path: path, text: spec(name))).diagnostics
    }

    /// A PNG signature and IHDR chunk claiming `width` × `height`: nothing else is read.
    static func pngHeader(_ width: Int, _ height: Int) -> [UInt8] {
        func be(_ v: Int) -> [UInt8] { [UInt8(v >> 24 & 255), UInt8(v >> 16 & 255), UInt8(v >> 8 & 255), UInt8(v & 255)] }
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + be(13) + Array("IHDR".utf8) + be(width) + be(height) + [8, 6, 0, 0, 0]
    }

    @Test func aHugeImageIsRefusedWithItsSize() throws {
        let d = try Self.check(Self.pngHeader(20_000, 30_000), name: "poster.png")
        #expect(d.count == 1 && d[0].code == "preview-image", "\(d)")
        #expect(d.first?.message == "the image 'poster.png' is too large: it is 20000 × 30000 pixels; a preview image may be at most 4096 × 4096")
        #expect(d.first?.range.start.line == 10 && d.first?.range.start.column == 20)
    }

    @Test func aFileThatIsNoImageIsRefused() throws {
        let d = try Self.check(Array("GIF89a not supported".utf8), name: "screen.gif")
        #expect(d.map(\.message) == ["'screen.gif' is not a PNG or JPEG image"], "\(d)")
    }

    @Test func pngAndJpegHeadersGiveTheirSize() throws {
        #expect(try Self.check(Self.pngHeader(393, 852), name: "ok.png").isEmpty)
        // SOI, an APP0 segment, then SOF0 with height 852 and width 393.
        let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x04, 0x4A, 0x46,
                             0xFF, 0xC0, 0x00, 0x11, 0x08, 0x03, 0x54, 0x01, 0x89, 0x03, 0, 0, 0, 0, 0, 0, 0, 0, 0]
        #expect(PreviewImageLoader.header(jpeg).map { "\($0.0) \($0.1)x\($0.2)" } == "jpeg 393x852")
        #expect(try Self.check(jpeg, name: "ok.jpg").isEmpty)
    }
}

/// `long-navigation` gives way to `implausible-duration` only within the transition that has it.
@Suite struct LongNavigationTests {
    @Test func anImplausibleDurationElsewhereDoesNotHideALongNavigation() {
        let slow = "transition: A\ncontext: navigation\nduration: 300\npush:\n  setup:\n    - insert: to above from\n  animate:\n    - view: to\n      alpha: 0 -> 1\n"
        let long = "transition: B\ncontext: navigation\nduration: 2\npush:\n  setup:\n    - insert: to above from\n  animate:\n    - view: to\n      alpha: 0 -> 1\n"
        let codes = Compiler.compile(SourceFile(path: "two.yaml", text: slow + "---\n" + long)).diagnostics.map { "\($0.range.start.line) \($0.code)" }
        #expect(codes.contains("3 implausible-duration"), "\(codes)")
        #expect(!codes.contains { $0.hasSuffix("long-navigation") && Int($0.split(separator: " ")[0])! < 10 }, "A's cause is the implausible duration: \(codes)")
        #expect(codes.contains { $0.hasSuffix("long-navigation") && Int($0.split(separator: " ")[0])! > 10 }, "B lasts 2 s: \(codes)")
    }
}
