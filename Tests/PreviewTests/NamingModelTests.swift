import Foundation
import Testing
import TransitionCompiler
@testable import TransitionPreview

/// One naming model (issue 20, item 1): the names a user writes are the names outputs print.
@Suite struct NamingModelTests {
    /// A modal transition writes `presenting`/`presented`; its timelines say so in both
    /// operations (from/to swap between present and dismiss).
    @Test func modalTimelinesNameTheRootsAsWritten() throws {
        let card = try example("card")
        for op in [TransitionCompiler.Operation.present, .dismiss] {
            let tl = try Interpreter.run(card, options: RunOptions(operation: op))
            #expect(tl.viewNames.contains("presented") && tl.viewNames.contains("presenting"), "\(op): \(tl.viewNames)")
            #expect(!tl.viewNames.contains("from") && !tl.viewNames.contains("to"), "\(op): \(tl.viewNames)")
            #expect(tl.frames.last?.views["presented"]?.label == "Card")
        }
        #expect(IRPrinter(card).render().contains("setup  insert presented"), "\(IRPrinter(card).render().prefix(400))")
    }

    /// The pop returns from Detail to List: the view that slides away is Detail.
    @Test func interactivePopSlidesDetailAway() throws {
        let tl = try Interpreter.run(try example("interactive-pop"), options: RunOptions(operation: .pop))
        #expect(tl.before["from"]?.label == "Detail", "\(tl.before["from"]?.label ?? "nil")")
        #expect(tl.before["to"]?.label == "List")
    }

    /// The table says which screen each root is.
    @Test func theTableShowsThePreviewLabels() throws {
        let tl = try Interpreter.run(try example("interactive-pop"), options: RunOptions(operation: .pop))
        let table = TimelineTable.render(tl)
        #expect(table.contains("to (List)") && table.contains("from (Detail)"), "\(table.prefix(300))")
    }

    /// Outside a branch, forward-stable names are accepted: `source` and `destination` never swap.
    @Test func previewAcceptsSourceAndDestination() throws {
        let spec = """
        transition: Slide
        context: navigation
        push:
          setup:
            - insert: to above from
          animate:
            - view: to
              alpha: 0 -> 1
        pop: reverse push
        preview:
          source: { color: white, label: List }
          destination: { color: black, label: Detail }
        """
        let result = Compiler.compile(SourceFile(path: "slide.yaml", text: spec))
        #expect(!result.hasErrors, "\(result.diagnostics.map(\.message))")
        let t = try #require(result.transitions.first)
        let pop = try Interpreter.run(t, options: RunOptions(operation: .pop))
        #expect(pop.before["from"]?.label == "Detail" && pop.before["to"]?.label == "List")
    }
}
