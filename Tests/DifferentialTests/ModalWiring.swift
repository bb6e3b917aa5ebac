@testable import EmittedExamples
@_spi(MirrorTesting) import UIKit

// Scenarios for ModalWiringTests (no `import Testing` here: see TapToDismiss.swift): the modal
// one-line wiring and the dismissal pan owned by the presentation controller (issue 11, item 8).

/// A card that records `dismiss(animated:)`.
final class RecordingCard: UIViewController, CardPresentationDestination {
    var dismissals = 0
    let titleLabel = UIView(frame: .zero)
    let bodyLabel = UIView(frame: .zero)
    override func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) { dismissals += 1 }
}

@MainActor
enum ModalWiringScenarios {
    /// [the delegate outlives the call, it is the card's transitioningDelegate, the style is .custom,
    ///  the presented view has the dismissal pan once presented, a pan on it begins the dismissal,
    ///  with a scroll view scrolled down the pan may not begin, scrolled to the top it may,
    ///  it recognizes along with the scroll view's pan].
    static func card() -> [Bool] {
        MirrorWorld.reset()
        let presenter = PlainController(), card = RecordingCard()
        card.view = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        weak var delegate: CardPresentationTransitioningDelegate?
        delegate = CardPresentationTransitioningDelegate.present(card, from: presenter)
        let alive = delegate != nil
        let isDelegate = card.transitioningDelegate === delegate
        let custom = card.modalPresentationStyle == .custom
        guard let pc = delegate?.presentationController(forPresented: card, presenting: presenter, source: presenter) as? CardPresentationController else {
            return [alive, isDelegate, custom]
        }
        pc.mirrorSet(containerView: UIView(frame: card.view.frame))
        card.mirrorSet(presentationController: pc)
        pc.presentationTransitionWillBegin()
        pc.presentationTransitionDidEnd(true)
        guard let pan = card.view.gestureRecognizers?.first(where: { $0 is UIPanGestureRecognizer }) as? UIPanGestureRecognizer else {
            return [alive, isDelegate, custom, false]
        }
        pan.state = .began
        pc.handleDismissPan(pan)
        let began = card.dismissals == 1
        let scroll = UIScrollView(frame: card.view.bounds)
        scroll.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        pc.dismissalScrollView = scroll
        // A downward pan (the card's dismissal: along y, a positive distance).
        pan.velocityValue = CGPoint(x: 0, y: 600)
        scroll.contentOffset = CGPoint(x: 0, y: 100)
        let scrolledDown = pan.mirrorShouldBegin()
        scroll.contentOffset = CGPoint(x: 0, y: -20)
        let atTop = pan.mirrorShouldBegin()
        let together = pc.gestureRecognizer(pan, shouldRecognizeSimultaneouslyWith: scroll.panGestureRecognizer)
        return [alive, isDelegate, custom, true, began, !scrolledDown, atTop, together]
    }
}

/// A presenter that records what `present(_:animated:completion:)` was given and runs the completion.
final class RecordingPresenter: UIViewController {
    var presented: [(UIViewController, Bool)] = []
    override func present(_ viewController: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        presented.append((viewController, flag))
        completion?()
    }
}

extension ModalWiringScenarios {
    /// The entry point shaped like UIKit's `present(_:animated:completion:)` (issue 33, item 5):
    /// [the presenter was asked once, for the card, not animated, the completion ran,
    ///  the one-line call without the arguments still animates].
    static func presentLikeUIKit() -> [Bool] {
        MirrorWorld.reset()
        let presenter = RecordingPresenter(), card = RecordingCard()
        var completed = false
        CardPresentationTransitioningDelegate.present(card, from: presenter, animated: false) { completed = true }
        let once = presenter.presented.count == 1
        let same = presenter.presented.first?.0 === card
        let notAnimated = presenter.presented.first?.1 == false
        CardPresentationTransitioningDelegate.present(RecordingCard(), from: presenter)
        let defaultAnimates = presenter.presented.last?.1 == true
        return [once, same, notAnimated, completed, defaultAnimates]
    }
}
