/*
 * icall_math.c — System.Math and System.MathF: the transcendental and rounding functions,
 * straight to libm (correctly rounded where glibc is, like CoreCLR on Linux).
 */
#include "vm/icall.h"
#include <math.h>

#define D1(name, fn) static void math_##name(Thread *t, Slot *a, Slot *r) { r[0].r8 = fn(a[0].r8); }
#define D2(name, fn) static void math_##name(Thread *t, Slot *a, Slot *r) { r[0].r8 = fn(a[0].r8, a[1].r8); }
#define F1(name, fn) static void mathf_##name(Thread *t, Slot *a, Slot *r) { r[0].r8 = 0; r[0].r4 = fn(a[0].r4); }
#define F2(name, fn) static void mathf_##name(Thread *t, Slot *a, Slot *r) { r[0].r8 = 0; r[0].r4 = fn(a[0].r4, a[1].r4); }

#define UNARY(X)                                                                                    \
    X(Sqrt, sqrt, sqrtf) X(Sin, sin, sinf) X(Cos, cos, cosf) X(Tan, tan, tanf) X(Asin, asin, asinf)  \
    X(Acos, acos, acosf) X(Atan, atan, atanf) X(Sinh, sinh, sinhf) X(Cosh, cosh, coshf)             \
    X(Tanh, tanh, tanhf) X(Asinh, asinh, asinhf) X(Acosh, acosh, acoshf) X(Atanh, atanh, atanhf)    \
    X(Exp, exp, expf) X(Log, log, logf) X(Log10, log10, log10f) X(Log2, log2, log2f)                \
    X(Cbrt, cbrt, cbrtf) X(Floor, floor, floorf) X(Ceiling, ceil, ceilf) X(Truncate, trunc, truncf)
#define BINARY(X) X(Atan2, atan2, atan2f) X(Pow, pow, powf) X(IEEERemainder, remainder, remainderf)

#define DEF_UNARY(name, d, f) D1(name, d) F1(name, f)
#define DEF_BINARY(name, d, f) D2(name, d) F2(name, f)
UNARY(DEF_UNARY)
BINARY(DEF_BINARY)

static void math_FusedMultiplyAdd(Thread *t, Slot *a, Slot *r) { r[0].r8 = fma(a[0].r8, a[1].r8, a[2].r8); }
static void mathf_FusedMultiplyAdd(Thread *t, Slot *a, Slot *r) {
    r[0].r8 = 0;
    r[0].r4 = fmaf(a[0].r4, a[1].r4, a[2].r4);
}

#define ENTRY_UNARY(name, d, f)                                                                    \
    {"System.Math::" #name "(double)", math_##name}, {"System.MathF::" #name "(float)", mathf_##name},
#define ENTRY_BINARY(name, d, f)                                                                   \
    {"System.Math::" #name "(double,double)", math_##name},                                         \
        {"System.MathF::" #name "(float,float)", mathf_##name},

const InternalCallEntry icall_math_table[] = {
    UNARY(ENTRY_UNARY)
    BINARY(ENTRY_BINARY)
    {"System.Math::FusedMultiplyAdd(double,double,double)", math_FusedMultiplyAdd},
    {"System.MathF::FusedMultiplyAdd(float,float,float)", mathf_FusedMultiplyAdd},
    {NULL, NULL},
};
