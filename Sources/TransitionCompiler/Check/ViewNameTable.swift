/// A scope's view names by their UTF-8, so that a view named by a plain scalar (`view: v12`,
/// `add: v12`, `remove: v12`) is found from its bytes in the file: no String of the name, no
/// `YAMLScalar`, and no hashing of a String with the standard hasher (issue 17). Every name a
/// scope holds is ASCII (built-in names and Swift identifiers), where equal bytes are equal
/// Strings; a name not found here is looked up as text, which reports it.
final class ViewNameTable {
    /// Every name's UTF-8, one after another: name i is `bytes[starts[i]..<starts[i + 1]]`.
    /// (Constants: a class's `var`s are checked for exclusive access at every read.)
    private let bytes: [UInt8]
    private let starts: [Int]
    private let ids: [ViewID]
    /// Open addressing with linear probing: a name's index plus one (0: empty).
    private let slots: [Int32]
    private let mask: Int

    init(_ views: [String: ViewID]) {
        var size = 16
        while size < 2 * views.count { size <<= 1 }
        var slots = [Int32](repeating: 0, count: size), bytes: [UInt8] = [], starts = [0], ids: [ViewID] = []
        ids.reserveCapacity(views.count)
        starts.reserveCapacity(views.count + 1)
        for (name, id) in views {
            var name = name
            name.withUTF8 { n in
                bytes.append(contentsOf: n)
                starts.append(bytes.count)
                ids.append(id)
                var s = Self.hash(n) & (size - 1)
                while slots[s] != 0 { s = (s + 1) & (size - 1) }
                slots[s] = Int32(ids.count)
            }
        }
        (self.bytes, self.starts, self.ids, self.slots, mask) = (bytes, starts, ids, slots, size - 1)
    }

    /// FNV-1a: short names, a multiply and a xor per byte.
    private static func hash(_ key: UnsafeBufferPointer<UInt8>) -> Int {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in key { h = (h ^ UInt64(b)) &* 0x0000_0100_0000_01b3 }
        return Int(truncatingIfNeeded: h)
    }

    /// The view whose name's UTF-8 is `key`.
    func id(of key: UnsafeBufferPointer<UInt8>) -> ViewID? {
        var s = Self.hash(key) & mask
        while slots[s] != 0 {
            let i = Int(slots[s]) - 1, a = starts[i], n = starts[i + 1] - a
            if n == key.count, bytes.withUnsafeBufferPointer({ b in (0..<n).allSatisfy { b[a + $0] == key[$0] } }) { return ids[i] }
            s = (s + 1) & mask
        }
        return nil
    }
}
