internal import CYAML
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
    var plainImplicit = false
    var quotedImplicit = false
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

/// Streams libyaml events over a byte buffer. The parser lives on the heap at a fixed address,
/// and the input is either copied into a buffer owned by the reader or borrowed from a caller
/// that keeps it alive and unmoved for the reader's lifetime, so libyaml's pointers stay valid.
/// Not Sendable: use it on one task.
final class YAMLEventReader {
    private let parser: UnsafeMutablePointer<yaml_parser_t>
    /// The copy this reader owns, when it was given an array.
    private let ownedInput: UnsafeMutableBufferPointer<UInt8>?
    private let input: UnsafeBufferPointer<UInt8>
    /// Whether marks' indices are byte offsets in `input` (an ASCII input), so that a plain
    /// scalar's text can be compared with its value and marked `verbatim`.
    private let findsVerbatim: Bool
    private var initialized = false
    private var done = false
    private(set) var error: YAMLParseError?

    convenience init(bytes: [UInt8]) {
        let input = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(1, bytes.count))
        _ = input.initialize(fromContentsOf: bytes)
        self.init(input: UnsafeBufferPointer(start: input.baseAddress, count: bytes.count), owned: input)
    }

    /// Reads `input` in place: the caller keeps it valid until the reader is gone (the composer
    /// reads the file's own bytes; a copy was 3 MB of the peak on the big spec, issue 17).
    /// `isASCII`: the input is all ASCII, so plain scalars that are their own text are marked
    /// `verbatim` and not copied.
    convenience init(borrowing input: UnsafeBufferPointer<UInt8>, isASCII: Bool) {
        if input.baseAddress == nil || input.isEmpty {
            self.init(bytes: [])
        } else {
            self.init(input: input, owned: nil, findsVerbatim: isASCII)
        }
    }

    private init(input: UnsafeBufferPointer<UInt8>, owned: UnsafeMutableBufferPointer<UInt8>?, findsVerbatim: Bool = false) {
        parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
        ownedInput = owned
        self.input = input
        self.findsVerbatim = findsVerbatim
        if yaml_parser_initialize(parser) == 1 {
            initialized = true
            yaml_parser_set_input_string(parser, input.baseAddress, input.count)
        } else {
            done = true
            error = YAMLParseError(kind: .memory, problem: "could not initialize the YAML parser",
                                   problemMark: YAMLMark(index: 0, line: 0, column: 0),
                                   problemOffset: 0, problemValue: -1, context: nil, contextMark: nil)
        }
    }

    deinit {
        if initialized { yaml_parser_delete(parser) }
        parser.deallocate()
        ownedInput?.deallocate()
    }

    /// The next event; nil at the end of the stream or after an error (see `error`).
    func next() -> YAMLEvent? {
        if done { return nil }
        var ev = yaml_event_t()
        guard yaml_parser_parse(parser, &ev) == 1 else {
            done = true
            error = Self.readError(parser.pointee)
            return nil
        }
        defer { yaml_event_delete(&ev) }
        let start = Self.mark(ev.start_mark), end = Self.mark(ev.end_mark)
        var event: YAMLEvent
        switch ev.type {
        case YAML_STREAM_START_EVENT:
            event = YAMLEvent(kind: .streamStart, start: start, end: end)
        case YAML_STREAM_END_EVENT:
            done = true
            event = YAMLEvent(kind: .streamEnd, start: start, end: end)
        case YAML_DOCUMENT_START_EVENT:
            event = YAMLEvent(kind: .documentStart, start: start, end: end)
            event.implicit = ev.data.document_start.implicit != 0
        case YAML_DOCUMENT_END_EVENT:
            event = YAMLEvent(kind: .documentEnd, start: start, end: end)
            event.implicit = ev.data.document_end.implicit != 0
        case YAML_ALIAS_EVENT:
            event = YAMLEvent(kind: .alias, start: start, end: end)
            event.anchor = Self.string(ev.data.alias.anchor)
        case YAML_SCALAR_EVENT:
            event = YAMLEvent(kind: .scalar, start: start, end: end)
            let s = ev.data.scalar
            event.anchor = Self.string(s.anchor)
            event.tag = Self.string(s.tag)
            if let p = s.value {
                if findsVerbatim, s.style == YAML_PLAIN_SCALAR_STYLE, s.anchor == nil, s.tag == nil,
                   end.index - start.index == s.length, start.index >= 0, start.index + s.length <= input.count,
                   memcmp(p, input.baseAddress! + start.index, s.length) == 0 {
                    event.verbatim = true
                } else {
                    event.value = String(decoding: UnsafeBufferPointer(start: p, count: s.length), as: UTF8.self)
                }
            }
            event.plainImplicit = s.plain_implicit != 0
            event.quotedImplicit = s.quoted_implicit != 0
            switch s.style {
            case YAML_SINGLE_QUOTED_SCALAR_STYLE: event.scalarStyle = .singleQuoted
            case YAML_DOUBLE_QUOTED_SCALAR_STYLE: event.scalarStyle = .doubleQuoted
            case YAML_LITERAL_SCALAR_STYLE: event.scalarStyle = .literal
            case YAML_FOLDED_SCALAR_STYLE: event.scalarStyle = .folded
            default: event.scalarStyle = .plain
            }
        case YAML_SEQUENCE_START_EVENT:
            event = YAMLEvent(kind: .sequenceStart, start: start, end: end)
            let s = ev.data.sequence_start
            event.anchor = Self.string(s.anchor)
            event.tag = Self.string(s.tag)
            event.implicit = s.implicit != 0
            event.isFlow = s.style == YAML_FLOW_SEQUENCE_STYLE
        case YAML_SEQUENCE_END_EVENT:
            event = YAMLEvent(kind: .sequenceEnd, start: start, end: end)
        case YAML_MAPPING_START_EVENT:
            event = YAMLEvent(kind: .mappingStart, start: start, end: end)
            let s = ev.data.mapping_start
            event.anchor = Self.string(s.anchor)
            event.tag = Self.string(s.tag)
            event.implicit = s.implicit != 0
            event.isFlow = s.style == YAML_FLOW_MAPPING_STYLE
        case YAML_MAPPING_END_EVENT:
            event = YAMLEvent(kind: .mappingEnd, start: start, end: end)
        default:
            // YAML_NO_EVENT: libyaml has nothing more to say.
            done = true
            return nil
        }
        return event
    }

    private static func mark(_ m: yaml_mark_t) -> YAMLMark {
        YAMLMark(index: Int(m.index), line: Int(m.line), column: Int(m.column))
    }

    private static func string(_ p: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        guard let p else { return nil }
        var n = 0
        while p[n] != 0 { n += 1 }
        return String(decoding: UnsafeBufferPointer(start: p, count: n), as: UTF8.self)
    }

    private static func readError(_ p: yaml_parser_t) -> YAMLParseError {
        let kind: YAMLParseError.Kind
        switch p.error {
        case YAML_MEMORY_ERROR: kind = .memory
        case YAML_READER_ERROR: kind = .reader
        case YAML_SCANNER_ERROR: kind = .scanner
        case YAML_PARSER_ERROR: kind = .parser
        default: kind = .other
        }
        let problem = p.problem.map { String(cString: $0) } ?? "unknown error"
        let context = p.context.map { String(cString: $0) }
        return YAMLParseError(kind: kind, problem: problem, problemMark: mark(p.problem_mark),
                              problemOffset: Int(p.problem_offset), problemValue: Int(p.problem_value),
                              context: context, contextMark: context == nil ? nil : mark(p.context_mark))
    }
}
