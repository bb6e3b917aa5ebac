// libyaml: the system's on Linux, Yams's copy on Apple's systems (Package.swift, `yaml`).
#if TRANSC_SYSTEM_LIBYAML
internal import CYAML
#else
internal import CYaml
#endif
import Foundation

/// One libyaml event as plain values: no String, no reference. libyaml's events are decoded a
/// batch at a time into these (its loop runs tight, and nothing is retained or released per
/// event), and the composer reads them in place through `YAMLEventRef` (issue 17). A value,
/// anchor or tag is an offset into the batch's bytes; a verbatim plain scalar (nearly all of
/// them) has none.
struct YAMLEventRecord {
    var kind: YAMLEvent.Kind
    var scalarStyle: YAMLScalar.Style = .plain
    var verbatim = false
    var isFlow = false
    var implicit = false
    var start: YAMLMark
    var end: YAMLMark
    /// Offsets and lengths in the batch's bytes. A value of length 0 is ""; an offset of -1 is
    /// no anchor or no tag.
    var value = 0, valueCount = 0
    var anchor = -1, anchorCount = 0
    var tag = -1, tagCount = 0
}

/// An event of a batch, read in place: two pointers, copied without retains, its strings made
/// only when asked for (copying `YAMLEvent`s, three strings each, was a third of composing, issue
/// 17). Valid until the reader it came from moves to its next batch.
struct YAMLEventRef {
    let record: UnsafePointer<YAMLEventRecord>
    let bytes: UnsafePointer<UInt8>

    var kind: YAMLEvent.Kind { record.pointee.kind }
    var start: YAMLMark { record.pointee.start }
    var end: YAMLMark { record.pointee.end }
    var scalarStyle: YAMLScalar.Style { record.pointee.scalarStyle }
    var verbatim: Bool { record.pointee.verbatim }
    var isFlow: Bool { record.pointee.isFlow }
    var implicit: Bool { record.pointee.implicit }
    var hasProperties: Bool { record.pointee.anchor >= 0 || record.pointee.tag >= 0 }
    var anchor: String? { record.pointee.anchor < 0 ? nil : string(record.pointee.anchor, record.pointee.anchorCount) }
    var tag: String? { record.pointee.tag < 0 ? nil : string(record.pointee.tag, record.pointee.tagCount) }
    /// A scalar's value; "" when `verbatim` (read it from the input).
    var value: String { string(record.pointee.value, record.pointee.valueCount) }

    private func string(_ offset: Int, _ count: Int) -> String {
        count == 0 ? "" : String(decoding: UnsafeBufferPointer(start: bytes + offset, count: count), as: UTF8.self)
    }

    /// The event as a value of its own (for readers other than the composer).
    var event: YAMLEvent {
        let r = record.pointee
        var e = YAMLEvent(kind: r.kind, start: r.start, end: r.end)
        e.anchor = anchor
        e.tag = tag
        e.value = value
        e.verbatim = r.verbatim
        e.scalarStyle = r.scalarStyle
        e.isFlow = r.isFlow
        e.implicit = r.implicit
        return e
    }
}

/// A run of events and the bytes of their copied strings, filled by a `YAMLEventDecoder` and
/// read in order. Reused: `reset` keeps both buffers, so a stream read through one batch
/// allocates nothing once it has grown to fit.
final class YAMLEventBatch {
    let capacity: Int
    let records: UnsafeMutablePointer<YAMLEventRecord>
    private(set) var count = 0
    private(set) var bytes: UnsafeMutablePointer<UInt8>
    private var byteCapacity: Int
    private var byteCount = 0

    init(capacity: Int) {
        self.capacity = max(1, capacity)
        records = .allocate(capacity: self.capacity)
        byteCapacity = 4096
        bytes = .allocate(capacity: byteCapacity)
    }

    deinit {
        // Records are plain values: nothing to deinitialize.
        records.deallocate()
        bytes.deallocate()
    }

    func reset() {
        count = 0
        byteCount = 0
    }

    func append(_ record: YAMLEventRecord) {
        (records + count).initialize(to: record)
        count += 1
    }

    /// Copies `n` bytes to the batch's bytes and returns their offset.
    func store(_ p: UnsafePointer<UInt8>, count n: Int) -> Int {
        if byteCount + n > byteCapacity {
            let grown = max(byteCapacity * 2, byteCount + n)
            let b = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
            b.update(from: bytes, count: byteCount)
            bytes.deallocate()
            bytes = b
            byteCapacity = grown
        }
        (bytes + byteCount).update(from: p, count: n)
        byteCount += n
        return byteCount - n
    }

    /// Event `i`, read in place.
    @inline(__always) func ref(_ i: Int) -> YAMLEventRef {
        YAMLEventRef(record: records + i, bytes: bytes)
    }
}

/// libyaml's parser over a byte buffer, turning its events into batch records. The parser
/// lives on the heap at a fixed address and the input must stay valid and unmoved for the
/// decoder's lifetime. Not Sendable: use it on one task.
final class YAMLEventDecoder {
    private let parser: UnsafeMutablePointer<yaml_parser_t>
    private let input: UnsafeBufferPointer<UInt8>
    /// libyaml wants a non-null input even when it is empty.
    private let emptyInput: UnsafeMutablePointer<UInt8>?
    /// Whether marks' indices are byte offsets in `input` (an ASCII input), so that a plain
    /// scalar's text can be compared with its value and marked `verbatim`.
    private let findsVerbatim: Bool
    private var initialized = false
    private(set) var done = false
    private(set) var error: YAMLParseError?

    init(input: UnsafeBufferPointer<UInt8>, findsVerbatim: Bool) {
        parser = .allocate(capacity: 1)
        if input.baseAddress != nil, !input.isEmpty {
            self.input = input
            emptyInput = nil
            self.findsVerbatim = findsVerbatim
        } else {
            let one = UnsafeMutablePointer<UInt8>.allocate(capacity: 1)
            one.initialize(to: 0)
            self.input = UnsafeBufferPointer(start: one, count: 0)
            emptyInput = one
            self.findsVerbatim = false
        }
        if yaml_parser_initialize(parser) == 1 {
            initialized = true
            yaml_parser_set_input_string(parser, self.input.baseAddress, self.input.count)
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
        emptyInput?.deallocate()
    }

    /// Empties `batch` and reads events into it until it is full or the stream ends (then
    /// `done`, and `error` if libyaml stopped on one).
    func fill(_ batch: YAMLEventBatch) {
        batch.reset()
        while !done, batch.count < batch.capacity {
            var ev = yaml_event_t()
            guard yaml_parser_parse(parser, &ev) == 1 else {
                done = true
                error = Self.readError(parser.pointee)
                break
            }
            if let record = record(ev, batch) { batch.append(record) }
            yaml_event_delete(&ev)
        }
    }

    /// The record of `ev`, its strings copied into `batch`; nil for YAML_NO_EVENT (and the
    /// stream is done after it, as after the stream's end).
    private func record(_ ev: yaml_event_t, _ batch: YAMLEventBatch) -> YAMLEventRecord? {
        let start = Self.mark(ev.start_mark), end = Self.mark(ev.end_mark)
        var r: YAMLEventRecord
        switch ev.type {
        case YAML_STREAM_START_EVENT:
            r = YAMLEventRecord(kind: .streamStart, start: start, end: end)
        case YAML_STREAM_END_EVENT:
            done = true
            r = YAMLEventRecord(kind: .streamEnd, start: start, end: end)
        case YAML_DOCUMENT_START_EVENT:
            r = YAMLEventRecord(kind: .documentStart, start: start, end: end)
            r.implicit = ev.data.document_start.implicit != 0
        case YAML_DOCUMENT_END_EVENT:
            r = YAMLEventRecord(kind: .documentEnd, start: start, end: end)
            r.implicit = ev.data.document_end.implicit != 0
        case YAML_ALIAS_EVENT:
            r = YAMLEventRecord(kind: .alias, start: start, end: end)
            (r.anchor, r.anchorCount) = Self.store(ev.data.alias.anchor, batch)
        case YAML_SCALAR_EVENT:
            r = YAMLEventRecord(kind: .scalar, start: start, end: end)
            let s = ev.data.scalar
            (r.anchor, r.anchorCount) = Self.store(s.anchor, batch)
            (r.tag, r.tagCount) = Self.store(s.tag, batch)
            if let p = s.value {
                if findsVerbatim, s.style == YAML_PLAIN_SCALAR_STYLE, s.anchor == nil, s.tag == nil,
                   end.index - start.index == s.length, start.index >= 0, start.index + s.length <= input.count,
                   memcmp(p, input.baseAddress! + start.index, s.length) == 0 {
                    r.verbatim = true
                } else if s.length > 0 {
                    r.value = batch.store(p, count: s.length)
                    r.valueCount = s.length
                }
            }
            switch s.style {
            case YAML_SINGLE_QUOTED_SCALAR_STYLE: r.scalarStyle = .singleQuoted
            case YAML_DOUBLE_QUOTED_SCALAR_STYLE: r.scalarStyle = .doubleQuoted
            case YAML_LITERAL_SCALAR_STYLE: r.scalarStyle = .literal
            case YAML_FOLDED_SCALAR_STYLE: r.scalarStyle = .folded
            default: r.scalarStyle = .plain
            }
        case YAML_SEQUENCE_START_EVENT:
            let s = ev.data.sequence_start
            r = Self.collectionStart(.sequenceStart, start, end, anchor: s.anchor, tag: s.tag, implicit: s.implicit,
                                     isFlow: s.style == YAML_FLOW_SEQUENCE_STYLE, batch)
        case YAML_SEQUENCE_END_EVENT:
            r = YAMLEventRecord(kind: .sequenceEnd, start: start, end: end)
        case YAML_MAPPING_START_EVENT:
            let s = ev.data.mapping_start
            r = Self.collectionStart(.mappingStart, start, end, anchor: s.anchor, tag: s.tag, implicit: s.implicit,
                                     isFlow: s.style == YAML_FLOW_MAPPING_STYLE, batch)
        case YAML_MAPPING_END_EVENT:
            r = YAMLEventRecord(kind: .mappingEnd, start: start, end: end)
        default:
            // YAML_NO_EVENT: libyaml has nothing more to say.
            done = true
            return nil
        }
        return r
    }

    private static func mark(_ m: yaml_mark_t) -> YAMLMark {
        YAMLMark(index: Int(m.index), line: Int(m.line), column: Int(m.column))
    }

    /// A NUL-terminated libyaml string copied into `batch`: (offset, length), or (-1, 0) for none.
    /// A sequence or mapping start: the same fields from libyaml's two structs.
    private static func collectionStart(_ kind: YAMLEvent.Kind, _ start: YAMLMark, _ end: YAMLMark,
                                        anchor: UnsafeMutablePointer<yaml_char_t>?, tag: UnsafeMutablePointer<yaml_char_t>?,
                                        implicit: Int32, isFlow: Bool, _ batch: YAMLEventBatch) -> YAMLEventRecord {
        var r = YAMLEventRecord(kind: kind, start: start, end: end)
        (r.anchor, r.anchorCount) = store(anchor, batch)
        (r.tag, r.tagCount) = store(tag, batch)
        r.implicit = implicit != 0
        r.isFlow = isFlow
        return r
    }

    private static func store(_ p: UnsafeMutablePointer<yaml_char_t>?, _ batch: YAMLEventBatch) -> (Int, Int) {
        guard let p else { return (-1, 0) }
        let n = strlen(UnsafeRawPointer(p).assumingMemoryBound(to: CChar.self))
        return (batch.store(p, count: n), n)
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
