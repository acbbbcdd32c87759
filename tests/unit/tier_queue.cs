// test_tier_queue's program (tests/unit/test_tier_queue.c).  Inlined runs once before the loop
// (an inliner takes only callees that already ran) and in the loop from iteration 20000 on, so it
// is queued for Tier1 just after the loop asked for OSR code, and behind it (OSR requests go
// before loop-free methods); the loop's OSR code inlines it, nothing calls it after that, and its
// queued compile is dropped.  (It calls Leaf: a small leaf itself is never counted,
// interp_internal.h small_leaf.)  Late runs for the first time in the second half of the loop,
// after the OSR code was compiled without it: the OSR code calls it, so it is compiled.
using System;

static class Program {
    static long Leaf(long x) => x ^ 7;
    static long Inlined(long x) => Leaf(x) * 3 + 1;
    static long Late(long x) => (x ^ 5) - 2;

    static int Main() {
        const int n = 300000000;
        long sum = Inlined(-1);
        for (int i = 0; i < n; i++) {
            sum += i & 3;
            if (i >= 20000) sum += Inlined(i);
            if (i >= n / 2) sum += Late(i);
        }
        Console.WriteLine(sum);
        return 0;
    }
}
