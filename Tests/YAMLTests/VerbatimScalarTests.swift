import Testing
@testable import TransitionCompiler

/// A plain scalar of an ASCII file that is exactly its own text is not copied into the store
/// (issue 17): its value is read from the file's bytes, and reads the same as a copied one.
@Suite struct VerbatimScalarTests {
    @Test func plainScalarsAreReadFromTheFile() throws {
        let (docs, sink) = compose("a: b\nc: 'd'\ne: [f, \"g\"]\nh: &x i\nj: k\n  l\nm:\n")
        #expect(!sink.hasErrors)
        let root = try #require(docs.first?.root)
        // Copied: the quoted values, the anchored one and the folded one; the others are their text.
        #expect(root.tree.storage.values == ["d", "g", "i", "k l"])
        let pairs = try #require(root.mapping)
        #expect(pairs.map { $0.key.scalar?.value } == ["a", "c", "e", "h", "j", "m"])
        #expect(pairs.map { $0.value.scalar?.value } == ["b", "d", nil, "i", "k l", ""])
        #expect(pairs[2].value.sequence?.map { $0.scalar?.value } == ["f", "g"])
        #expect(pairs[5].value.kindDescription == "an empty value")
        #expect(pairs[0].value.kindDescription == "a scalar")
        #expect(at(try #require(pairs[0].value.scalar).range) == "1:4-1:5")
    }

    /// Offsets count Unicode scalars, not bytes, in a file that is not ASCII: every value is kept.
    @Test func aFileThatIsNotASCIIKeepsItsValues() throws {
        let (docs, _) = compose("a: \u{E9}\nb: c\n")
        let root = try #require(docs.first?.root)
        #expect(root.tree.storage.values == ["a", "\u{E9}", "b", "c"])
        #expect(try #require(root.mapping).map { $0.value.scalar?.value } == ["\u{E9}", "c"])
    }
}
