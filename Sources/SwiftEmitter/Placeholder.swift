// Placeholder: filled in by the SwiftEmitter work.
