import Testing
import SwiftEmitter
import TransitionCompiler

/// The emitted half of maths (Docs/LANGUAGE.md, "Maths"): Swift's own functions on CGFloat, the
/// square root guarded (`sqrt(max(x, 0))`) exactly where its operand is not a proved constant,
/// clamp as `min(max(x, lo), hi)` and `if` as `?:`. DifferentialTests runs the same code.
@Suite struct MathEmitTests {
    static func emit(_ animate: String) throws -> String {
        let spec = """
        transition: M
        context: navigation
        push:
          setup:
            - insert: to above from
          animate:
            - view: to
        \(animate)
        pop: system
        """
        let result = Compiler.compile(SourceFile(path: "m.yaml", text: spec))
        #expect(!result.hasErrors, "\(result.diagnostics.map(\.message))")
        return Emitter.emit(result.transitions, sourcePath: "m.yaml")
    }

    @Test func aRootIsGuardedOnlyWhereItsOperandIsReadAtRunTime() throws {
        let source = try Self.emit("      cornerRadius: sqrt(16) -> sqrt(container.width - 100)")
        #expect(source.contains("= sqrt(16)"))
        #expect(source.contains("= sqrt(max(containerView.bounds.width - 100, 0))"))
    }

    @Test func clampAndIfAreSwiftsOwn() throws {
        let source = try Self.emit("      alpha: if(container.width <= 500, clamp(container.width / 1000, 0.2, 0.8), abs(min(-1, max(0.5, hypot(0.3, 0.4)))))")
        #expect(source.contains("(containerView.bounds.width <= 500) ? min(max(containerView.bounds.width / 1000, 0.2), 0.8) : abs(min(-1, max(0.5, hypot(0.3, 0.4))))"))
    }
}
