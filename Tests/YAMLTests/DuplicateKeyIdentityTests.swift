import Testing
@testable import TransitionCompiler

/// Duplicate keys are found by comparing keys' values in the file's bytes, not as strings, in
/// mappings of up to 8 keys (issue 17); larger mappings hash strings. Both must agree on what
/// makes two keys the same: the value, whatever the quoting or alias, and an explicit tag other
/// than !!str.
@Suite struct DuplicateKeyIdentityTests {
    static func duplicates(_ text: String) -> [String] {
        compose(text).1.diagnostics.filter { $0.code == "yaml-duplicate-key" }.map(\.message)
    }

    /// The same mapping in a small form and padded past 8 keys, so both paths see it.
    static func bothSizes(_ entries: String) -> [[String]] {
        let padding = (0..<10).map { "pad\($0): 0" }.joined(separator: ", ")
        return [duplicates("{\(entries)}"), duplicates("{\(entries), \(padding)}")]
    }

    @Test(arguments: [
        ("a: 1, \"a\": 2", ["duplicate key 'a'"]),
        ("a: 1, 'a': 2", ["duplicate key 'a'"]),
        ("!!str a: 1, a: 2", ["duplicate key 'a'"]),
        ("!!int 1: a, 1: b", []),
        ("!!int 1: a, !!int 1: b", ["duplicate key '1'"]),
        ("ab: 1, abc: 2, abd: 3", []),
        ("\"a\\tb\": 1, \"a\\u0009b\": 2", ["duplicate key 'a\tb'"]),
        ("'<<': 1, a: 2, '<<': 3", ["duplicate key '<<'"]),
        ("x: &k a, *k : 1, a: 2", ["duplicate key 'a'"]),
        ("[1]: a, [1]: b", []),
    ])
    func sameVerdictInSmallAndLargeMappings(entries: String, expected: [String]) {
        for found in Self.bothSizes(entries) {
            #expect(found == expected, "\(entries)")
        }
    }
}
