// Manually managed growable storage for the per-frame hot path. A `let` reference to a final
// class whose elements are reached through a raw pointer: no copy-on-write checks, no dynamic
// exclusivity checks and no retain/release per access (Swift arrays stored in class
// properties pay all three on every `withUnsafe…BufferPointer`). Internal; indices are
// validated by the callers when elements are added.

final class HotBuffer<Element> {
    @exclusivity(unchecked)
    private(set) var base: UnsafeMutablePointer<Element>
    @exclusivity(unchecked)
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int = 4) {
        self.capacity = Swift.max(capacity, 1)
        base = .allocate(capacity: self.capacity)
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    @inline(__always)
    subscript(i: Int) -> Element {
        get { base[i] }
        set { base[i] = newValue }
    }

    func append(_ e: Element) {
        if count == capacity {
            let newCapacity = capacity * 2
            let nb = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
            nb.moveInitialize(from: base, count: count)
            base.deallocate()
            base = nb; capacity = newCapacity
        }
        (base + count).initialize(to: e)
        count += 1
    }

    func removeAll() {
        base.deinitialize(count: count)
        count = 0
    }

    var indices: Range<Int> { 0..<count }
}
