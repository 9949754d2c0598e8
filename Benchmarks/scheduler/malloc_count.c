// Counts heap allocation calls for widgetry-scheduler-benchmark: preloaded with LD_PRELOAD, it forwards malloc,
// calloc, realloc, posix_memalign, aligned_alloc and memalign to glibc's implementations (__libc_*) and counts
// each call with one relaxed atomic increment. The benchmark reads the count through widgetry_malloc_count().
// Build: cc -O2 -shared -fPIC -o libwidgetry-malloc-count.so malloc_count.c
#define _GNU_SOURCE
#include <errno.h>
#include <stddef.h>
#include <stdint.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);

static uint64_t calls;

static inline void count(void) { __atomic_fetch_add(&calls, 1, __ATOMIC_RELAXED); }

uint64_t widgetry_malloc_count(void) { return __atomic_load_n(&calls, __ATOMIC_RELAXED); }

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

int posix_memalign(void **result, size_t alignment, size_t size) {
    count();
    if (alignment % sizeof(void *) != 0 || (alignment & (alignment - 1)) != 0) return EINVAL;
    void *pointer = __libc_memalign(alignment, size);
    if (pointer == NULL) return ENOMEM;
    *result = pointer;
    return 0;
}
