#if canImport(Glibc)
import Glibc
#endif

/// glibc's malloc tuned for a short batch process such as the `transc` command; the library
/// itself never calls this.
///
/// By default glibc gives memory back as soon as it can: a block over the (dynamic) mmap
/// threshold is a mapping of its own, unmapped when freed, and the top of the heap is trimmed
/// once 128 KiB of it is free. A compile frees the YAML tree before it derives and then allocates
/// the IR, so with the defaults the IR's pages are fresh ones the kernel faults in and zeroes
/// again. Keeping freed memory for reuse halves the page faults of `transc check` on the
/// 120k-line benchmark spec and cuts its time by about a tenth (Docs/FRONT-END-SPEED.md,
/// "Fifth pass: page faults"), for about 3 MiB more peak RSS.
public enum BatchAllocator {
    /// Sets glibc's mmap threshold to 32 MiB (the upper limit mallopt(3) documents for 64-bit
    /// targets, DEFAULT_MMAP_THRESHOLD_MAX = 4 MiB × sizeof(long); a fixed value also ends the
    /// threshold's dynamic growth) and turns top trimming off. Returns whether glibc took both;
    /// false where there is no glibc.
    ///
    /// `mallopt` is looked up at run time: <malloc.h> is not part of Swift's Glibc module, and a
    /// C target for one call would put clang's DWARF 5 in the binary, which valgrind 3.19 (the
    /// profiler issue 17 is measured with) refuses to read.
    public static func keepFreedMemory() -> Bool {
        #if canImport(Glibc)
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "mallopt") else { return false }
        let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
        // <malloc.h>: M_TRIM_THRESHOLD is -1, M_MMAP_THRESHOLD is -3 (glibc's stable ABI).
        let mmap = mallopt(-3, 32 << 20)
        let trim = mallopt(-1, Int32.max)
        return mmap == 1 && trim == 1
        #else
        return false
        #endif
    }
}
