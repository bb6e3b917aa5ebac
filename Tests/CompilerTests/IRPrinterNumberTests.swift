import Testing
@testable import TransitionCompiler

/// `--dump-ir` prints the numbers the spec wrote: a large literal is not an infinity (scaling it
/// for rounding overflowed) and keeps its exponent's zeros (`1e+300` is not `1e+3`).
@Suite struct IRPrinterNumberTests {
    static func printed(_ v: Double) throws -> String {
        let yaml = "transition: T\ncontext: modal\npresent:\n  setup:\n    - add: presented\n  animate:\n    - view: presented\n      cornerRadius: 8\n"
        let result = Compiler.compile(SourceFile(path: "n.yaml", bytes: Array(yaml.utf8)))
        let t = try #require(result.transitions.first, "\(result.diagnostics.map(\.message))")
        return IRPrinter(t).num(v)
    }

    @Test func largeAndSmallNumbersPrintAsWritten() throws {
        #expect(try Self.printed(1e306) == "1e+306")
        #expect(try Self.printed(1e300) == "1e+300")
        #expect(try Self.printed(-2.5e20) == "-2.5e+20")
        #expect(try Self.printed(0.25) == "0.25")
        #expect(try Self.printed(1.0 / 3.0) == "0.333333")
        #expect(try Self.printed(12) == "12")
        #expect(try Self.printed(1e-9) == "0")
    }
}
