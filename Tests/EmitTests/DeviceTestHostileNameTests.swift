import Foundation
import SwiftEmitter
import Testing
import TransitionCompiler

/// `--xctest` with names the checker would reject (HostileNameTests' IR): the device test stays valid
/// Swift with nothing the spec did not ask for: the view names are string literals, the properties
/// and types sanitized, the module of `@testable import` an identifier.
@Suite struct DeviceTestHostileNameTests {
    @Test(arguments: 0..<HostileNameTests.hostile.count)
    func deviceTestStaysValidSwift(_ index: Int) throws {
        let (name, viewName, property, appliesTo) = HostileNameTests.hostile[index]
        let ir = HostileNameTests.transition(name: name, viewName: viewName, property: property, appliesTo: appliesTo,
                                             file: "evil\n#error(\"x\")\u{2028}.yaml")
        let state = DeviceTestOperation.State(x: 1, y: 2, width: 3, height: 4, alpha: 1,
                                              transform: [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1], mask: nil)
        let scrub = DeviceTestOperation.Scrub(axisIsY: false, distance: 390, progress: 0.7, duration: 0.3, pause: 0.1, releaseVelocity: 0, finishes: true)
        let input = DeviceTestInput(transition: ir, width: 390, height: 844, providedFrames: [viewName: (1, 2, 3, 4)], operations: [
            DeviceTestOperation(operation: .push, samples: [(time: 0, views: [viewName: state, "from": state])]),
            DeviceTestOperation(operation: .push, scrub: scrub, samples: [(time: 0, views: [viewName: state])]),
        ])
        let swift = DeviceTestLowering.source([input], sourcePath: ir.file, stems: Emitter.stems(for: [ir]), importModule: name)
        let (status, output) = try EmitSupport.parse(swift, name: "hostileDevice\(index)")
        #expect(status == 0, "hostile names \(index) broke the device test: \(output)\n\(swift)")
        // Outside comments and string literals (the view names are strings: escaped, they are data).
        let code = swift.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }.joined(separator: "\n")
            .replacingOccurrences(of: #""(\\.|[^"\\])*""#, with: "\"\"", options: .regularExpression)
        for forbidden in ["import Evil", "exit(1)", "func evil", "#error", "evil()"] {
            #expect(!code.contains(forbidden), "\(forbidden) leaked into the device test")
        }
        #expect(code.contains("func testPushInteractiveFinish() async throws"))
        #expect(Array(swift.utf8) == Array(DeviceTestLowering.source([input], sourcePath: ir.file, stems: Emitter.stems(for: [ir]), importModule: name).utf8))
    }
}
