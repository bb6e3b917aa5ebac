import TransitionCompiler

/// How the generated interaction controller decides a release (Docs/LANGUAGE.md, "Interaction"):
/// the percent-driven rule, with its velocity rule or without it (`finishVelocity: none`), or a
/// projection of the momentum (`release: project`) with the interpreter's arithmetic
/// (AnimatorCore's `Projection` and `ReleaseRule`), term by term, so both backends decide alike
/// at the very boundary. In scope: `velocity` (points per second along the axis), `distance`
/// (signed), `progress`; the statements assign `finishes`.
enum ReleaseRuleLowering {
    /// The release function's doc comment.
    static func doc(_ interaction: InteractionIR) -> String {
        if case .project(let rate)? = interaction.continuous?.release {
            return "Finish or cancel by where the release's momentum would carry the gesture (deceleration rate \(SwiftRenderer.number(rate))): the nearer of start and end."
        }
        if interaction.continuous?.velocityRule == false {
            return "Finish beyond \(SwiftRenderer.number(interaction.finishAt)) of the distance, whatever the release's velocity."
        }
        return "Finish beyond \(SwiftRenderer.number(interaction.finishAt)) of the distance, or by the direction of a release faster than \(SwiftRenderer.number(interaction.finishVelocity)) points per second."
    }

    static func decision(_ interaction: InteractionIR) -> [SwiftStmt] {
        func v(_ n: String) -> SwiftExpr { .id(n) }
        let byProgress: SwiftStmt = .assign(v("finishes"), .binary(v("progress"), .greaterEqual, .double(interaction.finishAt)))
        let continuous = interaction.continuous
        if case .project(let rate)? = continuous?.release {
            // (v / 1000) · r / (1 − r) points, over the distance (its sign turns the velocity
            // towards the end): the projected progress; the nearer of 0 and 1 wins, a tie the start.
            let travel = SwiftExpr.binary(.binary(.binary(v("velocity"), .divide, .integer(1000)), .multiply, .double(rate)),
                                          .divide, .binary(.integer(1), .subtract, .double(rate)))
            return [
                .comment("Projected as a scroll view decelerates (rate \(rate) per millisecond); the nearer of start and end wins."),
                .let("projected", nil, .binary(v("progress"), .add, .ternary(.binary(v("distance"), .equal, .integer(0)), .integer(0),
                                                                            .binary(travel, .divide, v("distance"))))),
                .assign(v("finishes"), .binary(.call(v("abs"), [Build.arg(nil, .binary(.integer(1), .subtract, v("projected")))], trailing: nil),
                                               .less, .call(v("abs"), [Build.arg(nil, v("projected"))], trailing: nil))),
            ]
        }
        if continuous?.velocityRule == false {
            return [.comment("finishVelocity: none: the progress alone decides."), byProgress]
        }
        return [
            .if([.expr(.binary(.call(v("abs"), [Build.arg(nil, v("velocity"))], trailing: nil), .greaterEqual, .double(interaction.finishVelocity))),
                 .expr(.binary(v("velocity"), .notEqual, .integer(0)))],
                then: [
                    .comment("A fast release: its direction decides."),
                    .assign(v("finishes"), .binary(.binary(v("velocity"), .greater, .integer(0)), .equal, .binary(v("distance"), .greater, .integer(0)))),
                ], else: [byProgress]),
        ]
    }
}
