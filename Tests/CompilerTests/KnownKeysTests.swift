import Testing
@testable import TransitionCompiler

/// `NodeReader.keyed` matches a key written plain by its bytes (`KnownKeys`, issue 17): it must
/// find what comparing Strings finds, and a mapping must read the same, with the same
/// diagnostics, whether its keys are matched by bytes or as text.
@Suite struct KnownKeysTests {
    static let lists: [[String]] = [
        BranchChecker.trackKeys + Property.allCases.map(\.rawValue), SpecKeys.branch, SpecKeys.fromTo, SpecKeys.keyframe,
        TransitionChecker.topKeys, SpecKeys.interaction, SpecKeys.previewView, SpecKeys.repeatKeys, ["a"], [],
    ]

    /// Every name, and near misses of it: prefixes, suffixes, another case, a letter changed.
    static func probes(_ names: [String]) -> [String] {
        var out = ["", "x", "x-view", "view ", " view", "\u{e9}", "fram\u{e9}"]
        for n in names {
            out += [n, String(n.dropLast()), String(n.dropFirst()), n + "s", n.uppercased(), "_" + n]
            if let last = n.last { out.append(String(n.dropLast()) + (last == "a" ? "b" : "a")) }
        }
        return out
    }

    @Test func bytesFindWhatStringsFind() {
        for names in Self.lists {
            let known = KnownKeys(names)
            for probe in Self.probes(names) {
                let byBytes = Array(probe.utf8).withUnsafeBufferPointer { known.index(of: $0) }
                #expect(byBytes == names.firstIndex(of: probe), "\(probe) in \(names.prefix(3))")
                #expect(known.index(of: probe) == names.firstIndex(of: probe))
            }
        }
    }

    /// Mappings whose keys are plain, quoted, tagged, anchored, aliases, duplicates, unknown,
    /// extensions, not scalars, or empty.
    static let mappings = [
        "{ view: a, frame: b, alpha: c, delay: d, curve: e }",
        "{ 'view': a, \"frame\": b, !!str alpha: c, &k delay: d, *k : e }",
        "{ view: a, view: b, frame: c }",
        "{ vew: a, frames: b, Alpha: c, x-note: d, x-: e, '': f, ? [a] : g, ? {b: c} : h }",
        "{ view: a, duration: 1, keyframes: b, calculation: c, repeat: d, path: e, stagger: f, order: g }",
        "{ blur: a, mask: b, borderColor: c, borderWidth: d, shadowOffset: e, shadowRadius: f, shadowOpacity: g }",
        "{ shadowColor: a, contentMode: b, zIndex: c, hidden: d, backgroundColor: e, cornerRadius: f, transform: g, center: h }",
        "{ from: 0, to: 1 }", "{ to: 1 }", "{ form: 0, to: 1 }", "{ from: 0 }", "{}",
        "{ ? view : a, view\t: b, \"vi\\x65w\": c }",
        "{ frame: a, frame: b, frame: c, 'frame': d }",
        // The same length, first and last letter as a known key: the same slot of the index.
        "{ vuew: a, frane: b, dalay: c, to: d, tO: e, 6iew: f }",
    ]

    /// What `keyed` gives for each mapping, as text: the pairs by known index and by name, and
    /// the diagnostics.
    static func read(_ text: String, known: KnownKeys, required: [String], extensions: Bool) -> String {
        let file = SourceFile(path: "t.yaml", text: text)
        let docs = YAMLComposer.compose(file, diagnostics: DiagnosticSink())
        guard let mapping = docs.first?.root?.mapping else { return "not a mapping" }
        let sink = DiagnosticSink()
        let keys = NodeReader(sink: sink).keyed(mapping, known: known, required: required, owner: file.startRange,
                                                what: "it", allowExtensions: extensions)
        var out = keys.knownPairs(from: 0).map { "\($0.known): \($0.pair.key.range) \($0.pair.value.range)" }
        out += known.names.map { "\($0): \(keys[$0].map { "\($0.key.range)" } ?? "-")" }
        out += sink.diagnostics.map { "\($0.code) \($0.message) \($0.range) \($0.notes.map(\.message)) \($0.fixIts.map(\.replacement))" }
        return out.joined(separator: "\n")
    }

    /// A later duplicate replaces an earlier one, in the earlier one's place (as a dictionary
    /// did), whether matched by bytes or as text.
    @Test(arguments: ["", "\n# \u{e9}"])
    func laterDuplicatesReplace(_ tail: String) {
        let text = "{ view: a, frame: b, 'view': c, alpha: d, view: e }" + tail
        let file = SourceFile(path: "t.yaml", text: text)
        let mapping = YAMLComposer.compose(file, diagnostics: DiagnosticSink()).first!.root!.mapping!
        let keys = NodeReader(sink: DiagnosticSink()).keyed(mapping, known: BranchChecker.knownTrackKeys, owner: file.startRange, what: "it")
        #expect(keys["view"]?.value.scalar?.value == "e")
        #expect(keys.knownPairs(from: 0).map(\.pair.value.scalar!.value) == ["e", "b", "d"])
    }

    @Test(arguments: [false, true])
    func sameAsReadingText(extensions: Bool) {
        let known = BranchChecker.knownTrackKeys
        var matchedByBytes = 0
        for m in Self.mappings {
            for required in [["view"], ["to"], []] {
                // The same mapping in a file that is not ASCII (a comment after it, so every
                // range stays): no scalar is verbatim there, so every key is read as text.
                let bytes = Self.read(m + "\n", known: known, required: required, extensions: extensions)
                let text = Self.read(m + "\n# \u{e9}\n", known: known, required: required, extensions: extensions)
                #expect(bytes == text, "\(m)")
            }
            let file = SourceFile(path: "t.yaml", text: m)
            if let mapping = YAMLComposer.compose(file, diagnostics: DiagnosticSink()).first?.root?.mapping {
                for pair in mapping where mapping.tree.withVerbatimText(pair.keyIndex, known.index(of:)) != nil {
                    matchedByBytes += 1
                }
            }
        }
        // Not a vacuous comparison: most keys of the ASCII files were matched by their bytes.
        #expect(matchedByBytes >= 30, "\(matchedByBytes)")
    }
}

/// `ViewNameTable` finds a view from its name's bytes (issue 17): what the scope's dictionary
/// finds, for every name and near misses, in scopes of a few names and of thousands.
@Suite struct ViewNameTableTests {
    @Test(arguments: [0, 1, 7, 8, 9, 100, 3000])
    func findsWhatTheDictionaryFinds(_ count: Int) {
        var views: [String: ViewID] = ["container": .container, "from": .sourceRoot, "to": .destinationRoot]
        for i in 0..<count { views["v\(i)"] = ViewID(3 + i) }
        let table = ViewNameTable(views)
        var probes = ["", "v", "x", "fro", "from ", "To", "containers", "v-1", "\u{e9}"]
        for name in views.keys { probes += [name, name + "0", String(name.dropLast()), "_" + name] }
        for probe in probes {
            let found = Array(probe.utf8).withUnsafeBufferPointer { table.id(of: $0) }
            #expect(found == views[probe], "\(probe)")
        }
    }
}
