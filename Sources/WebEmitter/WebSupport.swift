import TransitionCompiler

/// What the web backend cannot play, as located errors (`transc check --target web`,
/// `transc emit-web`): never silence.
public enum WebSupport {
    public static func refusals(_ transitions: [TransitionIR]) -> [Diagnostic] { [] }
}
