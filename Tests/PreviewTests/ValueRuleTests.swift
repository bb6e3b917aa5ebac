import Foundation
import Testing
import TransitionCompiler
@testable import TransitionPreview

/// The value rule (Docs/LANGUAGE.md, "Numbers a view receives"): a value computed at run time by
/// multiplying or dividing a view's value, or a transform built from one, reaches the view only
/// when each of its numbers is finite and within ±1e9; otherwise that number is 0, and the run
/// reports a `non-finite value` event. Here products overflow Double (`container.width * 1e9`
/// repeated) in a frame, a centre, a transform composed of two scales, a 3-D transform, a
/// spring target, keyframes and a shadow; nothing non-finite may reach a view.
@Suite struct ValueRuleTests {
    static let big = "container.width * 1e9 * 1e9 * 1e9 * 1e9 * 1e9 * 1e9 * 1e9 * 1e9 * 1e9 * 1e9 * 1e9 * 1e9 * 1e9 * 1e9 * 1e9 * 1e9 * 1e9 * 1e9 * 1e9 * 1e9 * 1e9 * 1e9 * 1e9 * 1e9 * 1e9 * 1e9 * 1e9 * 1e9 * 1e9 * 1e9 * 1e9 * 1e9 * 1e9 * 1e9 * 1e9"

    static let spec = """
    transition: Overflow
    context: navigation
    duration: 0.3
    views:
      badge: overlay(orange)
      flip: overlay(red)
    push:
      setup:
        - insert: to above from
        - add: badge
        - add: flip
      animate:
        - view: to
          frame: rect(0, 0, 10, 10) -> rect(0, 0, \(big), 10)
          curve: spring(damping:0.5)
        - view: from
          center: point(0, 0) -> point(\(big), 0)
          transform: identity -> scale(container.width * 1e5) scale(container.width * 1e5)
          shadowRadius: 0 -> \(big)
          shadowOffset: size(0, 0) -> size(0, -\(big))
        - view: flip
          transform: identity -> perspective(500) rotateY(1rad) scale3d(\(big), 1, 1)
        - view: badge
          keyframes:
            - { at: 0, cornerRadius: 0 }
            - { at: 0.5, cornerRadius: \(big) }
            - { at: 1, cornerRadius: 4 }
      finish:
        - remove: badge
        - remove: flip
    pop: reverse push
    """

    static func numbers(_ s: ViewState) -> [Double] {
        [s.frame.x, s.frame.y, s.frame.width, s.frame.height, s.alpha, s.cornerRadius,
         s.transform.a, s.transform.b, s.transform.c, s.transform.d, s.transform.tx, s.transform.ty,
         s.layer.shadowRadius, s.layer.shadowOffsetWidth, s.layer.shadowOffsetHeight] + (s.transform3D ?? [])
    }

    @Test(arguments: [TransitionCompiler.Operation.push, .pop])
    func noNonFiniteValueReachesAView(_ op: TransitionCompiler.Operation) throws {
        let t = try compileSpec(Self.spec)
        for animated in [true, false] {
            let tl = try Interpreter.run(t, options: RunOptions(operation: op, animated: animated))
            for states in tl.frames.map(\.views) + [tl.before, tl.after] {
                for (name, s) in states {
                    #expect(Self.numbers(s).allSatisfy { $0.isFinite && abs($0) <= 1e12 }, "\(op) \(name): \(s)")
                }
            }
            let table = TimelineTable.render(tl)
            #expect(!table.lowercased().contains("nan") && !table.contains("inf"))
        }
    }

    @Test func theRunReportsEachGuardedValue() throws {
        let t = try compileSpec(Self.spec)
        let tl = try Interpreter.run(t, options: RunOptions(operation: .push))
        let warnings = tl.events.filter { $0.name == "non-finite value" }
        #expect(warnings.map { $0.detail?.components(separatedBy: ":").first ?? "" } == [
            "track of 'to', line 13", "track of 'from', line 16", "track of 'flip', line 21", "track of 'badge', line 23",
        ])
        let first = try #require(tl.frames.last)
        // The frame's width fell back to 0; the two scales (each within the limit, their product not) too.
        #expect(first.views["to"]?.frame.width == 0)
        #expect(first.views["from"]?.transform.a == 0)
    }

    @Test func theRuleKeepsFiniteValuesWithinTheLimit() {
        #expect(ValueRule.value(12) == 12)
        #expect(ValueRule.value(-1e9) == -1e9)
        #expect(ValueRule.value(1e9 + 1) == 0)
        #expect(ValueRule.value(.infinity) == 0)
        #expect(ValueRule.value(-.infinity) == 0)
        #expect(ValueRule.value(.nan) == 0)
    }

    /// The presented view's frame from the presentation controller follows the rule too.
    @Test func thePresentationFrameIsGuarded() throws {
        let t = try compileSpec("""
        transition: Wide
        context: modal
        presentation:
          frame: rect(0, 0, container.width * 1e306, container.height)
        present:
          setup:
            - add: presented
          animate:
            - view: presented
              alpha: 0 -> 1
        dismiss: reverse present
        """)
        let tl = try Interpreter.run(t, options: RunOptions(operation: .present))
        let frame = try #require(tl.after["presented"]?.frame)
        #expect(frame.width == 0 && frame.height == 852, "\(frame)")
    }
}
