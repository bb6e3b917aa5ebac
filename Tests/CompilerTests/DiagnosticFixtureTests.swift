import Foundation
import Testing
import TransitionCompiler

/// Every file in Fixtures/ is a spec with its expected diagnostics written inline.
@Suite struct DiagnosticFixtureTests {
    static let fixtures = Paths.yamlFiles(in: Paths.fixtures)

    @Test func fixturesExist() {
        #expect(Self.fixtures.count >= 30, "Fixtures/ should hold the diagnostics catalogue")
    }

    @Test(arguments: fixtures.map(\.lastPathComponent))
    func fixture(_ name: String) {
        let (problems, _) = mismatches(for: Paths.fixtures.appendingPathComponent(name))
        #expect(problems.isEmpty, Comment(rawValue: "\(name):\n" + problems.joined(separator: "\n")))
    }

    /// Each code in the catalogue (Docs/DIAGNOSTICS.md) is produced by some fixture, or is
    /// listed here with the test that covers it (inputs a fixture file cannot carry).
    static let coveredElsewhere: [String: String] = [
        "yaml-invalid-utf8": "YAMLTests (bytes that are not UTF-8 cannot carry comments)",
        "yaml-too-large": "YAMLTests and CLITests (a 9 MiB file)",
        "yaml-too-deep": "YAMLTests (10,000-deep nesting)",
        "yaml-alias-budget": "YAMLTests (billion laughs)",
        "yaml-too-many-documents": "YAMLTests",
        "duplicate-transition": "CheckerTests.duplicateTransitionNames",
        "requirement-type-clash": "CLITests' CrossFileRequirementTests (two files checked together)",
        "interaction-not-emitted": "CLITests.emitRefusesContinuousInteraction (emit-swift's, not the checker's)",
        "web-unsupported": "EmitWebCLITests.refusesWhatTheWebCannotPlay and WebEmitTests (check --target web's and emit-web's, not the checker's)",
    ]

    @Test func catalogueIsCovered() throws {
        let catalogue = try String(contentsOf: Paths.docs.appendingPathComponent("DIAGNOSTICS.md"), encoding: .utf8)
        // Codes are written as `### code` headings.
        let codes = catalogue.components(separatedBy: "\n").filter { $0.hasPrefix("### ") }.map { String($0.dropFirst(4)).trimmingCharacters(in: .whitespaces) }
        #expect(codes.count >= 40)
        var produced: Set<String> = []
        for url in Self.fixtures { produced.formUnion(mismatches(for: url).codes) }
        for code in codes where !produced.contains(code) && Self.coveredElsewhere[code] == nil {
            Issue.record("diagnostic '\(code)' has no fixture")
        }
        // And nothing a fixture produces is missing from the catalogue.
        for code in produced where !codes.contains(code) {
            Issue.record("diagnostic '\(code)' is produced but not in Docs/DIAGNOSTICS.md")
        }
    }
}
