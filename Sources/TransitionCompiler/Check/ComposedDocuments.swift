import Foundation

/// A file's composed documents, handed to the checker to be taken one at a time: a document
/// taken is no longer held here, so once its checker has read it (the written branches, issue 17)
/// nothing keeps its YAML alive while the reverses and crossfades are derived. A local array of
/// documents would hold every node to the end of its scope. Documents checked in parallel are
/// only peeked at, and taken when their results are merged.
public final class ComposedDocuments: @unchecked Sendable {
    private var documents: [YAMLDocument?]
    private let lock = NSLock()
    /// The first document's range, kept when it is taken (where a diagnostic about the whole
    /// file, such as an empty spec, points).
    public let firstRange: SourceRange?
    /// Which documents have a root (an empty document has none).
    let hasRoot: [Bool]
    /// Test hook: called by each checker when it has read its document and starts deriving.
    var derivePhaseStarted: (@Sendable () -> Void)?

    public init(_ documents: [YAMLDocument]) {
        self.documents = documents
        firstRange = documents.first?.range
        hasRoot = documents.map { $0.root != nil }
    }

    /// The document at `i`, no longer held here; nil when taken already.
    func take(_ i: Int) -> YAMLDocument? {
        lock.withLock {
            defer { documents[i] = nil }
            return documents[i]
        }
    }

    /// The document at `i`, still held here (to be checked again when the parallel check's
    /// result cannot be used as it is).
    func peek(_ i: Int) -> YAMLDocument? { lock.withLock { documents[i] } }
}
