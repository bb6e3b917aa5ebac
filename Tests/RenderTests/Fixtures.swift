import Foundation
import TransitionCompiler
@testable import TransitionPreview

/// Hand-built timelines whose every pixel is known.
enum Fixture {
    static let navy = RGBA(red: 0.1, green: 0.1, blue: 0.2)
    static let red = RGBA(red: 1, green: 0, blue: 0)
    static let green = RGBA(red: 0, green: 1, blue: 0)
    static let blue = RGBA(red: 0, green: 0, blue: 1)
    static let orange = RGBA(red: 1, green: 0.6, blue: 0)

    static func state(_ x: Double, _ y: Double, _ w: Double, _ h: Double, color: RGBA, alpha: Double = 1,
                      transform: AffineValue = .identity, radius: Double = 0, z: Double = 0, order: Int,
                      label: String? = nil, drawn: Bool = true) -> ViewState {
        ViewState(frame: Rect(x: x, y: y, width: w, height: h), alpha: alpha, transform: transform,
                  cornerRadius: radius, backgroundColor: color, hidden: false, zIndex: z,
                  inHierarchy: drawn, order: drawn ? order : -1, label: label)
    }

    static func rotation(_ degrees: Double) -> AffineValue {
        let r = degrees * .pi / 180
        return AffineValue(a: cos(r), b: sin(r), c: -sin(r), d: cos(r), tx: 0, ty: 0)
    }

    /// A 400×300 navy container, 1 s at 60 fps (61 frames), linear in time:
    /// - `box`: red 100×100 at y 50, x from 0 to 200 (reverse: 200 → 0);
    /// - `fader`: green 80×40 at (20, 180), alpha 1 → 0;
    /// - `spinner`: blue 80×20 bar centred on (340, 220), rotating 0° → 90°;
    /// - `top`: orange 40×40 at (180, 60), zIndex 1 (above `box`, which has the higher order).
    /// The gesture the player used to assume for every timeline: x over the container width.
    static let gesture = TimelineGesture(axis: "x", distance: 400, finishAt: 0.5, finishVelocity: 500)

    static func moving(operation: TransitionCompiler.Operation = .push, reverse: Bool = false,
                       label: String = "Box", fps: Int = 60, duration: Double = 1,
                       gesture: TimelineGesture? = nil) -> Timeline {
        let count = Int((duration * Double(fps)).rounded())
        var frames: [TimelineFrame] = []
        for i in 0...count {
            let t = Double(i) / Double(fps)
            let p = reverse ? 1 - t / duration : t / duration
            frames.append(TimelineFrame(time: t, progress: t / duration, views: views(progress: p, label: label)))
        }
        var timeline = Timeline(transition: "Mover", operation: operation, duration: duration, outcome: .finished,
                                events: [TimelineEvent(name: "start", time: 0), TimelineEvent(name: "finish", time: duration)],
                                frames: frames, before: views(progress: reverse ? 1 : 0, label: label),
                                after: views(progress: reverse ? 0 : 1, label: label),
                                containerWidth: 400, containerHeight: 300,
                                viewNames: ["container", "box", "fader", "spinner", "top"])
        timeline.gesture = gesture
        return timeline
    }

    static func views(progress p: Double, label: String) -> ViewStates {
        [
            "container": state(0, 0, 400, 300, color: navy, order: 0),
            "box": state(200 * p, 50, 100, 100, color: red, order: 3, label: label),
            "fader": state(20, 180, 80, 40, color: green, alpha: 1 - p, order: 1, label: "F"),
            "spinner": state(300, 210, 80, 20, color: blue, transform: rotation(90 * p), order: 2, label: "S"),
            "top": state(180, 60, 40, 40, color: orange, z: 1, order: 0, label: "T"),
        ]
    }

    /// A timeline whose z-order changes: `a` above `b` in the first half, below in the second.
    static func swapping() -> Timeline {
        var frames: [TimelineFrame] = []
        for i in 0...10 {
            let t = Double(i) / 10
            let aTop = t < 0.5
            frames.append(TimelineFrame(time: t, progress: t, views: [
                "container": state(0, 0, 100, 100, color: navy, order: 0),
                "a": state(10, 10, 50, 50, color: red, order: aTop ? 1 : 0),
                "b": state(40, 40, 50, 50, color: blue, order: aTop ? 0 : 1),
            ]))
        }
        return Timeline(transition: "Swap", operation: .present, duration: 1, outcome: .finished, events: [],
                        frames: frames, before: frames[0].views, after: frames[10].views,
                        containerWidth: 100, containerHeight: 100, viewNames: ["container", "a", "b"])
    }

    /// The pixels the timeline puts at `time` (container origin at (0, 0)): point → expected RGB.
    static func expectations(at time: Double, reverse: Bool = false) -> [(name: String, x: Double, y: Double, rgb: (Double, Double, Double))] {
        let p = reverse ? 1 - time : time
        let bx = 200 * p
        let navyRGB = (0.1 * 255, 0.1 * 255, 0.2 * 255)
        let a = 1 - p   // fader alpha over navy
        let faded = (navyRGB.0 * (1 - a), 255 * a + navyRGB.1 * (1 - a), navyRGB.2 * (1 - a))
        let angle = 90 * p * .pi / 180
        let (cx, cy) = (340.0, 220.0)
        return [
            ("box top-left inside", bx + 10, 55, (255, 0, 0)),
            ("box bottom-left inside", bx + 10, 140, (255, 0, 0)),
            ("box right inside", bx + 90, 140, (255, 0, 0)),
            ("left of box", bx - 10, 100, navyRGB),
            ("right of box", bx + 110, 100, navyRGB),
            ("top above box", 186, 66, (255, 153, 0)),
            ("below box", bx + 50, 165, navyRGB),
            ("fader", 30, 190, faded),
            ("spinner along its axis", cx + 32 * cos(angle), cy + 32 * sin(angle), (0, 0, 255)),
            ("spinner other end", cx - 32 * cos(angle), cy - 32 * sin(angle), (0, 0, 255)),
            ("beside the spinner", cx + 25 * cos(angle + .pi / 2), cy + 25 * sin(angle + .pi / 2), navyRGB),
        ].filter { $0.1 >= 2 && $0.1 <= 398 }
    }
}
