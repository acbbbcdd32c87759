/*
 * coreclr_globalization.c — what CoreLib's globalization, culture and formatting code needs of
 * the runtime beyond src/interop's P/Invokes (libSystem.Globalization.Native is an ordinary
 * library to corvid: CoreCLR links it in and resolves its DllImports itself, corvid dlopens it
 * from the framework folder through NATIVE_DLL_SEARCH_DIRECTORIES).
 *
 * FCalls are listed in coreclr_globalization_fcalls (searched by coreclr_fcalls.c), QCalls in
 * coreclr_globalization_qcalls (searched by coreclr_qcalls.c).
 */
#include "coreclr/coreclr_internal.h"

#include <math.h>
#include <stdlib.h>

/* ---- FCalls ------------------------------------------------------------------------------
 * Math's FCalls the embedded corlib does not have (ecalllist.h gMathFuncs/gMathFFuncs: libm's
 * modf and sincos); Truncate, DateTime.AddDays and TimeSpan's conversions reach ModF. */

static void math_modf(Thread *thread, Slot *args, Slot *result) {
    result[0].r8 = modf(args[0].r8, (double *)args[1].p);
}

static void mathf_modf(Thread *thread, Slot *args, Slot *result) {
    result[0].r8 = 0;
    result[0].r4 = modff(args[0].r4, (float *)args[1].p);
}

static void math_sincos(Thread *thread, Slot *args, Slot *result) {
    double x = args[0].r8;
    *(double *)args[1].p = sin(x);
    *(double *)args[2].p = cos(x);
}

static void mathf_sincos(Thread *thread, Slot *args, Slot *result) {
    float x = args[0].r4;
    *(float *)args[1].p = sinf(x);
    *(float *)args[2].p = cosf(x);
}

const InternalCallEntry coreclr_globalization_fcalls[] = {
    {"System.Math::ModF(double,double*)", math_modf},
    {"System.MathF::ModF(float,float*)", mathf_modf},
    {"System.Math::SinCos(double,double*,double*)", math_sincos},
    {"System.MathF::SinCos(float,float*,float*)", mathf_sincos},
    {NULL, NULL},
};

/* ---- QCalls ------------------------------------------------------------------------------ */

/* ObjectNative_AllocateUninitializedClone(ObjectHandleOnStack o): Object.MemberwiseClone's
 * allocation (CultureData/NumberFormatInfo/DateTimeFormatInfo clones reach it).  CoreCLR
 * allocates an object of o's type and size and the managed caller copies the fields; corvid's
 * embedded clone copies them already (the lengths an array or string needs are then right
 * before any collection sees the object), and the managed copy writes the same bytes again. */
static void qcall_allocate_uninitialized_clone(Thread *thread, Slot *args, Slot *result) {
    static InternalCallFunction clone;
    Object **handle = args[0].p;
    if (!handle || !*handle) {
        vm_throw_null_reference(thread);
        return;
    }
    if (!clone) clone = vm_find_embedded_internal_call("System.Object::MemberwiseClone()");
    if (!clone) abort(); /* corvid's own registry lacks it: a build error, not a program's */
    Slot in[1] = {{.o = *handle}}, out[1] = {{0}};
    clone(thread, in, out);
    if (out[0].o) vm_store_reference(handle, out[0].o);
}

const InternalCallEntry coreclr_globalization_qcalls[] = {
    {"ObjectNative_AllocateUninitializedClone", qcall_allocate_uninitialized_clone},
    {NULL, NULL},
};
