import SwiftEmitter
import Testing

/// The forms the device test's harness added to the Swift AST (`async`/`throws` functions, `await`,
/// `try`, `try?`, `while`, `@testable import`) print as Swift writes them: an effect marker covers
/// its whole operand without parentheses, and one before a call with a closure keeps the closure's lines.
@Suite struct EffectFormsTests {
    @Test func effectsPrintWithoutParentheses() {
        let sleep = SwiftExpr.id("Task").dot("sleep").call(SwiftArgument("nanoseconds", .integer(8)))
        var f = SwiftFunction(name: "play", parameters: [SwiftParameter("until", "condition", .function([], .named("Bool")))], body: [
            .whileLoop(.prefix(.not, SwiftExpr.id("condition").call([])), [.expr(.prefix(.tryOptional, .prefix(.await, sleep)))]),
            .expr(.prefix(.try, .prefix(.await, SwiftExpr.id("run").call([], trailing: SwiftClosure(parameters: ["time"], body: [
                .expr(SwiftExpr.id("tick").call(SwiftArgument(nil, .id("time")))),
                .expr(SwiftExpr.id("tock").call([])),
            ]))))),
        ])
        f.isAsync = true
        f.isThrowing = true
        let text = SwiftRenderer.render(SwiftFile(header: [], decls: [.import("XCTest"), .testableImport("App"), .function(f)]))
        #expect(text == """
        import XCTest
        @testable import App

        func play(until condition: () -> Bool) async throws {
            while !condition() {
                try? await Task.sleep(nanoseconds: 8)
            }
            try await run { time in
                tick(time)
                tock()
            }
        }

        """)
    }
}
