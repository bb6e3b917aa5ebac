import Foundation
import Testing
import SwiftEmitter
import TransitionCompiler

/// The file-level helpers (masks, perspective, layer followers, the division rule, staggers) are
/// declared for every branch a transition can play, its Reduce Motion branches included: a named
/// reduced branch once called `setMask`, `finiteQuotient` and a follower class the file never
/// declared, so the app did not compile.
@Suite struct ReducedBranchHelperTests {
    @Test func helpersOfAReducedBranchAreDeclared() throws {
        let url = EmitSupport.packageRoot.appendingPathComponent("Tests/Regressions/reduced-branch-helpers.yaml")
        let result = Compiler.compile(SourceFile(path: "reduced-branch-helpers.yaml", bytes: Array(try Data(contentsOf: url))))
        #expect(!result.hasErrors, "\(result.diagnostics.map(\.message))")
        let swift = Emitter.emit(result.transitions, sourcePath: "reduced-branch-helpers.yaml")
        for declaration in ["func setMask(", "struct MaskShape", "func finiteQuotient(", "LayerFollower: UIView", "func perspectiveTransform("] {
            #expect(swift.contains(declaration), "missing: \(declaration)")
        }
        let (status, output) = try EmitSupport.typecheck(swift, name: "reduced-branch-helpers")
        #expect(status == 0, "\(output)")
    }
}
