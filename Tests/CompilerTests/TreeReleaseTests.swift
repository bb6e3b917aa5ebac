import Foundation
import Testing
@testable import TransitionCompiler

/// A document's YAML is freed once it is read, before its reverses and crossfades are derived
/// (issue 17: the tree was a third of the peak of `transc check` on the big spec), and what the
/// checker still reads afterwards (`reduceMotion:`, `branches:`, `preview:`) reads the same.
@Suite struct TreeReleaseTests {
    /// A spec that reads every key the derive phase reads, with an alias and a merge reaching
    /// outside them.
    static let spec = """
    transition: Fade
    context: navigation
    views:
      dot: overlay(#FF0000)
    x-size: &size { width: 390 }
    push:
      setup:
        - insert: to above from
        - add: dot
      animate:
        - view: dot
          alpha: 0 -> 1
      finish:
        - remove: dot
    pop: reverse push
    reduceMotion: { push: calm, pop: crossfade }
    branches:
      calm:
        setup:
          - insert: to above from
        animate:
          - view: to
            alpha: 0 -> 1
    preview:
      device: { <<: *size, height: 844 }
      dot: { frame: "rect(0, 0, 10, 10)" }
    """

    /// Watches a tree without keeping it alive, and notes whether it was freed each time a
    /// checker starts deriving.
    final class Probe: @unchecked Sendable {
        private let lock = NSLock()
        private weak var tree: YAMLTree?
        private var freed: [Bool] = []
        private weak var otherTree: YAMLTree?
        func watch(_ tree: YAMLTree?) { lock.withLock { self.tree = tree } }
        /// A second document's tree, seen when the first is derived: alive (not read yet), then
        /// freed when the second is derived.
        func watch(first: YAMLTree?, second: YAMLTree?) { lock.withLock { tree = first; otherTree = second } }
        func derivePhaseStarted() {
            lock.withLock {
                freed.append(tree == nil)
                if otherTree != nil { tree = otherTree; otherTree = nil }
            }
        }
        var seen: [Bool] { lock.withLock { freed } }
    }

    @Test func theTreeIsFreedBeforeDeriving() {
        let file = SourceFile(path: "fade.yaml", text: Self.spec)
        let sink = DiagnosticSink()
        let probe = Probe()
        let composed: ComposedDocuments = {
            let documents = YAMLComposer.compose(file, diagnostics: sink)
            probe.watch(documents.first?.root?.tree)
            return ComposedDocuments(documents)
        }()
        composed.derivePhaseStarted = { probe.derivePhaseStarted() }
        let irs = Checker.check(composed, file: file, diagnostics: sink, jobs: 1)
        #expect(sink.diagnostics.map(\.message) == [])
        #expect(irs.count == 1)
        #expect(probe.seen == [true], "the document's YAMLTree was still alive when deriving started")
    }

    /// Each document of a file has a tree of its own, freed once that document is read, while
    /// the next one is still to be checked (one job: the parallel check keeps every document
    /// until its result is merged, as one that cannot be taken is checked again).
    @Test func eachDocumentIsFreedBeforeItIsDerived() {
        let text = Self.spec + "\n---\n" + Self.spec.replacingOccurrences(of: "transition: Fade", with: "transition: Fade2")
        let file = SourceFile(path: "two.yaml", text: text)
        let sink = DiagnosticSink()
        let probe = Probe()
        let composed: ComposedDocuments = {
            let documents = YAMLComposer.compose(file, diagnostics: sink)
            probe.watch(first: documents.first?.root?.tree, second: documents.last?.root?.tree)
            return ComposedDocuments(documents)
        }()
        composed.derivePhaseStarted = { probe.derivePhaseStarted() }
        let irs = Checker.check(composed, file: file, diagnostics: sink, jobs: 1)
        #expect(sink.diagnostics.map(\.message) == [])
        #expect(irs.map(\.name) == ["Fade", "Fade2"])
        #expect(probe.seen == [true, true], "a document's YAMLTree was still alive when deriving it started")
    }

    /// Every node reached from `node`, as text: kind, value, style, range, tag, anchor, flow, and
    /// for an alias its name and what it refers to.
    static func dump(_ node: YAMLNode, depth: Int = 0) -> [String] {
        let head = String(repeating: " ", count: depth) + "\(node.range.start)-\(node.range.end) tag=\(node.tag ?? "-") anchor=\(node.anchor ?? "-") flow=\(node.isFlow) "
        switch node.content {
        case .scalar(let s): return [head + "scalar \(s.value) \(s.style) \(s.range.start)-\(s.range.end)"]
        case .alias(let name, let target): return [head + "alias \(name)"] + dump(target, depth: depth + 1)
        case .sequence(let items): return [head + "sequence"] + items.flatMap { dump($0, depth: depth + 1) }
        case .mapping(let pairs):
            return [head + "mapping"] + pairs.flatMap { dump($0.key, depth: depth + 1) + dump($0.value, depth: depth + 1) }
        }
    }

    @Test func keptKeysReadTheSame() throws {
        let file = SourceFile(path: "fade.yaml", text: Self.spec)
        let sink = DiagnosticSink()
        let root = try #require(YAMLComposer.compose(file, diagnostics: sink).first?.root)
        let keys = NodeReader(sink: sink).keyed(try #require(root.mapping), known: TransitionChecker.topKeys, owner: root.range,
                                                what: "a transition", allowExtensions: true)
        let kept = root.tree.keeping(keys, TransitionChecker.laterKeys + ["absent"])
        for name in TransitionChecker.laterKeys {
            let old = try #require(keys[name]), new = try #require(kept[name])
            #expect(new.key.tree !== root.tree)
            #expect(Self.dump(new.key) + Self.dump(new.value) == Self.dump(old.key) + Self.dump(old.value), "\(name)")
        }
        #expect(kept["absent"] == nil)
        #expect(kept["views"] == nil)
    }
}
