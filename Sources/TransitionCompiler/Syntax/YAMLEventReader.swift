import Foundation

/// A libyaml mark: 0-based index, line and column, counted in Unicode scalars.
struct YAMLMark: Sendable, Equatable {
    var index: Int
    var line: Int
    var column: Int
}

/// One libyaml event, copied into Swift values (libyaml's buffers are freed right after).
struct YAMLEvent: Sendable {
    enum Kind: Sendable, Equatable {
        case streamStart, streamEnd
        case documentStart, documentEnd
        case alias, scalar
        case sequenceStart, sequenceEnd
        case mappingStart, mappingEnd
    }

    var kind: Kind
    var start: YAMLMark
    var end: YAMLMark
    /// Anchor of a node; the referenced name for an alias.
    var anchor: String?
    var tag: String?
    /// Scalar value (may contain NUL); "" when `verbatim`.
    var value: String = ""
    /// A plain scalar whose value is exactly its text in the input (from `start` to `end`):
    /// its value is read from there when needed instead of being copied for every scalar.
    var verbatim = false
    var scalarStyle: YAMLScalar.Style = .plain
    /// Collections: flow style. Documents: implicit start or end.
    var isFlow = false
    var implicit = false
}

/// What libyaml reported when it stopped.
struct YAMLParseError: Sendable {
    enum Kind: Sendable { case memory, reader, scanner, parser, other }
    var kind: Kind
    var problem: String
    var problemMark: YAMLMark
    /// Reader errors: byte offset of the bad input, and the offending byte or character.
    var problemOffset: Int
    var problemValue: Int
    var context: String?
    var contextMark: YAMLMark?
}

/// Streams libyaml events over a byte buffer. The input is either copied into a buffer owned by
/// the reader or borrowed from a caller that keeps it alive and unmoved for the reader's
/// lifetime, so libyaml's pointers stay valid. Events are decoded a batch at a time into plain
/// records (`YAMLEventBatch`) and handed out one by one, in place (`nextRef`) or as values
/// (`next`). Not Sendable: use it on one task.
final class YAMLEventReader {
    /// Events decoded at once: enough to keep libyaml's loop tight, small enough to stay in cache.
    static let batchCapacity = 256
    private let decoder: YAMLEventDecoder
    /// The copy this reader owns, when it was given an array.
    private let ownedInput: UnsafeMutableBufferPointer<UInt8>?
    private let batch: YAMLEventBatch
    private var index = 0
    var error: YAMLParseError? { decoder.error }

    convenience init(bytes: [UInt8], batchCapacity: Int = YAMLEventReader.batchCapacity) {
        let input = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(1, bytes.count))
        _ = input.initialize(fromContentsOf: bytes)
        self.init(input: UnsafeBufferPointer(start: input.baseAddress, count: bytes.count), owned: input,
                  findsVerbatim: false, batchCapacity: batchCapacity)
    }

    /// Reads `input` in place: the caller keeps it valid until the reader is gone (the composer
    /// reads the file's own bytes; a copy was 3 MB of the peak on the big spec, issue 17).
    /// `isASCII`: the input is all ASCII, so plain scalars that are their own text are marked
    /// `verbatim` and not copied.
    convenience init(borrowing input: UnsafeBufferPointer<UInt8>, isASCII: Bool,
                     batchCapacity: Int = YAMLEventReader.batchCapacity) {
        self.init(input: input, owned: nil, findsVerbatim: isASCII, batchCapacity: batchCapacity)
    }

    private init(input: UnsafeBufferPointer<UInt8>, owned: UnsafeMutableBufferPointer<UInt8>?, findsVerbatim: Bool,
                 batchCapacity: Int) {
        ownedInput = owned
        decoder = YAMLEventDecoder(input: input, findsVerbatim: findsVerbatim)
        batch = YAMLEventBatch(capacity: batchCapacity)
    }

    deinit {
        ownedInput?.deallocate()
    }

    /// The next event; nil at the end of the stream or after an error (see `error`).
    func next() -> YAMLEvent? { nextRef()?.event }

    /// The next event, read in place: valid until the next call.
    func nextRef() -> YAMLEventRef? {
        if index == batch.count {
            if decoder.done { return nil }
            decoder.fill(batch)
            index = 0
            if batch.count == 0 { return nil }
        }
        index += 1
        return batch.ref(index - 1)
    }
}
