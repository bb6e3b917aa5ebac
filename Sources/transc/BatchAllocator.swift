import CBatchMalloc

/// glibc's malloc tuned for a short batch process. By default glibc gives memory back as soon as
/// it can: a block over the (dynamic) mmap threshold is its own mapping, unmapped on free, and
/// the top of the heap is trimmed once 128 KiB of it is free. A compile frees the YAML tree
/// before it derives, then allocates the IR; with the defaults those pages go back to the kernel
/// and the IR's are faulted in and zeroed again. Keeping freed memory for reuse halves the page
/// faults of `transc check` on gen-big-spec 15000 and cuts its time by about 6 %
/// (Docs/BENCHMARKS.md, "Fifth pass"), for about 3 MiB more peak RSS. Every command of this
/// executable ends within seconds, so nothing needs to be given back early.
enum BatchAllocator {
    static func configure() {
        _ = transc_keep_freed_memory()
    }
}
