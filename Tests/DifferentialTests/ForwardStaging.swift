import TransitionCompiler
@_spi(MirrorTesting) import UIKit

// A backward operation follows its forward one (Docs/RUN.md, "The backward operation's scene").
// Rather than copying the interpreter's carried-over scene, the host plays the emitted forward
// code on the mirror and keeps the views it leaves, so the carry-over is checked, not assumed.

extension HostRun {
    /// The transition context of one operation, with UIKit's frames (Docs/RUN.md).
    func makeContext(forward: Bool, animated: Bool, interactive: Bool, source: UIViewController,
                     destination: UIViewController, presentedFrame: CGRect) -> HostContext {
        let custom = t.context == .modal && t.presentation != nil
        let bounds = container.bounds
        let fromVC = forward ? source : destination, toVC = forward ? destination : source
        let ctx = HostContext(container: container, animated: animated, interactive: interactive,
                              style: t.context == .modal ? (custom ? .custom : .fullScreen) : .fullScreen)
        ctx.controllers = [.from: fromVC, .to: toVC]
        if custom {
            if forward { ctx.views[.to] = destination.view } else { ctx.views[.from] = destination.view }
            ctx.initialFrames[ObjectIdentifier(source)] = forward ? bounds : .zero
            ctx.finalFrames[ObjectIdentifier(source)] = forward ? .zero : bounds
            ctx.initialFrames[ObjectIdentifier(destination)] = forward ? .zero : presentedFrame
            ctx.finalFrames[ObjectIdentifier(destination)] = forward ? presentedFrame : .zero
        } else {
            ctx.views = [.from: fromVC.view, .to: toVC.view]
            ctx.initialFrames[ObjectIdentifier(fromVC)] = bounds
            ctx.finalFrames[ObjectIdentifier(fromVC)] = .zero
            ctx.initialFrames[ObjectIdentifier(toVC)] = .zero
            ctx.finalFrames[ObjectIdentifier(toVC)] = bounds
        }
        return ctx
    }

    /// The untransformed frame `r` (Docs/RUN.md's rule for roots): `frame` is undefined on a
    /// view with a transform, so the centre and bounds are set.
    func place(_ view: UIView, _ r: CGRect) {
        view.bounds = CGRect(x: 0, y: 0, width: r.width, height: r.height)
        view.center = CGPoint(x: r.midX, y: r.midY)
    }

    /// The generated animation controller UIKit asks the delegate for.
    func animationController(_ delegate: GeneratedDelegate, forward: Bool, source: UIViewController,
                             destination: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        let fromVC = forward ? source : destination, toVC = forward ? destination : source
        switch delegate {
        case .navigation(let d):
            let nav = UINavigationController()
            keepAlive.append(nav)
            return d.navigationController(nav, animationControllerFor: forward ? .push : .pop, from: fromVC, to: toVC)
        case .modal(let d, _):
            return forward ? d.animationController(forPresented: destination, presenting: source, source: source)
                : d.animationController(forDismissed: destination)
        case .tab(let d):
            let tab = UITabBarController()
            tab.viewControllers = [source, destination]
            keepAlive.append(tab)
            return d.tabBarController(tab, animationControllerForTransitionFrom: fromVC, to: toVC)
        }
    }

    /// Plays the forward operation with the emitted code on its not-animated path (what
    /// `push(_:animated: false)`/`present(_:animated: false)` run; its model end state is the
    /// animated one's) and UIKit's completion of it, leaving the views where the app has them
    /// when the backward operation starts.
    func playForward(source: UIViewController, destination: UIViewController, presentedFrame: CGRect,
                     presentationController pc: UIPresentationController?, delegate: GeneratedDelegate) {
        let custom = t.context == .modal && t.presentation != nil
        let ctx = makeContext(forward: true, animated: false, interactive: false, source: source,
                              destination: destination, presentedFrame: presentedFrame)
        if !custom { container.addSubview(source.view) }
        pc?.presentationTransitionWillBegin()
        // What the container holds besides the transition's own views: the dimming view.
        let persisting = Set(container.subviews.map(ObjectIdentifier.init)).union(knownViews)
        // Handed over off its final frame, as for any played operation (Host.play).
        if let incoming = ctx.views[.to] { incoming.frame = incoming.frame.offsetBy(dx: 0, dy: container.bounds.height) }
        var animationController: (any UIViewControllerAnimatedTransitioning)?
        ctx.onComplete = { didComplete in
            if didComplete, !custom { source.view.removeFromSuperview() }
            pc?.presentationTransitionDidEnd(didComplete)
            animationController?.animationEnded(didComplete)
        }
        guard let a = self.animationController(delegate, forward: true, source: source, destination: destination) else {
            stagingProblems.append("the delegate gave no animation controller for \(operation.opposite.rawValue)")
            return
        }
        animationController = a
        a.animateTransition(using: ctx)
        if ctx.completions.map(\.didComplete) != [true] {
            stagingProblems.append("\(operation.opposite.rawValue) (not animated) completed \(ctx.completions.map(\.didComplete)), not once with true")
        }
        // A snapshot or overlay the forward code left in the container is not carried over
        // (Docs/RUN.md: transient views are made afresh); the interpreter discards it too.
        for v in container.subviews where !persisting.contains(ObjectIdentifier(v)) { v.removeFromSuperview() }
    }
}
