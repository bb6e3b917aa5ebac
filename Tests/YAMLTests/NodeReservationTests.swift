import Foundation
import Testing
@testable import TransitionCompiler

/// A document's node array is reserved once, from the bytes left in the file, instead of growing
/// by doubling and then being copied to its exact size: each doubling and the final copy wrote
/// fresh pages the kernel had to fault in and zero, the largest share of `transc check`'s page
/// faults on the 120k-line spec (issue 17). The reservation's unused tail is never written, so it
/// costs address space, not memory; a document that used under half of it is trimmed.
@Suite struct NodeReservationTests {
    /// The shape of ../shared/bench/gen-big-spec, at a size a test composes quickly.
    static func bigSpec(views n: Int) -> String {
        var s = "transition: Big\ncontext: navigation\nduration: 0.4\ncurve: easeInOut\nviews:\n"
        for i in 0..<n { s += "  v\(i): overlay(#FF\(String(format: "%04X", i % 65536)))\n" }
        s += "push:\n  setup:\n    - insert: to above from\n"
        for i in 0..<n { s += "    - add: v\(i)\n" }
        s += "  animate:\n"
        for i in 0..<n {
            s += "    - view: v\(i)\n      frame: rect(\(i), \(i), 40, 40)\n      alpha: { from: 0, to: 1 }\n"
            s += "      delay: \(Double(i % 100) / 100)\n      curve: \"spring(damping: 0.8)\"\n"
        }
        s += "  finish:\n"
        for i in 0..<n { s += "    - remove: v\(i)\n" }
        return s + "pop: reverse push\n"
    }

    static func tree(_ doc: YAMLDocument) -> YAMLStorage? { doc.root?.tree.storage }

    @Test func theBenchmarkShapeIsReservedOnceAndNotCopied() throws {
        for views in [200, 2_000] {
            let text = Self.bigSpec(views: views)
            let (docs, sink) = compose(text)
            #expect(!sink.hasErrors && docs.count == 1)
            let storage = try #require(Self.tree(docs[0]))
            let reserved = YAMLStorage.reservedNodes(forBytes: text.utf8.count)
            #expect(storage.nodes.count <= reserved, "the densest spec shape outgrows its reservation")
            #expect(2 * storage.nodes.count + 16 >= reserved, "the reservation is over twice what this shape uses")
            #expect(storage.nodes.capacity >= reserved, "the node array was reallocated or copied after the reservation")
        }
    }

    /// Specs as people write them (comments, long values) are sparser than the benchmark's.
    @Test func everyExampleFitsItsReservation() throws {
        let examples = YAMLTestSuiteTests.repoRoot.appending(path: "Examples")
        let names = try FileManager.default.contentsOfDirectory(atPath: examples.path(percentEncoded: false)).filter { $0.hasSuffix(".yaml") }
        #expect(names.count > 10)
        for name in names.sorted() {
            let text = try String(contentsOf: examples.appending(path: name), encoding: .utf8)
            let (docs, _) = compose(text)
            let storage = try #require(docs.first.flatMap(Self.tree), "\(name)")
            #expect(storage.nodes.count <= YAMLStorage.reservedNodes(forBytes: text.utf8.count), "\(name)")
        }
    }

    @Test func smallDocumentsOfALongFileAreTrimmed() throws {
        let docs = compose(String(repeating: "---\na: 1\nb: [2, 3]\n", count: 400)).0
        #expect(docs.count == 400)
        for doc in docs {
            let storage = try #require(Self.tree(doc))
            #expect(storage.nodes.capacity <= 2 * storage.nodes.count + 16, "each document keeps at most twice what it uses")
        }
    }
}
