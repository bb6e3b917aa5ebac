/// The interactive form of an operation in JavaScript (begin, update, release).
enum InteractionRuntime {
    static let source = #"""
export function interact(operation, scene) { return null; }
"""#
}
