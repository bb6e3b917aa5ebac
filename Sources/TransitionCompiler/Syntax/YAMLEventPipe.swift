import Foundation

/// libyaml on a thread of its own, a few batches ahead of the composer (issue 17: on a big file
/// libyaml is a fifth of `transc check`, and the composer cannot start a node before libyaml has
/// produced its event).
///
/// The producer thread creates the parser, runs `yaml_parser_parse`, checks whether a scalar is
/// verbatim and frees each event itself, writing plain records into a batch (`YAMLEventBatch`);
/// every malloc and free of libyaml happens on that thread. Batches go round between a free list
/// and a queue of filled ones, so the steady state allocates nothing, and the producer is never
/// more than `batchCount` batches ahead. The composer reads the records on its own thread and
/// makes strings only for the few values that were copied.
///
/// The caller must call `finish()` before the input goes away (the composer does it in a
/// `defer`): it stops the producer, if it has not reached the end, and waits for it to exit.
final class YAMLEventPipe: @unchecked Sendable {
    /// Below this many input bytes a thread costs more than it saves (measured, Docs/BENCHMARKS.md).
    static let minimumBytes = 64 << 10
    static let batchCapacity = 1024
    static let batchCount = 8

    private let input: UnsafeBufferPointer<UInt8>
    private let findsVerbatim: Bool
    /// Guards everything below it up to the consumer's side.
    private let condition = NSCondition()
    private var free: [YAMLEventBatch]
    /// Filled batches, oldest first.
    private var filled: [YAMLEventBatch] = []
    private var stopping = false
    private var finished = false
    /// Who sleeps on `condition` (never both: the producer waits only when every batch is full
    /// or being read, the consumer only when none is full). A side is woken only when it waits,
    /// and the producer only once half the batches are free again, so that it fills several in
    /// one go instead of waking for each (each wake-up is a context switch on both cores).
    private var producerWaits = false
    private var consumerWaits = false
    private let wakeProducerAt: Int

    // The consumer's side, touched by its thread only.
    private var current: YAMLEventBatch?
    private var records: UnsafeMutablePointer<YAMLEventRecord>?
    private var bytes: UnsafeMutablePointer<UInt8>?
    private var count = 0
    private var index = 0
    private var ended = false
    /// libyaml's error, once the events before it have all been read.
    private(set) var error: YAMLParseError?

    /// Starts the producer on `input`, which must stay valid and unmoved until `finish()`.
    init(input: UnsafeBufferPointer<UInt8>, findsVerbatim: Bool,
         batchCapacity: Int = YAMLEventPipe.batchCapacity, batchCount: Int = YAMLEventPipe.batchCount) {
        self.input = input
        self.findsVerbatim = findsVerbatim
        free = (0..<max(1, batchCount)).map { _ in YAMLEventBatch(capacity: batchCapacity) }
        wakeProducerAt = max(1, batchCount / 2)
        let thread = Thread { [self] in produce() }
        thread.name = "transc.libyaml"
        thread.start()
    }

    // MARK: producer

    private func produce() {
        do {
            let decoder = YAMLEventDecoder(input: input, findsVerbatim: findsVerbatim)
            while let batch = takeFree() {
                decoder.fill(batch)
                let last = batch.isLast
                condition.lock()
                filled.append(batch)
                if consumerWaits { condition.broadcast() }
                condition.unlock()
                if last { break }
            }
            // The decoder (libyaml's parser) is freed here, on this thread.
        }
        condition.lock()
        finished = true
        condition.broadcast()
        condition.unlock()
    }

    /// A batch to fill, once one is free; nil when the consumer stopped.
    private func takeFree() -> YAMLEventBatch? {
        condition.lock()
        defer { condition.unlock() }
        while free.isEmpty, !stopping {
            producerWaits = true
            condition.wait()
        }
        producerWaits = false
        return stopping ? nil : free.removeLast()
    }

    // MARK: consumer

    /// The next event, read in place: valid until the next call. Nil at the end of the stream
    /// or after an error (see `error`).
    func next() -> YAMLEventRef? {
        if index < count, let records, let bytes {
            index += 1
            return YAMLEventRef(record: records + (index - 1), bytes: bytes)
        }
        return nextBatch() ? next() : nil
    }

    /// Hands the batch just read back to the producer and waits for the next filled one; false
    /// when the stream has ended.
    private func nextBatch() -> Bool {
        while !ended {
            if let done = current, done.isLast {
                error = done.error
                ended = true
                break
            }
            condition.lock()
            if let done = current {
                free.append(done)
                if producerWaits, free.count >= wakeProducerAt { condition.broadcast() }
            }
            while filled.isEmpty {
                // Cannot happen with the producer asleep (then the batches were all full and have
                // all been handed back since), but never wait on a sleeping producer.
                if producerWaits, !free.isEmpty { condition.broadcast() }
                consumerWaits = true
                condition.wait()
            }
            consumerWaits = false
            let batch = filled.removeFirst()
            condition.unlock()
            current = batch
            records = batch.records
            bytes = batch.bytes
            count = batch.count
            index = 0
            if count > 0 { return true }
        }
        current = nil
        records = nil
        bytes = nil
        count = 0
        return false
    }

    /// Stops the producer (if it is still reading) and waits until it has exited: after this no
    /// thread reads the input. Safe to call more than once.
    func finish() {
        condition.lock()
        stopping = true
        condition.broadcast()
        while !finished { condition.wait() }
        condition.unlock()
    }
}
