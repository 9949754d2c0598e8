// Counts heap allocations for widgetry-render-benchmark: preload it (LD_PRELOAD) and the benchmark reads
// widgetry_malloc_count() around each operation. Every malloc, calloc, realloc, memalign, posix_memalign,
// aligned_alloc and valloc call counts one; frees are not counted. Forwards to glibc's own entry points
// (__libc_malloc and friends), so no dlsym bootstrapping is needed.
// Built by Benchmarks/render/run.sh: gcc -O2 -shared -fPIC -o libwidgetry-malloc-counter.so malloc_counter.c
#define _GNU_SOURCE
#include <errno.h>
#include <stddef.h>
#include <stdint.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void *__libc_valloc(size_t size);

static uint64_t allocations;

uint64_t widgetry_malloc_count(void) { return __atomic_load_n(&allocations, __ATOMIC_RELAXED); }

static inline void count(void) { __atomic_fetch_add(&allocations, 1, __ATOMIC_RELAXED); }

void *malloc(size_t size) {
    count();
    return __libc_malloc(size);
}

void *calloc(size_t count_, size_t size) {
    count();
    return __libc_calloc(count_, size);
}

void *realloc(void *pointer, size_t size) {
    count();
    return __libc_realloc(pointer, size);
}

void *memalign(size_t alignment, size_t size) {
    count();
    return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
    count();
    return __libc_memalign(alignment, size);
}

void *valloc(size_t size) {
    count();
    return __libc_valloc(size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
    if (alignment % sizeof(void *) != 0 || (alignment & (alignment - 1)) != 0) return EINVAL;
    count();
    void *pointer = __libc_memalign(alignment, size);
    if (pointer == NULL && size != 0) return ENOMEM;
    *result = pointer;
    return 0;
}
