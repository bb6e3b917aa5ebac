import Foundation
import Testing
import TransitionCompiler

/// Every complete spec shown in the README and Docs/ (a ```yaml block that starts with
/// `transition:`) checks clean, so the documentation cannot drift from the language.
@Suite struct DocSnippetTests {
    static func snippets() -> [(String, String)] {
        var files = [Paths.repoRoot.appendingPathComponent("README.md")]
        files += ((try? FileManager.default.contentsOfDirectory(atPath: Paths.docs.path)) ?? [])
            .filter { $0.hasSuffix(".md") }.sorted().map { Paths.docs.appendingPathComponent($0) }
        var result: [(String, String)] = []
        for url in files {
            guard let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
            var inYAML = false, block = "", index = 0
            for line in text.components(separatedBy: "\n") {
                if line.hasPrefix("```") {
                    if inYAML, block.hasPrefix("transition:") {
                        index += 1
                        result.append(("\(url.lastPathComponent)#\(index)", block))
                    }
                    inYAML = !inYAML && line.hasPrefix("```yaml")
                    block = ""
                } else if inYAML {
                    block += line + "\n"
                }
            }
        }
        return result
    }

    @Test func thereAreSnippets() {
        #expect(Self.snippets().count >= 2)
    }

    @Test(arguments: snippets().map(\.0))
    func snippetChecksClean(_ name: String) throws {
        let text = try #require(Self.snippets().first { $0.0 == name }?.1)
        let result = Compiler.compile(SourceFile(path: name, text: text))
        #expect(result.diagnostics.isEmpty, "\(name): \(result.diagnostics.map { "\($0.range.start): \($0.message)" })")
    }
}
