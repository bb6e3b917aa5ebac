import Testing
import SwiftEmitter
import TransitionCompiler

/// emit-swift prints each declaration as soon as it is lowered and frees it (issue 17), while
/// `Emitter.file` collects the same declarations into one tree. Both paths must give the same
/// bytes, and so must the UTF-8 form the command writes.
@Suite struct StreamingTests {
    @Test(arguments: EmitSupport.examples + EmitSupport.regressions, [EmitAccessLevel.internal, .public])
    func streamedEqualsCollected(_ example: String, _ access: EmitAccessLevel) throws {
        let transitions = try EmitSupport.compile(example)
        let path = EmitSupport.specPath(example)
        let options = EmitOptions(accessLevel: access)
        let streamed = Emitter.emit(transitions, sourcePath: path, options: options)
        let collected = SwiftRenderer.render(Emitter.file(transitions, sourcePath: path, options: options))
        #expect(Array(streamed.utf8) == Array(collected.utf8))
        #expect(Emitter.emitUTF8(transitions, sourcePath: path, options: options) == Array(streamed.utf8))
    }

    /// emit-swift writes the text in runs as it is printed (the file's whole text is never held):
    /// the runs of a big spec, one after another, are `emitUTF8`'s bytes, and none is the whole.
    @Test func runsOfTextAreTheWholeText() throws {
        let spec = StreamedTreeTests.bigSpec(1_200)
        let transitions = Compiler.compile(SourceFile(path: "big.yaml", bytes: Array(spec.utf8))).transitions
        final class Runs { var bytes: [UInt8] = []; var sizes: [Int] = [] }
        let runs = Runs()
        Emitter.emitUTF8(transitions, sourcePath: "big.yaml") { run in
            runs.bytes += run
            runs.sizes.append(run.count)
        }
        let whole = Emitter.emitUTF8(transitions, sourcePath: "big.yaml")
        #expect(runs.bytes == whole)
        // Runs of about a megabyte (an open method's text is held until the method ends): the
        // 1.8 MB of 1,200 views come in two.
        #expect(runs.sizes.count >= 2, "runs \(runs.sizes) of \(whole.count) bytes")
        #expect((runs.sizes.max() ?? 0) < whole.count)
    }

    /// Several specs in one file: the shared helpers come once, after every transition.
    @Test func severalSpecsStreamLikeTheirTree() throws {
        let transitions = try EmitSupport.examples.flatMap(EmitSupport.compile)
        let streamed = Emitter.emit(transitions, sourcePath: "all.yaml")
        let collected = SwiftRenderer.render(Emitter.file(transitions, sourcePath: "all.yaml"))
        #expect(Array(streamed.utf8) == Array(collected.utf8))
        #expect(streamed.contains("MARK: - Shared"))
    }
}
