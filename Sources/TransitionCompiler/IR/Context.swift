/// Where a transition runs, which decides its operations and its UIKit delegate.
public enum ContextKind: String, Sendable, CaseIterable {
    /// `UINavigationControllerDelegate`: push and pop.
    case navigation
    /// `UIViewControllerTransitioningDelegate`: present and dismiss.
    case modal
    /// `UITabBarControllerDelegate`: forward (to a higher tab index) and backward.
    case tab

    /// The context's operations, the forward one first.
    public var operations: [Operation] {
        switch self {
        case .navigation: return [.push, .pop]
        case .modal: return [.present, .dismiss]
        case .tab: return [.forward, .backward]
        }
    }
}

/// One operation of a context. Each has a direction: the forward operation moves from the
/// source view controller to the destination; the backward one returns.
public enum Operation: String, Sendable, CaseIterable, Comparable {
    case push, pop, present, dismiss, forward, backward

    public var isForward: Bool { self == .push || self == .present || self == .forward }

    /// The context this operation belongs to.
    public var context: ContextKind {
        switch self {
        case .push, .pop: return .navigation
        case .present, .dismiss: return .modal
        case .forward, .backward: return .tab
        }
    }

    /// The other operation of the same context.
    public var opposite: Operation {
        switch self {
        case .push: return .pop
        case .pop: return .push
        case .present: return .dismiss
        case .dismiss: return .present
        case .forward: return .backward
        case .backward: return .forward
        }
    }

    private var order: Int { Operation.allCases.firstIndex(of: self) ?? 0 }
    public static func < (a: Operation, b: Operation) -> Bool { a.order < b.order }
}

/// The two view controllers of a transition, named by their role in the context's FORWARD
/// operation, so they keep their identity across push and pop: `source` is the view
/// controller pushed from (presenting, the lower tab), `destination` the one pushed.
/// In a forward operation the context's `.from` key holds the source; in the backward one, `.to`.
public enum Side: String, Sendable {
    case source, destination

    /// The transition context key (`from` or `to`) that holds this side during `operation`.
    public func contextKey(in operation: Operation) -> ContextKey {
        (self == .source) == operation.isForward ? .from : .to
    }

    /// The side the context key `key` holds during `operation`.
    public static func holding(_ key: ContextKey, in operation: Operation) -> Side {
        (key == .from) == operation.isForward ? .source : .destination
    }
}

/// `UITransitionContextViewControllerKey`/`ViewKey`: `.from` or `.to`.
public enum ContextKey: String, Sendable {
    case from, to
}
