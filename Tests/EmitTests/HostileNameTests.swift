import Foundation
import SwiftEmitter
import Testing
import TransitionCompiler

/// Names the checker would reject, built as IR by hand: the emitter itself must keep the output
/// valid Swift with no statement the spec did not ask for.
@Suite struct HostileNameTests {
    static let range = SourceRange(at: SourcePosition(line: 1, column: 1, offset: 0))

    static func number(_ v: Double) -> Expr { Expr(.number(v), .number, range) }

    static func transition(name: String, viewName: String, property: String, appliesTo: String?, file: String) -> TransitionIR {
        let views = [
            ViewDecl(id: .container, name: "container", kind: .container, range: range),
            ViewDecl(id: .sourceRoot, name: "source", kind: .root(.source), range: range),
            ViewDecl(id: .destinationRoot, name: "destination", kind: .root(.destination), range: range),
            ViewDecl(id: ViewID(3), name: viewName, kind: .provided(.source, property: property), range: range),
            ViewDecl(id: ViewID(4), name: viewName + "2", kind: .snapshot(of: ViewID(3)), range: range),
        ]
        let track = TrackIR(view: ViewID(4), delay: 0, duration: 0.3, curve: .named(.easeOut),
                            content: .values([PropertyTarget(property: .alpha, from: nil, to: number(0), range: range)]), range: range)
        let branch = BranchIR(
            operation: .push, reversedFrom: nil,
            setup: [StepIR(.insert(.destinationRoot, .above(.sourceRoot)), range: range),
                    StepIR(.insert(ViewID(4), .top), range: range),
                    StepIR(.set(ViewID(3), .hidden, Expr(.bool(true), .bool, range)), range: range)],
            tracks: [track],
            finish: [StepIR(.remove(ViewID(4)), range: range)],
            cancel: [StepIR(.restore(ViewID(3), .hidden), range: range), StepIR(.remove(ViewID(4)), range: range),
                     StepIR(.remove(.destinationRoot), range: range)],
            animators: [AnimatorGroup(delay: 0, duration: 0.3, curve: .named(.easeOut), tracks: [0])],
            duration: 0.3, range: range)
        let interaction = InteractionIR(gesture: .edgePan(.left), axis: .x, distance: Expr(.view(.container, .width), .number, range),
                                        finishAt: 0.5, finishVelocity: 500, completionCurve: .spring(.dampingRatio(1, velocity: 0)), range: range)
        return TransitionIR(
            name: name, context: .navigation, appliesTo: appliesTo, views: views,
            operations: [OperationIR(operation: .push, body: .custom(branch), interaction: interaction, range: range),
                         OperationIR(operation: .pop, body: .system, interaction: nil, range: range)],
            presentation: nil, preview: PreviewScene(width: 390, height: 844, views: [:]), file: file, range: range)
    }

    static let hostile: [(String, String, String, String?)] = [
        ("A\"; import Evil; //", "v\"); exit(1); (\"", "p} }; func evil() {", "X\n#error(\"boom\")"),
        ("class", "self", "init", "Type"),
        ("défilé", "ñandú", "größe", "Ünïcode"),
        ("{}", ";", "\u{2028}evil()", "a b"),
        ("1abc", "_", "__", "🙂"),
        ("return", "in", "default", "protocol"),
    ]

    @Test(arguments: 0..<hostile.count)
    func staysValidSwift(_ index: Int) throws {
        let (name, viewName, property, appliesTo) = Self.hostile[index]
        let ir = Self.transition(name: name, viewName: viewName, property: property, appliesTo: appliesTo,
                                 file: "evil\n#error(\"x\")\u{2028}.yaml")
        let swift = Emitter.emit([ir], sourcePath: ir.file)
        let (status, output) = try EmitSupport.parse(swift, name: "hostile\(index)")
        #expect(status == 0, "hostile names \(index) broke the output: \(output)\n\(swift)")
        // Nothing the spec did not ask for outside comments (names in comments are one line each).
        let code = swift.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }.joined(separator: "\n")
        for forbidden in ["import Evil", "exit(1)", "func evil", "#error", "evil()"] {
            #expect(!code.contains(forbidden), "\(forbidden) leaked into the output")
        }
        #expect(swift.components(separatedBy: "\nimport ").count == 2, "exactly one import")
        // The same declarations as with harmless names: one protocol, delegate, interaction controller, animator.
        #expect(swift.components(separatedBy: "\nfinal class ").count == 4)
        #expect(swift.components(separatedBy: "\nprotocol ").count == 2)
        #expect(Array(swift.utf8) == Array(Emitter.emit([ir], sourcePath: ir.file).utf8))
    }

    @Test func sanitizeIsTotal() {
        for text in ["", "1", "a-b", "é", "\u{0301}x", "x\u{0301}", "self", "_", "🙂", "a\u{0000}b"] {
            let id = SwiftNames.sanitize(text)
            #expect(!id.isEmpty)
            #expect(id.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isXIDContinue })
        }
        #expect(SwiftNames.sanitize("thumbnail") == "thumbnail")
        #expect(SwiftNames.escaped(SwiftIdentifier("class")) == "`class`")
    }
}
