import Dispatch
import Foundation
import TransitionCompiler

/// Checks files on every core and hands the results back in the order the files were given,
/// so the output is the same, byte for byte, as checking them one after another.
///
/// Workers take the next file as soon as they are free (no barrier between batches: a worker
/// the machine preempts holds up only its own file) and may run at most `lead` files ahead of
/// what has been printed, so only that many results are held at once (bounded memory for
/// thousands of files). TRANSC_JOBS=n caps the workers, this thread one of them (TRANSC_JOBS=1: one at a time, on this
/// thread, as before issue 17).
enum ParallelFiles {
    static func forEach<T: Sendable>(_ paths: [String], jobs: Int = Checker.defaultJobs, check: @escaping @Sendable (String) -> T, consume: (T) -> Void) {
        if jobs <= 1 || paths.count <= 1 {
            for path in paths { consume(check(path)) }
            return
        }
        let queue = Queue<T>(count: paths.count, lead: jobs * 4)
        let group = DispatchGroup()
        // This thread is the last worker: it prints, and while the next result to print is not
        // ready it checks a file itself. Waiting instead put a third thread on the workers'
        // cores, woken for every file (a process with two workers spent 0.07–0.12 s in the
        // kernel on 1,900 files where two processes spent 0.03).
        for _ in 0..<min(jobs, paths.count) - 1 {
            DispatchQueue.global().async(group: group) {
                while let i = queue.take() { queue.put(i, check(paths[i])) }
            }
        }
        for i in 0..<paths.count {
            while let j = queue.takeUnlessReady(i) { queue.put(j, check(paths[j])) }
            consume(queue.result(i))
        }
        group.wait()
    }

    /// The files handed out, and the results waiting for their turn; one lock for both.
    private final class Queue<T>: @unchecked Sendable {
        private var slots: [T?]
        private var next = 0
        private var printed = 0
        private let lead: Int
        private let condition = NSCondition()

        init(count: Int, lead: Int) {
            slots = Array(repeating: nil, count: count)
            self.lead = lead
        }

        /// The next file to check, once it is less than `lead` ahead of the printing; nil when all are taken.
        func take() -> Int? {
            condition.lock(); defer { condition.unlock() }
            while next < slots.count, next >= printed + lead { condition.wait() }
            guard next < slots.count else { return nil }
            next += 1
            return next - 1
        }

        /// The next file to check, when result `i` is not ready and the next file may be taken
        /// without waiting; nil otherwise (then `result(i)` is waited for).
        func takeUnlessReady(_ i: Int) -> Int? {
            condition.lock(); defer { condition.unlock() }
            guard slots[i] == nil, next < slots.count, next < printed + lead else { return nil }
            next += 1
            return next - 1
        }

        func put(_ i: Int, _ value: T) {
            condition.lock(); defer { condition.unlock() }
            slots[i] = value
            condition.broadcast()
        }

        /// Waits for file `i`'s result and lets the workers run one file further.
        func result(_ i: Int) -> T {
            condition.lock(); defer { condition.unlock() }
            while true {
                if let value = slots[i] {
                    slots[i] = nil
                    printed = i + 1
                    condition.broadcast()
                    return value
                }
                condition.wait()
            }
        }
    }
}
