#include "alloc_counter.h"
#include <stddef.h>
#include <errno.h>
#include <stdlib.h>

#if defined(__linux__) && defined(__GLIBC__)
extern void *__libc_malloc(size_t);
extern void *__libc_calloc(size_t, size_t);
extern void *__libc_realloc(void *, size_t);
extern void *__libc_memalign(size_t, size_t);

static volatile uint64_t allocations = 0;

static inline void count(void) { __atomic_fetch_add(&allocations, 1, __ATOMIC_RELAXED); }

void *malloc(size_t n) { count(); return __libc_malloc(n); }
void *calloc(size_t a, size_t b) { count(); return __libc_calloc(a, b); }
void *realloc(void *p, size_t n) { count(); return __libc_realloc(p, n); }
void *memalign(size_t al, size_t n) { count(); return __libc_memalign(al, n); }
void *aligned_alloc(size_t al, size_t n) { count(); return __libc_memalign(al, n); }
int posix_memalign(void **out, size_t al, size_t n) {
    count();
    void *p = __libc_memalign(al, n);
    if (!p) return ENOMEM;
    *out = p;
    return 0;
}

uint64_t alloc_counter_allocations(void) { return __atomic_load_n(&allocations, __ATOMIC_RELAXED); }

int alloc_counter_active(void) {
    uint64_t before = alloc_counter_allocations();
    void *volatile p = malloc(24);
    free(p);
    return alloc_counter_allocations() > before;
}
#else
uint64_t alloc_counter_allocations(void) { return 0; }
int alloc_counter_active(void) { return 0; }
#endif
