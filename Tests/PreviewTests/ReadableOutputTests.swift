import Foundation
import Testing
import TransitionCompiler
@testable import TransitionPreview

/// The table speaks the user's words: events at their own times, wide tables that say which
/// block is which and repeat the time (issue 20, item 9).
@Suite struct ReadableOutputTests {
    @Test func atTimesPutEventsOnTheirOwnRows() throws {
        // card's present: setup and start at 0, finish and completeTransition at 0.6, sampled at 0.1 and 0.3 only.
        let tl = try Interpreter.run(try example("card"), options: RunOptions(operation: .present, sampleTimes: [0.1, 0.3]))
        let lines = TimelineTable.render(tl, width: 200).split(separator: "\n").map(String.init)
        let body = lines.filter { $0.range(of: #"^\s*\d+\.\d{3}\s"#, options: .regularExpression) != nil }
        #expect(body.count == 4, "rows: \(body)")
        #expect(body.first.map { $0.hasPrefix("0.000") && $0.contains("setup, start") } == true, "\(body)")
        #expect(body.contains { $0.hasPrefix("0.100") && !$0.contains("setup") })
        #expect(body.last.map { $0.hasPrefix("0.600") && $0.contains("completeTransition(true)") } == true, "\(body)")
        #expect(!lines.contains { $0.hasPrefix("after the last row") })
    }

    @Test func wideTablesNameTheirBlocksAndRepeatTheTime() throws {
        let tl = try Interpreter.run(try example("card"), options: RunOptions(operation: .present))
        let table = TimelineTable.render(tl, width: 100)
        let blockLines = table.split(separator: "\n").filter { $0.hasPrefix("block ") }
        #expect(blockLines.count >= 2, "\(table)")
        #expect(blockLines.first.map { $0.hasPrefix("block 1 of \(blockLines.count): ") && $0.contains("presented") } == true)
        #expect(blockLines.last.map { $0.contains("body") } == true, "\(blockLines)")
        // Every block's header starts with the time.
        let headers = table.split(separator: "\n").filter { $0.hasPrefix(" time") }
        #expect(headers.count == blockLines.count)
    }
}
