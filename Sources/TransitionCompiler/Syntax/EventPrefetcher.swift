import Foundation

/// libyaml's events of a large file read ahead on a thread of their own, while the composer
/// builds the tree from the ones already read: scanning and parsing (libyaml, then copying each
/// event into Swift values) is about two thirds of composing, so on two cores the two halves
/// overlap (issue 17). The events, their order and the error at the end are the reader's own;
/// only the thread that reads them differs.
///
/// A dedicated thread, not a dispatch queue: the composer may itself run on a dispatch worker
/// (files checked in parallel), and a worker blocked here waiting for work queued behind it
/// would never be woken.
final class EventPrefetcher: YAMLEventSource, @unchecked Sendable {
    /// Files below this are composed on one thread: starting a thread costs more than it saves.
    static let minimumBytes = 256 << 10
    private static let batchSize = 512
    /// Batches read ahead at most: the reader waits when the composer is this far behind, so a
    /// huge file is not held twice in memory as events.
    private static let maxQueued = 8

    private let condition = NSCondition()
    // Guarded by `condition`.
    private var queued: [[YAMLEvent]] = []
    private var finished = false
    private var cancelled = false
    private var readerError: YAMLParseError?
    private var stopped = false
    // The composer's side only.
    private var batch: [YAMLEvent] = []
    private var index = 0

    /// Whether composing `bytes` reads its events ahead: a large file, and more than one thread
    /// allowed (`TRANSC_JOBS=1` keeps everything on one).
    static func worthwhile(_ bytes: [UInt8]) -> Bool {
        bytes.count >= minimumBytes && Checker.defaultJobs > 1
    }

    /// Starts reading `bytes` on a new thread.
    init(bytes: [UInt8]) {
        let thread = Thread { [self] in read(YAMLEventReader(bytes: bytes)) }
        thread.name = "transc.yaml-events"
        thread.start()
    }

    deinit { cancel() }

    /// The next event; nil at the end of the stream or after an error (see `error`).
    func next() -> YAMLEvent? {
        if index < batch.count {
            index += 1
            return batch[index - 1]
        }
        condition.lock()
        defer { condition.unlock() }
        while queued.isEmpty && !finished { condition.wait() }
        guard !queued.isEmpty else { return nil }
        batch = queued.removeFirst()
        index = 1
        condition.broadcast()
        return batch[0]
    }

    /// What libyaml reported when it stopped early; read it once `next()` has returned nil.
    var error: YAMLParseError? {
        condition.lock()
        defer { condition.unlock() }
        return readerError
    }

    /// Stops the reading thread, which otherwise waits for the composer to take its batches:
    /// called when the composer is done with the file, whether it read to the end or gave up.
    func cancel() {
        condition.lock()
        cancelled = true
        condition.broadcast()
        condition.unlock()
    }

    /// Whether the reading thread has returned, waiting for it up to `seconds` (for tests).
    func waitUntilStopped(seconds: Double) -> Bool {
        let deadline = Date(timeIntervalSinceNow: seconds)
        condition.lock()
        defer { condition.unlock() }
        while !stopped { if !condition.wait(until: deadline) { return stopped } }
        return true
    }

    private func read(_ reader: YAMLEventReader) {
        defer {
            condition.lock()
            stopped = true
            condition.broadcast()
            condition.unlock()
        }
        var ended = false
        while !ended {
            var events: [YAMLEvent] = []
            events.reserveCapacity(Self.batchSize)
            while events.count < Self.batchSize {
                guard let event = reader.next() else { ended = true; break }
                events.append(event)
            }
            condition.lock()
            while queued.count >= Self.maxQueued && !cancelled { condition.wait() }
            if cancelled {
                condition.unlock()
                return
            }
            if !events.isEmpty { queued.append(events) }
            if ended {
                finished = true
                readerError = reader.error
            }
            condition.broadcast()
            condition.unlock()
        }
    }
}

/// Where the composer takes its events from: libyaml on the composer's thread, or read ahead.
protocol YAMLEventSource: AnyObject {
    func next() -> YAMLEvent?
    var error: YAMLParseError? { get }
    /// The composer is done with the source.
    func cancel()
}

extension YAMLEventReader: YAMLEventSource {
    func cancel() {}
}
