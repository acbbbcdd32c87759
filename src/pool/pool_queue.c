/*
 * pool_queue.c — the global FIFO queue and the per-worker work-stealing deques
 * (CoreCLR's ThreadPoolWorkQueue: workItems and WorkStealingQueue, reference §3.1).
 *
 * Both are ring buffers of object references that double when full (CoreCLR's deques start at
 * 32 slots and double; its ConcurrentQueue segments start at 32 too).  They are protected by a
 * mutex instead of CoreCLR's lock-free fast paths: an uncontended pthread mutex costs about one
 * atomic operation, like CoreCLR's interlocked tail update, and a mutex keeps the GC's view of
 * the slots simple (every operation is atomic with respect to a collection, see
 * pool_internal.h).  Thieves use trylock, so a busy deque is a missed steal, as in CoreCLR.
 */
#include "pool/pool_internal.h"

#include "gc/gc.h"

#include <stdlib.h>
#include <string.h>

#define POOL_RING_INITIAL 32 /* CoreCLR: WorkStealingQueue and ConcurrentQueue start at 32 */

PoolRing pool_global_queue;
PoolRing pool_high_priority_queue;
volatile int64_t pool_queued_items;

void pool_ring_init(PoolRing *ring) {
    pthread_mutex_init(&ring->lock, NULL);
    ring->slots = NULL;
    ring->mask = 0;
    ring->head = ring->tail = 0;
}

/* Double the ring (lock held): the items keep their order, starting at slot 0. */
static bool ring_grow(PoolRing *ring) {
    uint32_t capacity = ring->slots ? (ring->mask + 1) * 2 : POOL_RING_INITIAL;
    Object **slots = calloc(capacity, sizeof *slots);
    if (!slots) return false;
    uint32_t count = ring->tail - ring->head;
    for (uint32_t i = 0; i < count; i++)
        slots[i] = ring->slots[(ring->head + i) & ring->mask];
    free(ring->slots);
    ring->slots = slots;
    ring->mask = capacity - 1;
    ring->head = 0;
    ring->tail = count;
    return true;
}

bool pool_ring_push_tail(PoolRing *ring, Object *item) {
    pthread_mutex_lock(&ring->lock);
    if ((!ring->slots || ring->tail - ring->head > ring->mask) && !ring_grow(ring)) {
        pthread_mutex_unlock(&ring->lock);
        return false;
    }
    ring->slots[ring->tail & ring->mask] = item;
    __atomic_store_n(&ring->tail, ring->tail + 1, __ATOMIC_RELEASE);
    pthread_mutex_unlock(&ring->lock);
    return true;
}

Object *pool_ring_pop_tail(PoolRing *ring) {
    if (pool_ring_count(ring) == 0) return NULL;
    pthread_mutex_lock(&ring->lock);
    Object *item = NULL;
    while (!item && ring->tail != ring->head) { /* skips holes left by pool_try_pop_local */
        uint32_t slot = (ring->tail - 1) & ring->mask;
        item = ring->slots[slot];
        ring->slots[slot] = NULL; /* dequeued items are no longer roots */
        __atomic_store_n(&ring->tail, ring->tail - 1, __ATOMIC_RELEASE);
    }
    pthread_mutex_unlock(&ring->lock);
    return item;
}

static Object *take_head_locked(PoolRing *ring) {
    Object *item = NULL;
    while (!item && ring->tail != ring->head) { /* skips holes */
        uint32_t slot = ring->head & ring->mask;
        item = ring->slots[slot];
        ring->slots[slot] = NULL;
        __atomic_store_n(&ring->head, ring->head + 1, __ATOMIC_RELEASE);
    }
    return item;
}

Object *pool_ring_pop_head(PoolRing *ring) {
    if (pool_ring_count(ring) == 0) return NULL;
    pthread_mutex_lock(&ring->lock);
    Object *item = take_head_locked(ring);
    pthread_mutex_unlock(&ring->lock);
    return item;
}

Object *pool_ring_try_steal_head(PoolRing *ring, bool *missed) {
    if (pool_ring_count(ring) == 0) return NULL;
    if (pthread_mutex_trylock(&ring->lock) != 0) {
        *missed = true;
        return NULL;
    }
    Object *item = take_head_locked(ring);
    pthread_mutex_unlock(&ring->lock);
    return item;
}

uint32_t pool_ring_count(const PoolRing *ring) {
    return __atomic_load_n(&ring->tail, __ATOMIC_ACQUIRE) -
           __atomic_load_n(&ring->head, __ATOMIC_ACQUIRE);
}

/* Precise roots: the world is stopped and no queue operation is half done (they run in
 * cooperative mode with no safepoint inside), so the rings are read without their locks and
 * moved objects are updated in place. */
static void ring_enumerate(PoolRing *ring, void (*visit)(Object **slot)) {
    for (uint32_t i = ring->head; i != ring->tail; i++)
        if (ring->slots[i & ring->mask]) visit(&ring->slots[i & ring->mask]);
}

static void enumerate_roots(void (*visit)(Object **slot)) {
    ring_enumerate(&pool_global_queue, visit);
    ring_enumerate(&pool_high_priority_queue, visit);
    int32_t slots = __atomic_load_n(&pool_worker_slots, __ATOMIC_ACQUIRE);
    for (int32_t i = 0; i < slots; i++)
        ring_enumerate(&pool_workers[i]->deque, visit);
}

void pool_queue_init(void) {
    pool_ring_init(&pool_global_queue);
    pool_ring_init(&pool_high_priority_queue);
    gc_add_root_enumerator(enumerate_roots);
}

bool pool_enqueue(Thread *thread, Object *work_item, PoolQueueKind kind) {
    pool_ensure_started();
    /* CoreCLR's Enqueue(item, forceGlobal): local when the caller is a pool thread and the
     * caller did not ask for the global queue (Task from a pool thread: local by default);
     * EnqueueAtHighPriority for the high-priority queue. */
    PoolWorker *worker = kind == POOL_QUEUE_PREFER_LOCAL ? pool_current_worker() : NULL;
    PoolRing *ring = worker                             ? &worker->deque
                     : kind == POOL_QUEUE_HIGH_PRIORITY ? &pool_high_priority_queue
                                                        : &pool_global_queue;
    __atomic_add_fetch(&pool_queued_items, 1, __ATOMIC_SEQ_CST);
    if (!pool_ring_push_tail(ring, work_item)) {
        __atomic_sub_fetch(&pool_queued_items, 1, __ATOMIC_SEQ_CST);
        vm_throw_new(thread, "System.OutOfMemoryException",
                     "The thread pool's work queue cannot grow.");
        return false;
    }
    pool_ensure_worker_requested();
    return true;
}

/* CoreCLR's LocalFindAndPop (Task.Wait inlining a task still queued on this worker): the tail
 * first, else a scan from the tail that leaves a hole the dequeue paths skip. */
bool pool_try_pop_local(Object *work_item) {
    PoolWorker *worker = pool_current_worker();
    if (!worker || !work_item || pool_ring_count(&worker->deque) == 0) return false;
    PoolRing *ring = &worker->deque;
    bool found = false;
    pthread_mutex_lock(&ring->lock);
    for (uint32_t i = ring->tail; i != ring->head; i--) {
        uint32_t slot = (i - 1) & ring->mask;
        if (ring->slots[slot] != work_item) continue;
        ring->slots[slot] = NULL;
        if (i == ring->tail) __atomic_store_n(&ring->tail, ring->tail - 1, __ATOMIC_RELEASE);
        found = true;
        break;
    }
    pthread_mutex_unlock(&ring->lock);
    if (found) __atomic_sub_fetch(&pool_queued_items, 1, __ATOMIC_SEQ_CST);
    return found;
}

int64_t pool_pending_work_items(void) {
    int64_t n = __atomic_load_n(&pool_queued_items, __ATOMIC_ACQUIRE);
    return n > 0 ? n : 0;
}
