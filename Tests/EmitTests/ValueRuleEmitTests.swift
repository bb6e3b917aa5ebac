import Testing
import SwiftEmitter
import TransitionCompiler

/// The emitted half of the value rule (Docs/LANGUAGE.md, "Numbers a view receives"): a value
/// that multiplies or divides a view's value, or a transform built from one, is passed through
/// the file's private `guardedValue` before a view receives it; constants, plain reads and sums
/// are written as they are, and a file that needs no guard has no helper.
@Suite struct ValueRuleEmitTests {
    static func emit(_ animate: String) throws -> String {
        let spec = """
        transition: Guard
        context: navigation
        push:
          setup:
            - insert: to above from
          animate:
        \(animate)
        """
        let result = Compiler.compile(SourceFile(path: "guard.yaml", text: spec))
        #expect(!result.hasErrors, "\(result.diagnostics.map(\.message))")
        return Emitter.emit(result.transitions, sourcePath: "guard.yaml")
    }

    @Test(arguments: EmitSupport.examples)
    func helperOnlyWhereAValueIsGuarded(_ example: String) throws {
        let transitions = try EmitSupport.compile(example)
        let source = try EmitSupport.emit(example)
        #expect(source.contains("guardedValue(") == transitions.contains(where: \.guardsValues))
    }

    @Test func productsAndTransformsAreGuarded() throws {
        let source = try Self.emit("""
            - view: to
              frame: rect(0, 0, container.width * 1e9, 10)
            - view: from
              center: point(container.width * 2, 0)
              transform: scale(container.width) rotate(5deg)
              alpha: 1
        """)
        #expect(source.contains("let toFrameEnd: CGRect = guardedValue(CGRect(x: 0, y: 0, width: containerView.bounds.width * 1000000000, height: 10))"))
        #expect(source.contains("guardedValue(CGAffineTransform(scaleX: containerView.bounds.width, y: containerView.bounds.width).rotated(by:"))
        #expect(source.contains("guardedValue(CGPoint(x: containerView.bounds.width * 2, y: 0))"))
        #expect(source.contains("private func guardedValue(_ value: CGFloat) -> CGFloat {"))
        #expect(source.contains("private func guardedValue(_ rect: CGRect) -> CGRect {"))
        #expect(source.contains("private func guardedValue(_ transform: CGAffineTransform) -> CGAffineTransform {"))
        #expect(!source.contains("guardedValue(_ transform: CATransform3D)"))
        #expect(!source.contains("guardedValue(1)"))
    }

    @Test func constantsReadsAndSumsAreWrittenAsTheyAre() throws {
        let source = try Self.emit("""
            - view: to
              frame: from.frame.offset(x:container.width, y:0)
              alpha: 0.5
            - view: from
              frame: rect(0, 0, 10, 10)
        """)
        #expect(!source.contains("guardedValue"))
    }

    /// The presented view's frame from the presentation controller is a value a view receives too.
    @Test func thePresentationFrameIsGuarded() throws {
        let spec = """
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
        """
        let result = Compiler.compile(SourceFile(path: "wide.yaml", text: spec))
        #expect(!result.hasErrors, "\(result.diagnostics.map(\.message))")
        let source = Emitter.emit(result.transitions, sourcePath: "wide.yaml")
        // Guarded, then mirrored right to left like every frame the transition writes.
        #expect(source.contains("return LayoutMirror(containerView).rect(guardedValue(CGRect(x: 0, y: 0, width: containerView.bounds.width * 1e+306, height: containerView.bounds.height)))"))
        #expect(source.contains("private func guardedValue(_ rect: CGRect) -> CGRect {"))
    }
}
