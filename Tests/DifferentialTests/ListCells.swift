@testable import EmittedExamples
@_spi(MirrorTesting) import UIKit

// Scenarios for ListCellsTests (no `import Testing` here: see TapToDismiss.swift): grid-cascade
// over a real collection view's cells (issue 29, item 8), played on the mirror's
// UICollectionView (Collections.swift).

/// A grid screen whose provided list is its collection view's visible cells.
final class CollectionGridController: UIViewController, GridCascadeSource {
    let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    var cells: [UICollectionViewCell] = []
    var visibleCells: [UIView] { collectionView.visibleCells }

    override init() {
        super.init()
        view.frame = CGRect(x: 0, y: 0, width: 393, height: 852)
        view.addSubview(collectionView)
        for i in 0..<8 {
            let frame = CGRect(x: 12 + Double(i % 4) * 93, y: 106 + Double(i / 4) * 93, width: 87, height: 87)
            cells.append(UICollectionViewCell(frame: frame))
        }
        collectionView.mirrorItems = cells.map { ($0, $0.frame) }
    }
}

@MainActor
enum ListCellsScenarios {
    struct Played {
        /// Writes to layout-owned properties of the cells by anyone but their collection view.
        var writesByOthers: [String]
        /// Each cell's content view alpha at the sampled time.
        var contentAlpha: [Double]
        /// Each cell's own alpha at the sampled time.
        var cellAlpha: [Double]
        var completed: [Bool]
    }

    private static func context(container: UIView, from: UIViewController, to: UIViewController) -> HostContext {
        let ctx = HostContext(container: container, animated: true, interactive: false, style: .fullScreen)
        ctx.controllers = [.from: from, .to: to]
        ctx.views = [.from: from.view, .to: to.view]
        ctx.finalFrames[ObjectIdentifier(to)] = container.bounds
        return ctx
    }

    /// The push with the grid laid out, a layout pass of the collection view in the middle (as a
    /// size or safe-area change causes), sampled at 0.25 s (every element within its fade: 8 ranks 30 ms apart, the last starting at 0.21 s) and after the end.
    static func pushWithALayoutPass() -> (middle: Played, end: Played) {
        MirrorWorld.reset()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        let grid = CollectionGridController(), detail = UIViewController()
        grid.collectionView.layoutIfNeeded()
        container.addSubview(grid.view)
        let ctx = context(container: container, from: grid, to: detail)
        var completed: [Bool] = []
        ctx.onComplete = { completed.append($0) }
        let delegate = GridCascadeNavigationDelegate()
        let animator = delegate.navigationController(UINavigationController(), animationControllerFor: .push, from: grid, to: detail)
        animator?.animateTransition(using: ctx)
        MirrorWorld.advance(to: 0.1)
        grid.collectionView.mirrorInvalidateLayout()
        grid.collectionView.layoutIfNeeded()
        MirrorWorld.advance(to: 0.25)
        let middle = sample(grid, completed)
        MirrorWorld.advance(to: 1.0)
        return (middle, sample(grid, completed))
    }

    /// The pop with the grid's collection view not laid out yet (its layout was invalidated while
    /// the detail screen showed): sampled right after the transition starts.
    static func popBeforeTheGridIsLaidOut() -> Played {
        MirrorWorld.reset()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        let grid = CollectionGridController(), detail = UIViewController()
        detail.view.frame = container.bounds
        container.addSubview(detail.view)
        let ctx = context(container: container, from: detail, to: grid)
        let delegate = GridCascadeNavigationDelegate()
        let animator = delegate.navigationController(UINavigationController(), animationControllerFor: .pop, from: detail, to: grid)
        animator?.animateTransition(using: ctx)
        MirrorWorld.advance(to: 0.0)
        return sample(grid, [])
    }

    private static func sample(_ grid: CollectionGridController, _ completed: [Bool]) -> Played {
        Played(writesByOthers: grid.cells.flatMap(\.mirrorWritesByOthers),
               contentAlpha: grid.cells.map { Double($0.contentView.layer.presentation()?.opacity ?? Float($0.contentView.alpha)) },
               cellAlpha: grid.cells.map { Double($0.layer.presentation()?.opacity ?? Float($0.alpha)) },
               completed: completed)
    }
}
