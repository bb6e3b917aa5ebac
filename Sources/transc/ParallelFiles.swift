import Dispatch
import Foundation

/// Checks files on every core and hands the results back in the order the files were given,
/// so the output is the same, byte for byte, as checking them one after another.
///
/// Files go in windows of a few per core: a window is checked concurrently, then consumed in
/// order, so at most one window's results are held at once (bounded memory for thousands of
/// files). TRANSC_JOBS=n caps the threads (TRANSC_JOBS=1: one at a time, on this thread).
enum ParallelFiles {
    static var jobs: Int {
        if let value = ProcessInfo.processInfo.environment["TRANSC_JOBS"], let n = Int(value), n > 0 { return n }
        return max(1, ProcessInfo.processInfo.activeProcessorCount)
    }

    static func forEach<T: Sendable>(_ paths: [String], jobs: Int = jobs, check: @Sendable (String) -> T, consume: (T) -> Void) {
        if jobs <= 1 || paths.count <= 1 {
            for path in paths { consume(check(path)) }
            return
        }
        let window = jobs * 8
        var start = 0
        while start < paths.count {
            let chunk = Array(paths[start..<min(start + window, paths.count)])
            let results = Results<T>(count: chunk.count)
            // concurrentPerform uses at most one thread per core; more jobs than cores does not help.
            let next = Counter()
            DispatchQueue.concurrentPerform(iterations: min(jobs, chunk.count)) { _ in
                while let i = next.take(below: chunk.count) { results.set(i, check(chunk[i])) }
            }
            for value in results.values() { consume(value) }
            start += chunk.count
        }
    }

    /// Slots written once each by the workers, read after they have all finished.
    private final class Results<T>: @unchecked Sendable {
        private var slots: [T?]
        private let lock = NSLock()
        init(count: Int) { slots = Array(repeating: nil, count: count) }
        func set(_ i: Int, _ value: T) { lock.lock(); slots[i] = value; lock.unlock() }
        func values() -> [T] { slots.map { $0! } }
    }

    /// Hands out indices to the workers, one at a time.
    private final class Counter: @unchecked Sendable {
        private var value = 0
        private let lock = NSLock()
        func take(below limit: Int) -> Int? {
            lock.lock(); defer { lock.unlock() }
            guard value < limit else { return nil }
            value += 1
            return value - 1
        }
    }
}
