// Counts heap allocations in the process (benchmarks only): malloc, calloc, realloc,
// posix_memalign, aligned_alloc and memalign are interposed and forwarded to glibc's
// __libc_* entry points. Linked into transc-bench only.
#ifndef ALLOC_COUNTER_H
#define ALLOC_COUNTER_H
#include <stdint.h>
/// Number of allocation calls since the process started (all threads).
uint64_t alloc_counter_allocations(void);
/// 1 when the interposition is active (a probe allocation was counted).
int alloc_counter_active(void);
#endif
