import Foundation
import SwiftEmitter
import Testing
import TransitionCompiler

/// A list's locals are made from its name (`NAMEViews`, `NAMEView`, `NAMEOffsets`, …): names that
/// meet the file's helpers and Swift's functions (`staggerOffsets`, `zip`, `max`) or each other
/// still type-check (against the UIKit mirror).
@Suite struct StaggerNameTests {
    @Test func listNamesThatMeetTheGeneratedOnesTypeCheck() throws {
        let yaml = """
        transition: Names
        context: navigation
        duration: 0.6
        views:
          stagger: from.staggerOffsets[]
          zip: from.parts[]
          stride: to.max[]
          staggerView: from.part
        push:
          setup:
            - insert: to above from
            - set:
                stagger.hidden: false
                zip.alpha: 1
          animate:
            - view: stagger
              alpha: 1 -> 0
              duration: 0.2
              stagger: 20ms
              order: fromPoint(staggerView.center)
            - view: zip
              transform: identity -> scale(0.5)
              duration: 0.3
              stagger: 10ms
              order: reverse
            - view: stride
              alpha: 0 -> 1
              duration: 0.1
              stagger: 50ms
              order: toPoint(point(0, 0))
            - view: to
              alpha: 0 -> 1
          finish:
            - set:
                stagger.alpha: 1
        pop: reverse push
        """
        let result = Compiler.compile(SourceFile(path: "names.yaml", bytes: Array(yaml.utf8)))
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(result.diagnostics.map(\.message))")
        let swift = Emitter.emit(result.transitions, sourcePath: "names.yaml")
        #expect(swift.contains("var staggerOffsets: [UIView] { get }"))
        let (status, output) = try EmitSupport.typecheck(swift, name: "stagger-names")
        #expect(status == 0, "\(output)\n\(swift)")
    }
}
