import TransitionCompiler
import TransitionPreview
import UIKit

// The differential suite's device variants (issue 14): every example's custom operations are
// played again right to left and in Dark Mode, emitted code against interpreter, frame by frame.
// Right to left: played, and for an interactive operation a finish decided by a fast release
// along the (mirrored) gesture and a cancel at rest, which exercise the distance's and the
// velocity's directions. Dark: played (colours resolve when they are written; the motion is the
// same as in light, which the main cases cover).
enum DeviceVariants {
    static let rtl = DeviceSettings(layoutDirection: .rightToLeft)
    static let dark = DeviceSettings(appearance: .dark)

    static func suffix(_ s: DeviceSettings) -> String {
        (s.layoutDirection == .rightToLeft ? ".rtl" : "") + (s.appearance == .dark ? ".dark" : "")
    }

    static func cases(_ name: String, _ op: TransitionCompiler.Operation, _ t: TransitionIR) -> [Case] {
        var out = [Case(example: name, operation: op, scenario: .plain, settings: rtl),
                   Case(example: name, operation: op, scenario: .plain, settings: dark)]
        // An interaction that plays a finger (issue 30) is dragged along its first path right to left too
        // (the finger is physical; the followed view stays under it, the release is decided the same way).
        if let i = t.operation(op)?.interaction, i.continuous?.needsFinger == true {
            out += dragCases(name, op).prefix(1).map { var c = $0; c.settings = rtl; return c }
        }
        if let i = t.operation(op)?.interaction, i.continuous?.needsFinger != true {
            let probe = try? Interpreter.run(t, options: RunOptions(operation: op, scrub: .init(progress: 0.5, releaseVelocity: 0), settings: rtl))
            let direction: Double = (probe?.gesture?.distance ?? 1) < 0 ? -1 : 1
            let fast = RunOptions.Scrub(progress: max(i.finishAt - 0.2, 0.05), releaseVelocity: 1.5 * i.finishVelocity * direction)
            out.append(Case(example: name, operation: op, scenario: releaseScenario(t, op, fast, settings: rtl, expected: .interactiveFinish),
                            scrub: fast, settings: rtl))
            out.append(Case(example: name, operation: op, scenario: .interactiveCancel,
                            scrub: .init(progress: max(i.finishAt - 0.2, 0.05), releaseVelocity: 0), settings: rtl))
        }
        return out
    }
}

extension HostRun {
    /// The container as the device has it: right to left, its content is laid out mirrored
    /// (an app in Arabic or Hebrew has it so on its window; the container inherits it).
    func applyDeviceSettings(to container: UIView) {
        if settings.layoutDirection == .rightToLeft { container.semanticContentAttribute = .forceRightToLeft }
        glue.layoutView?.semanticContentAttribute = settings.layoutDirection == .rightToLeft ? .forceRightToLeft : .unspecified
        // The app in Dark Mode: every view's traits are dark (the mirror's world has one appearance).
        UITraitCollection.current = UITraitCollection(userInterfaceStyle: settings.appearance == .dark ? .dark : .light)
    }

    /// A provided view's preview frame (written left to right) as its root lays it out: mirrored
    /// within the root right to left, as the interpreter's scene does (Auto Layout's leading and trailing).
    func laidOut(_ f: CGRect, inWidth width: CGFloat) -> CGRect {
        guard settings.layoutDirection == .rightToLeft else { return f }
        return CGRect(x: width - f.origin.x - f.size.width, y: f.origin.y, width: f.size.width, height: f.size.height)
    }
}
