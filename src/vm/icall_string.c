/*
 * icall_string.c — System.String allocation and constructors.  The runtime's newobj on String
 * calls a constructor's internal call with args[0] = NULL and takes result[0] (the new string)
 * as the constructed object; all other String code is C# in corlib.
 */
#include "vm/icall.h"

#include "interp/interp.h"
#include <stdlib.h>
#include <string.h>

static void string_fast_allocate(Thread *thread, Slot *args, Slot *result) {
    int32_t length = args[0].i4;
    if (length < 0) {
        vm_throw_new(thread, "System.OutOfMemoryException", "Insufficient memory to continue the execution of the program.");
        return;
    }
    result[0].o = (Object *)vm_new_string(thread, length);
}

static String *from_utf16(Thread *thread, const uint16_t *chars, int32_t length) {
    return vm_new_string_utf16(thread, chars, length);
}

static bool check_range(Thread *thread, int32_t start, int32_t length) {
    if (length < 0) {
        vm_throw_new(thread, "System.ArgumentOutOfRangeException", "Length cannot be less than zero. (Parameter 'length')");
        return false;
    }
    if (start < 0) {
        vm_throw_new(thread, "System.ArgumentOutOfRangeException", "StartIndex cannot be less than zero. (Parameter 'startIndex')");
        return false;
    }
    return true;
}

/* String(char*) */
static void string_ctor_charptr(Thread *thread, Slot *args, Slot *result) {
    const uint16_t *p = args[1].p;
    int32_t n = 0;
    if (p)
        while (p[n]) n++;
    result[0].o = (Object *)from_utf16(thread, p, n);
}

/* String(char*, int, int) */
static void string_ctor_charptr_range(Thread *thread, Slot *args, Slot *result) {
    const uint16_t *p = args[1].p;
    int32_t start = args[2].i4, length = args[3].i4;
    if (!check_range(thread, start, length)) return;
    if (length > 0 && !p) {
        vm_throw_new(thread, "System.ArgumentOutOfRangeException", "Pointer startIndex and length do not refer to a valid string. (Parameter 'ptr')");
        return;
    }
    result[0].o = (Object *)from_utf16(thread, length ? p + start : NULL, length);
}

/* String(char[]) */
static void string_ctor_chars(Thread *thread, Slot *args, Slot *result) {
    Array *array = (Array *)args[1].o;
    if (!array) {
        result[0].o = (Object *)vm_new_string(thread, 0);
        return;
    }
    result[0].o = (Object *)from_utf16(thread, (const uint16_t *)array->data, (int32_t)array->length);
}

/* String(char[], int, int) */
static void string_ctor_chars_range(Thread *thread, Slot *args, Slot *result) {
    Array *array = (Array *)args[1].o;
    int32_t start = args[2].i4, length = args[3].i4;
    if (!array) {
        vm_throw_new(thread, "System.ArgumentNullException", "Value cannot be null. (Parameter 'value')");
        return;
    }
    if (!check_range(thread, start, length)) return;
    if (start > array->length - length) {
        vm_throw_new(thread, "System.ArgumentOutOfRangeException", "Index and length must refer to a location within the string. (Parameter 'startIndex')");
        return;
    }
    result[0].o = (Object *)from_utf16(thread, (const uint16_t *)array->data + start, length);
}

/* String(char, int) */
static void string_ctor_repeat(Thread *thread, Slot *args, Slot *result) {
    uint16_t c = (uint16_t)args[1].i4;
    int32_t count = args[2].i4;
    if (count < 0) {
        vm_throw_new(thread, "System.ArgumentOutOfRangeException", "Count cannot be less than zero. (Parameter 'count')");
        return;
    }
    String *s = vm_new_string(thread, count);
    if (!s) return;
    for (int32_t i = 0; i < count; i++) s->chars[i] = c;
    result[0].o = (Object *)s;
}

/* String(sbyte*): UTF-8 (.NET Core decodes with the default encoding, UTF-8 on Linux) */
static void string_ctor_sbyteptr(Thread *thread, Slot *args, Slot *result) {
    const char *p = args[1].p;
    result[0].o = (Object *)vm_new_string_utf8(thread, p ? p : "");
}

/* String(sbyte*, int, int) */
static void string_ctor_sbyteptr_range(Thread *thread, Slot *args, Slot *result) {
    const char *p = args[1].p;
    int32_t start = args[2].i4, length = args[3].i4;
    if (!check_range(thread, start, length)) return;
    if (length == 0) {
        result[0].o = (Object *)vm_new_string(thread, 0);
        return;
    }
    if (!p) {
        vm_throw_new(thread, "System.ArgumentNullException", "Value cannot be null. (Parameter 'value')");
        return;
    }
    char *copy = malloc((size_t)length + 1);
    if (!copy) {
        vm_throw_new(thread, "System.OutOfMemoryException", "Insufficient memory to continue the execution of the program.");
        return;
    }
    memcpy(copy, p + start, (size_t)length);
    copy[length] = 0;
    result[0].o = (Object *)vm_new_string_utf8(thread, copy);
    free(copy);
}

/* String.InternalIntern(string): the one instance of the value in the runtime's intern table
 * (the same object ldstr of an equal literal gives). */
static void string_intern(Thread *thread, Slot *args, Slot *result) {
    String *s = (String *)args[0].o;
    result[0].o = interp_intern_string(thread, s->chars, s->length);
}

const InternalCallEntry icall_string_table[] = {
    {"System.String::InternalIntern(string)", string_intern},
    {"System.String::FastAllocateString(int)", string_fast_allocate},
    {"System.String::.ctor(char*)", string_ctor_charptr},
    {"System.String::.ctor(char*,int,int)", string_ctor_charptr_range},
    {"System.String::.ctor(char[])", string_ctor_chars},
    {"System.String::.ctor(char[],int,int)", string_ctor_chars_range},
    {"System.String::.ctor(char,int)", string_ctor_repeat},
    {"System.String::.ctor(sbyte*)", string_ctor_sbyteptr},
    {"System.String::.ctor(sbyte*,int,int)", string_ctor_sbyteptr_range},
    {NULL, NULL},
};
