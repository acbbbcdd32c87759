/*
 * icall_array.c — System.Array shape queries, element access by flat index (boxing), bulk
 * copy/clear, creation of arrays of any rank, and System.Buffer.
 */
#include "vm/icall.h"
#include "loader/loader.h"
#include <string.h>

static Type *element_type_of(Object *array) { return array->vtable->type->element; }

static bool is_multi(Object *array) { return (array->vtable->flags & VTABLE_IS_MULTI_ARRAY) != 0; }

static void array_long_length(Thread *thread, Slot *args, Slot *result) {
    result[0].i8 = ((Array *)args[0].o)->length;
}

static void array_rank(Thread *thread, Slot *args, Slot *result) {
    Object *a = args[0].o;
    result[0].i4 = is_multi(a) ? (int32_t)a->vtable->rank : 1;
}

static void array_get_length(Thread *thread, Slot *args, Slot *result) {
    Object *a = args[0].o;
    int32_t d = args[1].i4;
    result[0].i4 = is_multi(a) ? vm_multi_array_length((MultiArray *)a, a->vtable->rank, (uint32_t)d) : (int32_t)((Array *)a)->length;
}

static void array_get_lower_bound(Thread *thread, Slot *args, Slot *result) {
    Object *a = args[0].o;
    int32_t d = args[1].i4;
    result[0].i4 = is_multi(a) ? vm_multi_array_lower_bound((MultiArray *)a, a->vtable->rank, (uint32_t)d) : 0;
}

static uint8_t *element_address(Object *array, intptr_t index) {
    return (uint8_t *)vm_array_data(array) + (size_t)index * array->vtable->component_size;
}

/* object GetValueImpl(int flatIndex) */
static void array_get_value(Thread *thread, Slot *args, Slot *result) {
    Object *a = args[0].o;
    intptr_t i = args[1].i4;
    if (i < 0 || i >= ((Array *)a)->length) {
        vm_throw_index_out_of_range(thread);
        return;
    }
    Type *element = element_type_of(a);
    uint8_t *address = element_address(a, i);
    if (loader_type_is_reference(element)) result[0].o = *(Object **)address;
    else vm_box_value(thread, element, address, &result[0].o);
}

/* Read a primitive as int64/uint64/double for widening conversions. */
static bool read_primitive(uint8_t et, const void *p, int64_t *as_int, double *as_double, bool *is_float) {
    *is_float = false;
    switch (et) {
    case META_ELEMENT_TYPE_BOOLEAN:
    case META_ELEMENT_TYPE_U1: *as_int = *(const uint8_t *)p; break;
    case META_ELEMENT_TYPE_I1: *as_int = *(const int8_t *)p; break;
    case META_ELEMENT_TYPE_CHAR:
    case META_ELEMENT_TYPE_U2: *as_int = *(const uint16_t *)p; break;
    case META_ELEMENT_TYPE_I2: *as_int = *(const int16_t *)p; break;
    case META_ELEMENT_TYPE_U4: *as_int = *(const uint32_t *)p; break;
    case META_ELEMENT_TYPE_I4: *as_int = *(const int32_t *)p; break;
    case META_ELEMENT_TYPE_U8:
    case META_ELEMENT_TYPE_I8:
    case META_ELEMENT_TYPE_I:
    case META_ELEMENT_TYPE_U: memcpy(as_int, p, 8); break;
    case META_ELEMENT_TYPE_R4: *as_double = *(const float *)p; *is_float = true; break;
    case META_ELEMENT_TYPE_R8: *as_double = *(const double *)p; *is_float = true; break;
    default: return false;
    }
    if (!*is_float) *as_double = (double)*as_int;
    return true;
}

static bool write_primitive(uint8_t et, void *p, int64_t v, double d, bool from_float) {
    if (from_float && et != META_ELEMENT_TYPE_R4 && et != META_ELEMENT_TYPE_R8) return false;
    switch (et) {
    case META_ELEMENT_TYPE_U1: *(uint8_t *)p = (uint8_t)v; return true;
    case META_ELEMENT_TYPE_I1: *(int8_t *)p = (int8_t)v; return true;
    case META_ELEMENT_TYPE_U2:
    case META_ELEMENT_TYPE_CHAR: *(uint16_t *)p = (uint16_t)v; return true;
    case META_ELEMENT_TYPE_I2: *(int16_t *)p = (int16_t)v; return true;
    case META_ELEMENT_TYPE_U4:
    case META_ELEMENT_TYPE_I4: *(int32_t *)p = (int32_t)v; return true;
    case META_ELEMENT_TYPE_U8:
    case META_ELEMENT_TYPE_I8:
    case META_ELEMENT_TYPE_I:
    case META_ELEMENT_TYPE_U: memcpy(p, &v, 8); return true;
    case META_ELEMENT_TYPE_R4: *(float *)p = (float)d; return true;
    case META_ELEMENT_TYPE_R8: *(double *)p = d; return true;
    default: return false;
    }
}

/* void SetValueImpl(object value, int flatIndex) */
static void array_set_value(Thread *thread, Slot *args, Slot *result) {
    Object *a = args[0].o, *value = args[1].o;
    intptr_t i = args[2].i4;
    if (i < 0 || i >= ((Array *)a)->length) {
        vm_throw_index_out_of_range(thread);
        return;
    }
    Type *element = element_type_of(a);
    uint8_t *address = element_address(a, i);
    if (loader_type_is_reference(element)) {
        if (value && !vm_is_instance_of(value, element)) {
            vm_throw_new(thread, "System.InvalidCastException", "Object cannot be stored in an array of this type.");
            return;
        }
        icall_store(address, value);
        return;
    }
    uint32_t size = a->vtable->component_size;
    if (!value) {
        memset(address, 0, size);
        return;
    }
    Type *source = value->vtable->type;
    if (source == element) {
        memcpy(address, vm_unbox(value), size);
        /* references inside the struct go through the barrier */
        if (element->vtable && (element->vtable->flags & VTABLE_HAS_REFERENCES))
            for (uint32_t k = 0; k < a->vtable->reference_count; k++) {
                Object **slot = (Object **)(address + a->vtable->reference_offsets[k]);
                icall_store(slot, *slot);
            }
        return;
    }
    int64_t as_int = 0;
    double as_double = 0;
    bool is_float;
    uint8_t src_et = (source->flags & TYPE_FLAG_ENUM) ? source->element->element_type : source->element_type;
    uint8_t dst_et = (element->flags & TYPE_FLAG_ENUM) ? element->element->element_type : element->element_type;
    if (read_primitive(src_et, vm_unbox(value), &as_int, &as_double, &is_float) &&
        !((source->flags | element->flags) & TYPE_FLAG_ENUM) && write_primitive(dst_et, address, as_int, as_double, is_float))
        return;
    vm_throw_new(thread, "System.InvalidCastException", "Object cannot be stored in an array of this type.");
}

/* Array CreateInstanceImpl(RuntimeType elementType, int[] lengths, int[] lowerBounds) */
static void array_create_instance(Thread *thread, Slot *args, Slot *result) {
    Type *element = vm_type_from_object(args[0].o);
    Array *lengths = (Array *)args[1].o, *lower = (Array *)args[2].o;
    const int32_t *l = (const int32_t *)lengths->data;
    const int32_t *lb = lower ? (const int32_t *)lower->data : NULL;
    bool zero_based = true;
    for (intptr_t i = 0; lb && i < lower->length; i++)
        if (lb[i] != 0) zero_based = false;
    if (lengths->length == 1 && zero_based) {
        result[0].o = (Object *)vm_new_array(thread, element, l[0]);
        return;
    }
    Type *array_type = loader_array_type(element, (uint32_t)lengths->length);
    result[0].o = vm_new_multi_array(thread, array_type, l, lb);
}

static void barrier_range(Object *array, intptr_t start, intptr_t count) {
    const VTable *vt = array->vtable;
    if (!(vt->flags & VTABLE_HAS_REFERENCES)) return;
    for (intptr_t i = start; i < start + count; i++) {
        uint8_t *element = element_address(array, i);
        if (vt->flags & VTABLE_ELEMENTS_ARE_REFERENCES) {
            icall_store(element, *(Object **)element);
        } else {
            for (uint32_t k = 0; k < vt->reference_count; k++) {
                Object **slot = (Object **)(element + vt->reference_offsets[k]);
                icall_store(slot, *slot);
            }
        }
    }
}

/* bool FastCopy(Array src, int srcIndex, Array dst, int dstIndex, int length): indices are
 * flat and already validated; false when an element-wise (converting) copy is needed. */
static void array_fast_copy(Thread *thread, Slot *args, Slot *result) {
    Object *src = args[0].o, *dst = args[2].o;
    intptr_t si = args[1].i4, di = args[3].i4, n = args[4].i4;
    Type *se = element_type_of(src), *de = element_type_of(dst);
    bool ok = se == de;
    if (!ok && loader_type_is_reference(se) && loader_type_is_reference(de)) ok = vm_type_is_assignable(de, se);
    if (!ok && !loader_type_is_reference(se) && !loader_type_is_reference(de) &&
        src->vtable->component_size == dst->vtable->component_size) {
        /* enums and their underlying primitive, int[] <-> uint[] etc. (ECMA-335 I.8.7) */
        uint8_t a = (se->flags & TYPE_FLAG_ENUM) ? se->element->element_type : se->element_type;
        uint8_t b = (de->flags & TYPE_FLAG_ENUM) ? de->element->element_type : de->element_type;
        ok = a == b && a >= META_ELEMENT_TYPE_BOOLEAN && a <= META_ELEMENT_TYPE_R8 && (se->flags & TYPE_FLAG_ENUM) != (de->flags & TYPE_FLAG_ENUM);
    }
    if (!ok) {
        result[0].i4 = 0;
        return;
    }
    memmove(element_address(dst, di), element_address(src, si), (size_t)n * src->vtable->component_size);
    barrier_range(dst, di, n);
    result[0].i4 = 1;
}

static void array_clear(Thread *thread, Slot *args, Slot *result) {
    Object *a = args[0].o;
    memset(element_address(a, args[1].i4), 0, (size_t)args[2].i4 * a->vtable->component_size);
}

/* ---- System.Buffer ------------------------------------------------------------------- */

static void buffer_memmove(Thread *thread, Slot *args, Slot *result) {
    if (args[2].i8 > 0) memmove(args[0].p, args[1].p, (size_t)args[2].i8);
}

static bool primitive_array(Object *a) {
    Type *e = element_type_of(a);
    uint8_t et = e->element_type;
    return !loader_type_is_reference(e) && !(e->flags & TYPE_FLAG_ENUM) &&
           ((et >= META_ELEMENT_TYPE_BOOLEAN && et <= META_ELEMENT_TYPE_R8) || et == META_ELEMENT_TYPE_I || et == META_ELEMENT_TYPE_U);
}

static void buffer_byte_length(Thread *thread, Slot *args, Slot *result) {
    Object *a = args[0].o;
    if (!primitive_array(a)) {
        result[0].i4 = -1;
        return;
    }
    result[0].i4 = (int32_t)((size_t)((Array *)a)->length * a->vtable->component_size);
}

static void buffer_block_copy(Thread *thread, Slot *args, Slot *result) {
    uint8_t *src = vm_array_data(args[0].o), *dst = vm_array_data(args[2].o);
    memmove(dst + args[3].i4, src + args[1].i4, (size_t)args[4].i4);
}

const InternalCallEntry icall_array_table[] = {
    {"System.Array::get_LongLength()", array_long_length},
    {"System.Array::get_Rank()", array_rank},
    {"System.Array::GetLengthInternal(int)", array_get_length},
    {"System.Array::GetLowerBoundInternal(int)", array_get_lower_bound},
    {"System.Array::GetValueImpl(int)", array_get_value},
    {"System.Array::SetValueImpl(object,int)", array_set_value},
    {"System.Array::CreateInstanceImpl(System.RuntimeType,int[],int[])", array_create_instance},
    {"System.Array::FastCopy(System.Array,int,System.Array,int,int)", array_fast_copy},
    {"System.Array::ClearInternal(System.Array,int,int)", array_clear},
    {"System.Buffer::Memmove(byte*,byte*,long)", buffer_memmove},
    {"System.Buffer::ByteLengthInternal(System.Array)", buffer_byte_length},
    {"System.Buffer::BlockCopyInternal(System.Array,int,System.Array,int,int)", buffer_block_copy},
    {NULL, NULL},
};
