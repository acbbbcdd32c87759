/*
 * gc_control.c — what programs ask of the collector beyond allocation (System.GC's CoreCLR
 * contract): memory pressure, no-GC regions, full-GC notifications, budgets and the hard limit.
 * Everything here runs under the heap lock; collect() reports each collection's start and end
 * (gc_control_collection_starting / _finished) with the world stopped.
 */
#include "gc/gc_internal.h"

#include <errno.h>
#include <pthread.h>
#include <time.h>

/* ---- memory pressure (GC.AddMemoryPressure / RemoveMemoryPressure) --------------------------
 * CoreCLR's heuristic, simplified: unmanaged bytes that managed objects keep alive count toward
 * a gen2 collection.  Once what was added since the last gen2 collection reaches a budget —
 * 4 MB, more when a good share was removed again (memory actually freed), at least a third of
 * the live heap — a gen2 collection runs (reason InducedNotForced, as CoreCLR's). */
#define PRESSURE_MIN_BUDGET ((uint64_t)4 << 20)

static uint64_t pressure_added, pressure_removed; /* since the last gen2 collection */

void gc_add_memory_pressure(Thread *thread, uint64_t bytes) {
    GcState *g = &gc_state;
    gc_lock_heap(thread);
    pressure_added = pressure_added + bytes < pressure_added ? UINT64_MAX : pressure_added + bytes;
    uint64_t budget = PRESSURE_MIN_BUDGET;
    if (pressure_removed && pressure_added > pressure_removed)
        budget = pressure_added >= pressure_removed * 10 ? 10 * PRESSURE_MIN_BUDGET
                                                          : (uint64_t)((double)budget * (double)pressure_added / (double)pressure_removed);
    if (budget < (uint64_t)g->live_bytes / 3)
        budget = (uint64_t)g->live_bytes / 3;
    if (pressure_added >= budget + pressure_removed && !g->no_gc_region.active)
        gc_collect_locked(thread, 2, GC_REASON_INDUCED_NOFORCE);
    gc_unlock_heap();
}

void gc_remove_memory_pressure(Thread *thread, uint64_t bytes) {
    gc_lock_heap(thread);
    pressure_removed = pressure_removed + bytes < pressure_removed ? UINT64_MAX : pressure_removed + bytes;
    gc_unlock_heap();
}

/* ---- no-GC regions (GC.TryStartNoGCRegion / EndNoGCRegion) -----------------------------------
 * Starting one collects everything (CoreCLR does a full blocking collection), then lets the
 * nursery take `total_size` more bytes (large objects too) before its next collection.  Any
 * collection ends the region — the budget ran out, or GC.Collect — and EndNoGCRegion then says
 * it was not in progress, as CoreCLR 10 does. */

/* The bytes the heap has handed out (nursery tiles and large objects), which a region counts. */
static size_t region_allocated(const GcState *g) {
    return g->nursery_handed + g->loh_allocated + g->young_loh_allocated;
}

/* Heap lock held: the region ends, the budgets it raised go back; a callback not yet due is
 * abandoned (scheduled, so that CoreLib frees it, with `abandoned` set: CoreCLR's order). */
static void leave_no_gc_region(GcState *g) {
    GcNoGCRegionCallback *callback = g->no_gc_region.callback;
    if (callback) {
        g->no_gc_region.callback = NULL;
        callback->abandoned = true;
        callback->scheduled = true;
        gc_finalize_schedule_work(&callback->item);
    }
    g->no_gc_region.active = false;
    g->gen0_budget = g->no_gc_region.saved_gen0_budget;
    g->loh_budget = g->no_gc_region.saved_loh_budget;
    g->young_loh_budget = g->no_gc_region.saved_young_loh_budget;
}

int gc_start_no_gc_region(Thread *thread, uint64_t total_size, bool full_blocking_allowed) {
    GcState *g = &gc_state;
    gc_lock_heap(thread);
    if (g->no_gc_region.active) {
        leave_no_gc_region(g); /* CoreCLR's failure path wipes the region in progress as well */
        gc_unlock_heap();
        return GC_NO_GC_ALREADY_IN_PROGRESS;
    }
    size_t nursery = (size_t)(g->nursery_end - g->nursery_start);
    if (total_size > nursery / 2) { /* the nursery could not take it without collecting */
        gc_unlock_heap();
        return GC_NO_GC_NOT_ENOUGH_MEMORY;
    }
    gc_collect_locked(thread, full_blocking_allowed ? 2 : 1, GC_REASON_INDUCED);
    g->no_gc_region.saved_gen0_budget = g->gen0_budget;
    g->no_gc_region.saved_loh_budget = g->loh_budget;
    g->no_gc_region.saved_young_loh_budget = g->young_loh_budget;
    size_t room = (size_t)total_size + (size_t)total_size / 20; /* CoreCLR's 5 % slack */
    if (g->gen0_budget < g->nursery_handed + room)
        g->gen0_budget = g->nursery_handed + room;
    if (g->loh_budget < g->loh_allocated + room)
        g->loh_budget = g->loh_allocated + room;
    if (g->young_loh_budget < g->young_loh_allocated + room)
        g->young_loh_budget = g->young_loh_allocated + room;
    g->no_gc_region.active = true;
    g->no_gc_region.allocated_at_start = region_allocated(g);
    g->no_gc_region.total_size = (size_t)total_size;
    g->no_gc_region.callback = NULL;
    gc_unlock_heap();
    return GC_NO_GC_STARTED;
}

/* GC.RegisterNoGCRegionCallback: `callback` runs on the finalizer thread once the region has
 * allocated `total_size` bytes (nursery tiles count whole, as CoreCLR counts allocation
 * contexts), which must lie within the size the region was started with. */
int gc_enable_no_gc_region_callback(Thread *thread, GcNoGCRegionCallback *callback, uint64_t total_size) {
    GcState *g = &gc_state;
    gc_lock_heap(thread);
    int status = GC_NO_GC_CALLBACK_SUCCEEDED;
    size_t used = g->no_gc_region.active ? region_allocated(g) - g->no_gc_region.allocated_at_start : 0;
    if (!g->no_gc_region.active) status = GC_NO_GC_CALLBACK_NOT_STARTED;
    else if (g->no_gc_region.callback) status = GC_NO_GC_CALLBACK_ALREADY_REGISTERED;
    else if (total_size > g->no_gc_region.total_size || used + total_size > g->no_gc_region.total_size)
        status = GC_NO_GC_CALLBACK_INSUFFICIENT_BUDGET;
    else {
        callback->scheduled = callback->abandoned = false;
        g->no_gc_region.callback = callback;
        g->no_gc_region.callback_at = region_allocated(g) + (size_t)total_size;
    }
    gc_unlock_heap();
    return status;
}

void gc_no_gc_region_allocated(void) {
    GcState *g = &gc_state;
    GcNoGCRegionCallback *callback = g->no_gc_region.callback;
    if (!callback || region_allocated(g) < g->no_gc_region.callback_at) return;
    g->no_gc_region.callback = NULL;
    callback->scheduled = true;
    gc_finalize_schedule_work(&callback->item);
}

int gc_end_no_gc_region(Thread *thread) {
    GcState *g = &gc_state;
    gc_lock_heap(thread);
    int status = g->no_gc_region.active ? GC_NO_GC_ENDED : GC_NO_GC_NOT_IN_PROGRESS;
    if (g->no_gc_region.active) leave_no_gc_region(g);
    gc_unlock_heap();
    return status;
}

bool gc_in_no_gc_region(void) {
    return __atomic_load_n(&gc_state.no_gc_region.active, __ATOMIC_ACQUIRE);
}

/* ---- full-GC notifications (GC.RegisterForFullGCNotification, WaitForFullGCApproach/Complete)
 * The approach is signalled after a gen0/gen1 collection once the old generation has used
 * (100 - maxGenerationThreshold) % of what triggers its collection, or when a gen2 collection
 * starts unannounced; the completion when a gen2 collection ends.  Induced collections are not
 * announced, as in CoreCLR.  Both are auto-reset events,
 * as CoreCLR's; cancelling wakes the waiters, who then report Canceled. */

static pthread_mutex_t notify_mutex = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t notify_changed = PTHREAD_COND_INITIALIZER;
static struct {
    bool registered, approach, complete;
    int32_t max_generation_percent, large_object_percent;
    uint32_t cancels;
} notify;

void gc_register_full_gc_notification(int32_t max_generation_percent, int32_t large_object_percent) {
    pthread_mutex_lock(&notify_mutex);
    notify.registered = true;
    notify.approach = notify.complete = false;
    notify.max_generation_percent = max_generation_percent;
    notify.large_object_percent = large_object_percent;
    pthread_mutex_unlock(&notify_mutex);
}

void gc_cancel_full_gc_notification(void) {
    pthread_mutex_lock(&notify_mutex);
    notify.registered = false;
    notify.cancels++;
    pthread_cond_broadcast(&notify_changed);
    pthread_mutex_unlock(&notify_mutex);
}

static void signal_notification(bool approach) {
    pthread_mutex_lock(&notify_mutex);
    if (notify.registered) {
        if (approach) notify.approach = true;
        else notify.complete = true;
        pthread_cond_broadcast(&notify_changed);
    }
    pthread_mutex_unlock(&notify_mutex);
}

int gc_wait_for_full_gc(Thread *thread, bool approach, int32_t timeout_ms) {
    pthread_mutex_lock(&notify_mutex);
    if (!notify.registered) {
        pthread_mutex_unlock(&notify_mutex);
        return GC_NOTIFICATION_NOT_APPLICABLE;
    }
    pthread_mutex_unlock(&notify_mutex);
    struct timespec deadline;
    clock_gettime(CLOCK_REALTIME, &deadline);
    if (timeout_ms > 0) {
        deadline.tv_sec += timeout_ms / 1000;
        deadline.tv_nsec += (long)(timeout_ms % 1000) * 1000000L;
        if (deadline.tv_nsec >= 1000000000L) deadline.tv_sec++, deadline.tv_nsec -= 1000000000L;
    }
    if (thread)
        gc_enter_preemptive(thread); /* a collection may run (and signal) while this thread waits */
    pthread_mutex_lock(&notify_mutex);
    uint32_t cancels = notify.cancels;
    int status = GC_NOTIFICATION_TIMEOUT;
    for (;;) {
        bool *event = approach ? &notify.approach : &notify.complete;
        if (notify.cancels != cancels) {
            status = GC_NOTIFICATION_CANCELED;
            break;
        }
        if (*event) {
            *event = false;
            status = GC_NOTIFICATION_SUCCEEDED;
            break;
        }
        if (timeout_ms == 0) break;
        int error = timeout_ms < 0 ? pthread_cond_wait(&notify_changed, &notify_mutex)
                                   : pthread_cond_timedwait(&notify_changed, &notify_mutex, &deadline);
        if (error == ETIMEDOUT) break;
    }
    pthread_mutex_unlock(&notify_mutex);
    if (thread)
        gc_leave_preemptive(thread);
    return status;
}

/* ---- collect()'s reports ----------------------------------------------------------------- */

/* Collections the program asked for (GC.Collect, a no-GC region's start, memory pressure) are
 * not announced: CoreCLR's notifications are about the ones allocation triggers. */
static bool induced(GcReason reason) {
    return reason == GC_REASON_INDUCED || reason == GC_REASON_INDUCED_NOFORCE;
}

void gc_control_collection_starting(int generation, GcReason reason) {
    GcState *g = &gc_state;
    if (g->no_gc_region.active) leave_no_gc_region(g); /* its budget ran out, or the program collected */
    if (generation == 2 && notify.registered && !induced(reason)) signal_notification(true);
}

void gc_control_collection_finished(int generation, GcReason reason) {
    GcState *g = &gc_state;
    if (generation == 2) {
        pressure_added = pressure_removed = 0;
        if (notify.registered && !induced(reason)) signal_notification(false);
        return;
    }
    if (!notify.registered || !g->gen2_trigger) return;
    /* the old generation's use of its collection trigger, against the registered threshold */
    double used = (double)g->old_small_bytes / (double)g->gen2_trigger;
    if (used * 100.0 >= 100.0 - (double)notify.max_generation_percent) signal_notification(true);
}

/* ---- budgets and the hard limit --------------------------------------------------------- */

int64_t gc_generation_budget(int generation) {
    GcState *g = &gc_state;
    return generation == 0 ? (int64_t)g->gen0_budget : generation == 1 ? (int64_t)g->gen1_budget : (int64_t)g->gen2_trigger;
}

int gc_refresh_memory_limit(Thread *thread, uint64_t hard_limit) {
    GcState *g = &gc_state;
    gc_lock_heap(thread);
    int status = 0;
    if (hard_limit && hard_limit != UINT64_MAX) {
        if (hard_limit < (uint64_t)g->live_bytes) status = 1; /* below what is in use: HardLimitTooLow */
        else g->hard_limit = (size_t)hard_limit;
    }
    gc_unlock_heap();
    return status;
}

size_t gc_hard_limit(void) {
    return gc_state.hard_limit;
}
