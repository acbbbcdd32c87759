// test_osr_entry's second program: Loop's first call runs long enough to get OSR code and move
// into it; the later calls run 900 iterations, fewer than the 1000 back-edges a frame counts
// before it first asks for OSR code, so only a frame that asks at once (the code version has a
// compiled OSR version, interp.c interp_note_osr_ready) moves into it.
using System;

static class Program {
    static long Loop(int n) {
        long s = 0;
        for (int i = 0; i < n; i++) s += i ^ (s >> 3);
        return s;
    }

    static int Main() {
        long t = Loop(5000000);
        for (int call = 0; call < 20; call++) t += Loop(900);
        Console.WriteLine(t);
        return 0;
    }
}
