import Foundation

// A collection view and its cells, as far as a list's transition meets them (issue 29, item 8).
// Apple: the collection view applies each cell's layout attributes (UICollectionViewLayoutAttributes:
// frame, center, size, bounds, transform, transform3D, alpha, zIndex, isHidden) when it lays out, and
// reuses cells; a cell's `contentView` is "the main view to which you add your cell's custom
// content" (UICollectionViewCell), which the layout does not touch. The mirror lays its cells out at
// a layout pass (`layoutIfNeeded`) after an invalidation, puts the attributes back then, and records
// every write of a layout-owned property made by anyone else.

/// A collection view cell: a view with its content view filling it.
@MainActor
open class UICollectionViewCell: UIView {
    public let contentView: UIView
    /// Not UIKit: writes of layout-owned properties not made by the collection view's layout pass.
    @_spi(MirrorTesting) public private(set) var mirrorWritesByOthers: [String] = []
    fileprivate var applyingLayout = false

    public override init(frame: CGRect) {
        contentView = UIView(frame: CGRect(origin: .zero, size: frame.size))
        super.init(frame: frame)
        addSubview(contentView)
    }
    public required init?(coder: NSCoder) { return nil }

    private func note(_ property: String) { if !applyingLayout { mirrorWritesByOthers.append(property) } }
    open override var frame: CGRect { get { super.frame } set { note("frame"); super.frame = newValue } }
    open override var center: CGPoint { get { super.center } set { note("center"); super.center = newValue } }
    open override var transform: CGAffineTransform { get { super.transform } set { note("transform"); super.transform = newValue } }
    open override var alpha: CGFloat { get { super.alpha } set { note("alpha"); super.alpha = newValue } }
    open override var isHidden: Bool { get { super.isHidden } set { note("isHidden"); super.isHidden = newValue } }
}

/// A table view cell (the generated code treats it as a collection view cell: its content view).
@MainActor
open class UITableViewCell: UIView {
    public let contentView: UIView
    public override init(frame: CGRect) {
        contentView = UIView(frame: CGRect(origin: .zero, size: frame.size))
        super.init(frame: frame)
        addSubview(contentView)
    }
    public required init?(coder: NSCoder) { return nil }
}

/// A collection view whose layout puts `mirrorItems` in place at a layout pass.
@MainActor
open class UICollectionView: UIScrollView {
    /// Not UIKit: the cells and the frames the layout gives them.
    @_spi(MirrorTesting) public var mirrorItems: [(cell: UICollectionViewCell, frame: CGRect)] = [] {
        didSet { needsLayout = true }
    }
    private var needsLayout = true
    private var laidOut: [UICollectionViewCell] = []

    /// The cells on screen, as of the last layout pass.
    open var visibleCells: [UICollectionViewCell] { laidOut }

    /// Not UIKit: what a size or trait change does (UICollectionViewLayout.invalidateLayout()).
    @_spi(MirrorTesting) public func mirrorInvalidateLayout() { needsLayout = true }

    open override func layoutIfNeeded() {
        if needsLayout {
            needsLayout = false
            for (cell, frame) in mirrorItems {
                cell.applyingLayout = true
                cell.frame = frame
                cell.alpha = 1
                cell.transform = .identity
                cell.isHidden = false
                cell.applyingLayout = false
                if cell.superview !== self { addSubview(cell) }
            }
            laidOut = mirrorItems.map(\.cell)
        }
        super.layoutIfNeeded()
    }
}
