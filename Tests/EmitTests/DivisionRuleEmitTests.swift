import Testing
import SwiftEmitter
import TransitionCompiler

/// The emitted half of the division rule (Docs/LANGUAGE.md, "Division by zero"): a division
/// whose divisor reads a view calls the file's `finiteQuotient` helper; a constant divisor is
/// plain `/`; the helper is emitted only in a file that needs it.
@Suite struct DivisionRuleEmitTests {
    @Test(arguments: EmitSupport.examples)
    func helperOnlyWhereADivisorIsReadFromAView(_ example: String) throws {
        let transitions = try EmitSupport.compile(example)
        let source = try EmitSupport.emit(example)
        let declared = source.components(separatedBy: "private func finiteQuotient(").count - 1
        #expect(declared == (transitions.contains(where: \.dividesAtRunTime) ? 1 : 0))
        #expect(source.contains("finiteQuotient(") == transitions.contains(where: \.dividesAtRunTime))
    }

    @Test func everyComponentOfAGuardedDivisionIsGuarded() throws {
        let source = try EmitSupport.emit("zero-size")
        #expect(source.contains("CGAffineTransform(scaleX: finiteQuotient(containerView.bounds.width, badgeView.bounds.width), y: finiteQuotient(containerView.bounds.width, badgeView.bounds.width))"))
        #expect(source.contains("width: finiteQuotient(120 * badgeView.bounds.height, badgeView.bounds.width)"))
        #expect(!source.contains("/ badgeView"))
        #expect(source.contains("return quotient.isFinite ? quotient : 0"))
    }

    @Test func aConstantDivisorIsPlainDivision() throws {
        let spec = """
        transition: Half
        context: navigation
        push:
          setup:
            - insert: to above from
          animate:
            - view: to
              frame: rect(0, 0, container.width / 2, container.height)
        """
        let result = Compiler.compile(SourceFile(path: "half.yaml", text: spec))
        #expect(!result.hasErrors, "\(result.diagnostics.map(\.message))")
        let source = Emitter.emit(result.transitions, sourcePath: "half.yaml")
        #expect(source.contains("containerView.bounds.width / 2"))
        #expect(!source.contains("finiteQuotient"))
    }
}
