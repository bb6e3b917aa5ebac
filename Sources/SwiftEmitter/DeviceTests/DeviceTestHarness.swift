/// The fixed part of a generated device test (`transc emit-swift --xctest`): plays a transition in
/// a real window and compares the views' presentation layers with the preview's timeline. It is
/// constant text written for this project (nothing from a spec enters it); the per-spec part
/// (`DeviceTestLowering`) names the generated types and embeds the timeline.
enum DeviceTestHarness {
    static let source = #"""
/// A view's state as the preview reports it: its untransformed frame in the container and its alpha.
struct TransitionDeviceState {
    let x: Double, y: Double, width: Double, height: Double, alpha: Double
}

/// One preview sample: the time from the transition's start and the compared views by name.
struct TransitionDeviceSample {
    let time: Double
    let views: [String: TransitionDeviceState]
}

/// A view controller providing the views a spec names (`from.selectedImageView`...).
class TransitionDeviceController: UIViewController {
    var provided: [String: UIView] = [:]
    func providedView(_ name: String) -> UIView { provided[name] ?? UIView(frame: .zero) }
    /// Provided lists (`source.visibleCells[]`): the preview's cells, in order.
    var providedLists: [String: [UIView]] = [:]
    func providedViews(_ name: String) -> [UIView] { providedLists[name] ?? [] }
}

/// Plays transitions in a window of the preview's size and samples the presentation layers.
@MainActor
enum TransitionDevicePlayer {
    /// Points for frames, alpha units: the device's clock starts the animation a frame or two after
    /// the call, so each sample is compared with the preview's values within ±`timeWindow` too.
    static let pointTolerance = 2.0
    static let alphaTolerance = 0.03
    static let timeWindow = 1.0 / 30

    /// A visible window whose bounds are the preview's container, or nil (the test is skipped) when
    /// the screen has another size: the spec's geometry depends on it.
    static func window(width: Double, height: Double) -> UIWindow? {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
        guard abs(Double(window.bounds.width) - width) < 0.5, abs(Double(window.bounds.height) - height) < 0.5 else { return nil }
        return window
    }

    /// The view's untransformed frame (from its presentation layer's position and bounds) and alpha, in the window.
    static func state(of view: UIView, in window: UIWindow) -> TransitionDeviceState {
        let layer = view.layer.presentation() ?? view.layer
        let target = window.layer.presentation() ?? window.layer
        let center = layer.superlayer?.convert(layer.position, to: target) ?? layer.position
        let size = layer.bounds.size
        return TransitionDeviceState(x: Double(center.x - size.width / 2), y: Double(center.y - size.height / 2),
                                     width: Double(size.width), height: Double(size.height), alpha: Double(layer.opacity))
    }

    /// Samples every view about every frame from `start` to the last expected sample and returns what
    /// differs from the preview: a measured value outside the preview's values within ±timeWindow
    /// (widened by the tolerance). Views not in a window are not compared.
    static func differences(_ views: [String: UIView], in window: UIWindow, expected: [TransitionDeviceSample],
                            start: Double) async -> [String] {
        guard let end = expected.last?.time else { return [] }
        var found: [String] = []
        while true {
            let t = CACurrentMediaTime() - start
            if t > end { break }
            let near = expected.filter { abs($0.time - t) <= timeWindow }
            for (name, view) in views.sorted(by: { $0.key < $1.key }) where view.window != nil {
                let measured = state(of: view, in: window)
                let band = near.compactMap { $0.views[name] }
                guard !band.isEmpty else { continue }
                func check(_ label: String, _ value: Double, _ values: [Double], _ tolerance: Double) {
                    guard let low = values.min(), let high = values.max() else { return }
                    if value < low - tolerance || value > high + tolerance {
                        found.append("t = \(t): \(name).\(label) \(value), preview \(low)...\(high)")
                    }
                }
                check("x", measured.x, band.map(\.x), pointTolerance)
                check("y", measured.y, band.map(\.y), pointTolerance)
                check("width", measured.width, band.map(\.width), pointTolerance)
                check("height", measured.height, band.map(\.height), pointTolerance)
                check("alpha", measured.alpha, band.map(\.alpha), alphaTolerance)
            }
            try? await Task.sleep(nanoseconds: 8_000_000)
        }
        return found
    }

    /// Waits until `condition` holds or `timeout` seconds pass.
    static func wait(timeout: Double, until condition: () -> Bool) async {
        let start = CACurrentMediaTime()
        while !condition(), CACurrentMediaTime() - start < timeout {
            try? await Task.sleep(nanoseconds: 10_000_000)
        }
    }
}
"""#
}
