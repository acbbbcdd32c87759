/*
 * icall_object.c — System.Object, ValueType, RuntimeHelpers, Delegate, GCHandle and Marshal:
 * identity, cloning, field-wise equality, delegate construction and GC handles.
 */
#include "vm/icall.h"
#include "gc/gc.h"
#include "interp/interp.h"
#include "loader/loader.h"
#include <stdlib.h>
#include <string.h>

#define OOM_MESSAGE "Insufficient memory to continue the execution of the program."

/* ---- identity hash --------------------------------------------------------------------- */

/* The hash lives in the upper 32 bits of the header (the GC owns the low byte, the rest is
 * left to locking).  Assigned once with a CAS; a per-thread xorshift makes them well spread. */
int32_t icall_identity_hash(Object *object) {
    if (!object) return 0;
    uintptr_t header = __atomic_load_n(&object->header, __ATOMIC_ACQUIRE);
    int32_t hash = (int32_t)(header >> 32);
    if (hash != 0) return hash;
    static __thread uint32_t state;
    if (state == 0) state = (uint32_t)(uintptr_t)&state ^ 0x9E3779B9u;
    do {
        state ^= state << 13;
        state ^= state >> 17;
        state ^= state << 5;
        hash = (int32_t)(state & 0x7FFFFFFF);
    } while (hash == 0);
    for (;;) {
        uintptr_t updated = (header & 0xFFFFFFFFu) | ((uintptr_t)(uint32_t)hash << 32);
        if (__atomic_compare_exchange_n(&object->header, &header, updated, false, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE))
            return hash;
        if ((int32_t)(header >> 32) != 0) return (int32_t)(header >> 32);
    }
}

/* ---- helpers --------------------------------------------------------------------------- */

/* Re-store every reference slot of a freshly copied object through the write barrier. */
static void barrier_references(Object *object) {
    const VTable *vt = object->vtable;
    if (!(vt->flags & VTABLE_HAS_REFERENCES)) return;
    if (vt->flags & VTABLE_IS_ARRAY) {
        uint8_t *data = vm_array_data(object);
        intptr_t length = ((Array *)object)->length;
        for (intptr_t i = 0; i < length; i++) {
            uint8_t *element = data + (size_t)i * vt->component_size;
            if (vt->flags & VTABLE_ELEMENTS_ARE_REFERENCES) {
                icall_store(element, *(Object **)element);
            } else {
                for (uint32_t k = 0; k < vt->reference_count; k++) {
                    Object **slot = (Object **)(element + vt->reference_offsets[k]);
                    icall_store(slot, *slot);
                }
            }
        }
        return;
    }
    for (uint32_t k = 0; k < vt->reference_count; k++) {
        Object **slot = (Object **)((uint8_t *)object + vt->reference_offsets[k]);
        icall_store(slot, *slot);
    }
}

static Object *clone_object(Thread *thread, Object *source) {
    size_t size = vm_object_size(source);
    Object *copy = gc_alloc(thread, source->vtable, size);
    if (!copy) {
        vm_throw_new(thread, "System.OutOfMemoryException", OOM_MESSAGE);
        return NULL;
    }
    memcpy((uint8_t *)copy + sizeof(Object), (uint8_t *)source + sizeof(Object), size - sizeof(Object));
    barrier_references(copy);
    return copy;
}

static Array *new_object_array(Thread *thread, intptr_t length) {
    return vm_new_array(thread, vm_types.object, length);
}

/* ---- System.Object --------------------------------------------------------------------- */

static void object_get_type(Thread *thread, Slot *args, Slot *result) {
    result[0].o = vm_type_object(thread, args[0].o->vtable->type);
}

static void object_memberwise_clone(Thread *thread, Slot *args, Slot *result) {
    result[0].o = clone_object(thread, args[0].o);
}

/* ---- System.Runtime.CompilerServices.RuntimeHelpers ------------------------------------- */

static void helpers_get_hash_code(Thread *thread, Slot *args, Slot *result) {
    result[0].i4 = icall_identity_hash(args[0].o);
}

/* InitializeArray(Array, RuntimeFieldHandle): copy the field's RVA data into the elements. */
static void helpers_initialize_array(Thread *thread, Slot *args, Slot *result) {
    Object *array = args[0].o;
    Field *field = vm_field_from_handle(args[1].p);
    if (!array) {
        vm_throw_new(thread, "System.ArgumentNullException", "Value cannot be null. (Parameter 'array')");
        return;
    }
    if (!field || !field->rva_data) {
        vm_throw_new(thread, "System.ArgumentException", "The field handle does not have initial data.");
        return;
    }
    size_t bytes = (size_t)((Array *)array)->length * array->vtable->component_size;
    memcpy(vm_array_data(array), field->rva_data, bytes);
}

static void helpers_object_copy(Thread *thread, Slot *args, Slot *result) {
    Object *o = args[0].o;
    result[0].o = o && (o->vtable->flags & VTABLE_IS_VALUE_TYPE) ? clone_object(thread, o) : o;
}

static void helpers_run_class_constructor(Thread *thread, Slot *args, Slot *result) {
    Type *type = args[0].p;
    if (type) interp_ensure_class_initialized(thread, type);
}

static void helpers_is_reference_or_contains_references(Thread *thread, Slot *args, Slot *result) {
    Type *type = args[0].p;
    bool r = loader_type_is_reference(type) || type->kind == TYPE_KIND_GENERIC_PARAMETER;
    if (!r && loader_ensure_laid_out(thread, type) && type->vtable)
        r = (type->vtable->flags & VTABLE_HAS_REFERENCES) != 0;
    result[0].i4 = r;
}

/* ---- System.ValueType ------------------------------------------------------------------ */

static bool has_float_fields(Type *type, int depth) {
    if (depth > 16) return true;
    for (uint32_t i = 0; i < type->field_count; i++) {
        Field *f = &type->fields[i];
        if (f->flags & (META_FIELD_STATIC | META_FIELD_LITERAL)) continue;
        Type *ft = f->type;
        if (ft->element_type == META_ELEMENT_TYPE_R4 || ft->element_type == META_ELEMENT_TYPE_R8) return true;
        if (ft->kind == TYPE_KIND_VALUE_TYPE && ft != type && !(ft->flags & TYPE_FLAG_ENUM) &&
            has_float_fields(ft, depth + 1))
            return true;
    }
    return false;
}

static bool bitwise_comparable(Type *type) {
    return !(type->vtable->flags & VTABLE_HAS_REFERENCES) && !has_float_fields(type, 0);
}

static uint32_t instance_field_count(Type *type) {
    uint32_t n = 0;
    for (uint32_t i = 0; i < type->field_count; i++)
        if (!(type->fields[i].flags & (META_FIELD_STATIC | META_FIELD_LITERAL))) n++;
    return n;
}

static Object *box_field(Thread *thread, Object *boxed, Field *field) {
    uint8_t *address = (uint8_t *)vm_unbox(boxed) + field->offset;
    if (loader_type_is_reference(field->type)) return *(Object **)address;
    return vm_box(thread, field->type, address);
}

/* Fill `fields` with boxed field values of each object in `objects` (interleaved). */
static Array *field_values(Thread *thread, Object **objects, int count) {
    Type *type = objects[0]->vtable->type;
    uint32_t n = instance_field_count(type);
    Array *array = new_object_array(thread, (intptr_t)n * count);
    if (!array) return NULL;
    uint32_t at = 0;
    for (uint32_t i = 0; i < type->field_count; i++) {
        Field *f = &type->fields[i];
        if (f->flags & (META_FIELD_STATIC | META_FIELD_LITERAL)) continue;
        for (int k = 0; k < count; k++) {
            Object *value = box_field(thread, objects[k], f);
            if (thread->exception) return NULL;
            icall_store((Object **)array->data + at * count + k, value);
        }
        at++;
    }
    return array;
}

/* bool InternalEquals(object a, object b, out object[] fields) */
static void valuetype_internal_equals(Thread *thread, Slot *args, Slot *result) {
    Object *objects[2] = {args[0].o, args[1].o};
    Object **fields_out = args[2].p;
    Type *type = objects[0]->vtable->type;
    icall_store(fields_out, NULL);
    if (bitwise_comparable(type)) {
        result[0].i4 = memcmp(vm_unbox(objects[0]), vm_unbox(objects[1]), type->instance_size) == 0;
        return;
    }
    Array *fields = field_values(thread, objects, 2);
    if (!fields) return;
    icall_store(fields_out, &fields->object);
    result[0].i4 = 0;
}

/* int InternalGetHashCode(object a, out object[] fields) */
static void valuetype_internal_get_hash_code(Thread *thread, Slot *args, Slot *result) {
    Object *object = args[0].o;
    Object **fields_out = args[1].p;
    Type *type = object->vtable->type;
    icall_store(fields_out, NULL);
    if (bitwise_comparable(type)) {
        const uint8_t *p = vm_unbox(object);
        uint32_t h = 0;
        for (uint32_t i = 0; i + 4 <= type->instance_size; i += 4) {
            uint32_t word;
            memcpy(&word, p + i, 4);
            h = (h * 31) ^ word;
        }
        for (uint32_t i = type->instance_size & ~3u; i < type->instance_size; i++) h = (h * 31) ^ p[i];
        result[0].i4 = (int32_t)h;
        return;
    }
    Object *objects[1] = {object};
    Array *fields = field_values(thread, objects, 1);
    if (!fields) return;
    icall_store(fields_out, &fields->object);
    result[0].i4 = 0;
}

/* ---- System.Delegate ------------------------------------------------------------------- */

static Field *delegate_field(const char *name) {
    /* MulticastDelegate: CoreLib declares _invocationList there, corvid's corlib in Delegate */
    return loader_find_field(vm_types.multicast_delegate, name);
}

/* Delegate CreateMulticast(Delegate template, Delegate[] list) */
static void delegate_create_multicast(Thread *thread, Slot *args, Slot *result) {
    Object *template = args[0].o;
    Array *list = (Array *)args[1].o;
    Field *target = delegate_field("_target"), *method = delegate_field("_methodPtr"),
          *invocation = delegate_field("_invocationList");
    Object *d = vm_new_object(thread, template->vtable->type);
    if (!d) return;
    Object *last = ((Object **)list->data)[list->length - 1];
    icall_store((uint8_t *)d + target->offset, *(Object **)((uint8_t *)last + target->offset));
    memcpy((uint8_t *)d + method->offset, (uint8_t *)last + method->offset, sizeof(void *));
    icall_store((uint8_t *)d + invocation->offset, &list->object);
    result[0].o = d;
}

/* Delegate CreateDelegateInternal(RuntimeType type, object target, IntPtr method) */
static void delegate_create(Thread *thread, Slot *args, Slot *result) {
    Type *type = vm_type_from_object(args[0].o);
    Object *d = vm_new_object(thread, type);
    if (!d) return;
    icall_store((uint8_t *)d + delegate_field("_target")->offset, args[1].o);
    void *method = args[2].p;
    memcpy((uint8_t *)d + delegate_field("_methodPtr")->offset, &method, sizeof method);
    result[0].o = d;
}

/* ---- System.Runtime.InteropServices.GCHandle / Marshal ---------------------------------- */

static void gchandle_alloc(Thread *thread, Slot *args, Slot *result) {
    static const GcHandleKind kinds[] = {GC_HANDLE_WEAK_SHORT, GC_HANDLE_WEAK_LONG, GC_HANDLE_NORMAL, GC_HANDLE_PINNED};
    int32_t kind = args[1].i4;
    if (kind < 0 || kind > 3) kind = 2;
    result[0].i = (intptr_t)gc_handle_new(args[0].o, kinds[kind]);
}

static void gchandle_free(Thread *thread, Slot *args, Slot *result) {
    gc_handle_free((GcHandle)args[0].i);
}

static void gchandle_get(Thread *thread, Slot *args, Slot *result) {
    result[0].o = gc_handle_get((GcHandle)args[0].i);
}

static void gchandle_set(Thread *thread, Slot *args, Slot *result) {
    gc_handle_set((GcHandle)args[0].i, args[1].o);
}

static void gchandle_addr_of_pinned(Thread *thread, Slot *args, Slot *result) {
    Object *o = gc_handle_get((GcHandle)args[0].i);
    if (!o) {
        result[0].p = NULL;
    } else if (o->vtable->flags & VTABLE_IS_STRING) {
        result[0].p = ((String *)o)->chars;
    } else if (o->vtable->flags & VTABLE_IS_ARRAY) {
        result[0].p = vm_array_data(o);
    } else {
        result[0].p = (uint8_t *)o + sizeof(Object);
    }
}

static void marshal_alloc_hglobal(Thread *thread, Slot *args, Slot *result) {
    void *p = malloc(args[0].i > 0 ? (size_t)args[0].i : 1);
    if (!p) vm_throw_new(thread, "System.OutOfMemoryException", OOM_MESSAGE);
    result[0].p = p;
}

static void marshal_free_hglobal(Thread *thread, Slot *args, Slot *result) {
    free(args[0].p);
}

static void marshal_size_of(Thread *thread, Slot *args, Slot *result) {
    Type *type = args[0].p;
    if (!loader_ensure_laid_out(thread, type)) return;
    result[0].i4 = loader_type_is_reference(type) ? (int32_t)sizeof(void *) : (int32_t)type->instance_size;
}

const InternalCallEntry icall_object_table[] = {
    {"System.Object::GetType()", object_get_type},
    {"System.Object::MemberwiseClone()", object_memberwise_clone},
    {"System.Runtime.CompilerServices.RuntimeHelpers::GetHashCode(object)", helpers_get_hash_code},
    {"System.Runtime.CompilerServices.RuntimeHelpers::InitializeArray(System.Array,System.RuntimeFieldHandle)", helpers_initialize_array},
    {"System.Runtime.CompilerServices.RuntimeHelpers::ObjectCopy(object)", helpers_object_copy},
    {"System.Runtime.CompilerServices.RuntimeHelpers::RunClassConstructorInternal(intptr)", helpers_run_class_constructor},
    {"System.Runtime.CompilerServices.RuntimeHelpers::IsReferenceOrContainsReferencesImpl(intptr)", helpers_is_reference_or_contains_references},
    {"System.ValueType::InternalEquals(object,object,object[]&)", valuetype_internal_equals},
    {"System.ValueType::InternalGetHashCode(object,object[]&)", valuetype_internal_get_hash_code},
    {"System.Delegate::CreateMulticast(System.Delegate,System.Delegate[])", delegate_create_multicast},
    {"System.Delegate::CreateDelegateInternal(System.RuntimeType,object,intptr)", delegate_create},
    {"System.Runtime.InteropServices.GCHandle::InternalAlloc(object,System.Runtime.InteropServices.GCHandleType)", gchandle_alloc},
    {"System.Runtime.InteropServices.GCHandle::InternalFree(intptr)", gchandle_free},
    {"System.Runtime.InteropServices.GCHandle::InternalGet(intptr)", gchandle_get},
    {"System.Runtime.InteropServices.GCHandle::InternalSet(intptr,object)", gchandle_set},
    {"System.Runtime.InteropServices.GCHandle::InternalAddrOfPinnedObject(intptr)", gchandle_addr_of_pinned},
    {"System.Runtime.InteropServices.Marshal::AllocHGlobal(intptr)", marshal_alloc_hglobal},
    {"System.Runtime.InteropServices.Marshal::FreeHGlobal(intptr)", marshal_free_hglobal},
    {"System.Runtime.InteropServices.Marshal::SizeOfHelper(intptr)", marshal_size_of},
    {NULL, NULL},
};
