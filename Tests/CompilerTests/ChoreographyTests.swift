import Testing
@testable import TransitionCompiler

/// Issue 13's checker-side derivations, by reasoned values: natural reverses, the presenting
/// view of a custom presentation, arcs lowered to keyframes.
@Suite struct ChoreographyTests {
    func ir(_ text: String) throws -> TransitionIR {
        let r = compile(text)
        #expect(errors(r).isEmpty, "\(errors(r))")
        return try #require(r.transitions.first)
    }

    @Test func parallaxPopEndsAtTheContextsFrame() throws {
        let t = try ir("""
        transition: P
        context: navigation
        push:
          setup:
            - insert: to above from
          animate:
            - view: from
              frame: from.frame.offset(x:-container.width / 3, y:0)
            - view: to
              frame: to.finalFrame.offset(x:container.width, y:0) -> to.finalFrame
        pop: reverse push
        """)
        let pop = try #require(t.operation(.pop)?.branch)
        // The outgoing grid's track, reversed: from where push left it (its initial frame, read in
        // pop as its final frame, offset) back to the context's final frame; no read of its live frame.
        guard case .values(let targets) = pop.tracks[0].content, pop.tracks[0].view == .sourceRoot,
              let from = targets[0].from else { Issue.record("grid track shape"); return }
        guard case .offset(let base, _, _) = from.kind, case .view(.sourceRoot, .finalFrame) = base.kind else {
            Issue.record("start \(from.kind)"); return
        }
        guard case .view(.sourceRoot, .finalFrame) = targets[0].to.kind else { Issue.record("end \(targets[0].to.kind)"); return }
    }

    @Test func arcPointsLieOnTheBezier() throws {
        let t = try ir("""
        transition: A
        context: navigation
        views:
          dot: overlay(red)
        push:
          setup:
            - insert: to above from
            - add: dot
          animate:
            - view: dot
              center: point(0, 0) -> point(100, 0)
              path: arc(0.25)
          finish:
            - remove: dot
        """)
        let push = try #require(t.operation(.push)?.branch)
        guard case .keyframes(let frames, .linear) = push.tracks[0].content else { Issue.record("not keyframes"); return }
        #expect(frames.count == ArcPath.segments + 1)
        #expect(frames.map(\.at) == (0...ArcPath.segments).map { Double($0) / Double(ArcPath.segments) })
        func point(_ i: Int) -> (Double, Double)? {
            guard case .point(let x, let y) = frames[i].values[0].value.kind,
                  let a = ConstantFolder.number(x), let b = ConstantFolder.number(y) else { return nil }
            return (a, b)
        }
        // Travelling right, a positive bend bulges to the right of travel: down on screen, by
        // 0.25 × 100 at the middle; the curve is symmetric about it.
        let mid = try #require(point(ArcPath.segments / 2))
        #expect(abs(mid.0 - 50) < 1e-12 && abs(mid.1 - 25) < 1e-12)
        let q = try #require(point(ArcPath.segments / 4)), q3 = try #require(point(3 * ArcPath.segments / 4))
        #expect(abs(q.0 - 25) < 1e-12 && abs(q.1 - 18.75) < 1e-12)   // 4 · 0.25 · 0.25 · 0.75 · 100
        #expect(abs(q3.0 - 75) < 1e-12 && abs(q3.1 - q.1) < 1e-12)
        // The track keeps the file's curve over the whole path.
        #expect(push.tracks[0].curve == .named(.easeInOut))
    }

    @Test func presentingViewIsAnimatableInACustomPresentation() throws {
        let t = try ir("""
        transition: S
        context: modal
        presentation:
          frame: rect(0, 54, container.width, container.height - 54)
        views:
          header: presenting.headerView
        present:
          setup:
            - add: presented
          animate:
            - view: presented
              frame: presented.finalFrame.offset(x:0, y:container.height) -> presented.finalFrame
            - view: presenting
              transform: identity -> scale(0.92)
            - view: header
              alpha: 1 -> 0.5
        dismiss: reverse present
        """)
        let present = try #require(t.operation(.present)?.branch)
        // Cancelling restores the presenting view and its subview; they are never removed.
        let restored = present.cancel.compactMap { s -> ViewID? in if case .restore(let v, _) = s.kind { return v } else { return nil } }
        #expect(restored.contains(.sourceRoot) && restored.contains(ViewID(3)))
        #expect(!present.cancel.contains { if case .remove(.sourceRoot) = $0.kind { return true } else { return false } })
        let dismiss = try #require(t.operation(.dismiss)?.branch)
        guard case .values(let back) = dismiss.tracks.first(where: { $0.view == .sourceRoot })?.content,
              case .identityTransform = back[0].to.kind else { Issue.record("dismiss puts the presenting view back"); return }
    }
}

extension ChoreographyTests {
    @Test func matchWritesOutTheSnapshotMoveCrossfade() throws {
        let t = try ir("""
        transition: M
        context: navigation
        duration: 0.4
        views:
          avatar: from.avatar
          big: to.avatar
        push:
          match: [avatar]
          setup:
            - insert: to above from
          animate:
            - view: to
              alpha: 0 -> 1
        pop: reverse push
        """)
        let names = t.views.map(\.name)
        #expect(names.suffix(2) == ["avatarFrom", "avatarTo"])
        let push = try #require(t.operation(.push)?.branch)
        // After the written insert: both snapshots on top, both views hidden.
        #expect(push.setup.count == 5)
        guard case .insert(.destinationRoot, _) = push.setup[0].kind, case .insert(ViewID(5), .top) = push.setup[1].kind,
              case .insert(ViewID(6), .top) = push.setup[2].kind, case .set(ViewID(3), .hidden, _) = push.setup[3].kind,
              case .set(ViewID(4), .hidden, _) = push.setup[4].kind else { Issue.record("setup \(push.setup.map(\.kind))"); return }
        // The arriving snapshot starts on the leaving view and ends on the arriving one, fading in.
        let arriving = try #require(push.tracks.first { $0.view == ViewID(6) })
        guard case .values(let v) = arriving.content, case .view(ViewID(3), .frame)? = v[0].from?.kind,
              case .view(ViewID(4), .frame) = v[0].to.kind, case .number(1) = v[1].to.kind else { Issue.record("arriving \(arriving.content)"); return }
        #expect(arriving.duration == 0.4)
        // Cancelling removes both snapshots and restores both views.
        #expect(push.cancel.filter { if case .remove = $0.kind { return true } else { return false } }.count == 3)
        // The derived pop flies the other way: the destination's snapshot now fades out.
        let pop = try #require(t.operation(.pop)?.branch)
        let back = try #require(pop.tracks.first { $0.view == ViewID(6) })
        guard case .values(let w) = back.content, case .view(ViewID(3), .frame) = w[0].to.kind,
              case .number(0) = w[1].to.kind else { Issue.record("pop \(back.content)"); return }
    }
}

extension ChoreographyTests {
    @Test func dimmingStartsTransparentOnPresent() throws {
        let t = try ir("""
        transition: D
        context: modal
        presentation:
          frame: container.bounds
          dimming: { color: black, alpha: 0.3 }
        present:
          setup:
            - add: presented
          animate:
            - view: presented
              alpha: 0 -> 1
            - view: dimming
              alpha: 0.5
        dismiss: reverse present
        """)
        let dismiss = try #require(t.operation(.dismiss)?.branch)
        guard case .values(let v) = dismiss.tracks.first(where: { $0.view == ViewID(3) })?.content,
              case .number(0.5)? = v[0].from?.kind, case .number(0) = v[0].to.kind else { Issue.record("dimming track"); return }
    }
}
