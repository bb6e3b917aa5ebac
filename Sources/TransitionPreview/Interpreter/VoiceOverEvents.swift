import TransitionCompiler

/// What the generated presentation controller does for VoiceOver, as timeline events (issue 14;
/// Docs/EMIT-SWIFT.md, "VoiceOver"): `presentationTransitionWillBegin`, before the animator's
/// setup, makes the presented view modal for accessibility and installs the escape gesture. The
/// differential host records the same from the mirror.
enum VoiceOverEvents {
    static let modal = "accessibilityViewIsModal = true"

    static func beforeSetup(_ t: TransitionIR, operation: Operation) -> [TimelineEvent] {
        guard t.context == .modal, t.presentation != nil, operation.isForward else { return [] }
        return [TimelineEvent(name: modal, time: 0)]
    }
}
