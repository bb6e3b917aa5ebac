import Foundation
import Testing
@testable import TransitionCompiler

/// The checker reads plain scalars of an ASCII file from its bytes (numbers, keys, view names,
/// list markers: issue 17); in a file that is not ASCII nothing is verbatim and every value is
/// read as text. Every fixture and example must check the same either way: the same
/// diagnostics at the same places, the same IR.
@Suite struct VerbatimEquivalenceTests {
    static let files = (Paths.yamlFiles(in: Paths.fixtures) + Paths.yamlFiles(in: Paths.examples)).map(\.lastPathComponent)

    static func outcome(_ bytes: [UInt8], path: String) -> String {
        let result = Compiler.compile(SourceFile(path: path, bytes: bytes))
        let diagnostics = result.diagnostics.map {
            "\($0.severity) \($0.code) \($0.range) \($0.message) \($0.notes.map { "\($0.message) \(String(describing: $0.range))" }) \($0.fixIts.map { "\($0.range) \($0.replacement)" })"
        }
        return (diagnostics + result.transitions.map { IRPrinter($0).render() }).joined(separator: "\n")
    }

    @Test(arguments: files)
    func sameInAFileThatIsNotASCII(_ name: String) throws {
        let url = [Paths.fixtures, Paths.examples].map { $0.appendingPathComponent(name) }
            .first { FileManager.default.fileExists(atPath: $0.path) }!
        let bytes = Array(try Data(contentsOf: url))
        guard bytes.allSatisfy({ $0 < 128 }) else { return }
        // A comment after everything: no position before it moves.
        let tail = Array((bytes.last == 10 ? "" : "\n").utf8) + Array("# \u{e9}\n".utf8)
        #expect(Self.outcome(bytes, path: name) == Self.outcome(bytes + tail, path: name), "\(name)")
    }
}
