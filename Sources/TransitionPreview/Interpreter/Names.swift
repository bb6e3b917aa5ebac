import AnimatorCore
import TransitionCompiler

// AnimatorCore and TransitionCompiler both define these names; inside this module they mean
// the IR's. AnimatorCore's are spelled `AnimatorCore.X`.
typealias ViewID = TransitionCompiler.ViewID
typealias ViewKind = TransitionCompiler.ViewKind
typealias KeyframeCalculation = TransitionCompiler.KeyframeCalculation
