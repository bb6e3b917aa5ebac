/// UIKit's `UIViewAnimatingState` (same raw values).
public enum AnimatingState: Int, Hashable, Sendable, CaseIterable {
    /// Not started (or finished). Initial state.
    case inactive = 0
    /// Started or paused.
    case active = 1
    /// Stopped with `stopAnimation(false)`: needs `finishAnimation(at:)`.
    case stopped = 2
}

/// UIKit's `UIViewAnimatingPosition` — note the order: end = 0, start = 1, current = 2.
public enum AnimatingPosition: Int, Hashable, Sendable, CaseIterable {
    /// The end of the animations.
    case end = 0
    /// The start of the animations.
    case start = 1
    /// Wherever they were when stopped.
    case current = 2
}

/// A call UIKit would reject with an `NSInternalInconsistencyException`. The core throws
/// instead of trapping; a UIKit mirror may turn it into a precondition failure.
public struct AnimatorError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The rejected operation, e.g. "finishAnimation(at:)".
    public let operation: String
    /// The animator's state at the time.
    public let state: AnimatingState
    /// Whether the animator was running.
    public let isRunning: Bool
    /// Human-readable explanation.
    public var description: String {
        "\(operation) is not allowed on an animator in state \(state)\(isRunning ? " (running)" : "")"
    }
}
