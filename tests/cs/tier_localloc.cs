// mcs: -unsafe
// localloc (stackalloc) in compiled code: Tier1 methods take it from the native stack, zeroed;
// OSR code takes it from its interpreter frame, so it outlives an exception that sends the frame
// back to the interpreter.  The methods are called often enough to reach Tier1 in the default
// and tier-up modes; the loops run long enough to reach OSR code.
using System;

static unsafe class Program {
    static int Sum(int n) {
        int* p = stackalloc int[n];
        int zeros = 0;
        for (int i = 0; i < n; i++) if (p[i] == 0) zeros++;
        for (int i = 0; i < n; i++) p[i] = i * i;
        int s = 0;
        for (int i = 0; i < n; i++) s += p[i];
        return s + zeros;
    }

    // A stackalloc per iteration: each is a new block (the stack grows until the method returns).
    static long PerIteration(int rounds) {
        long s = 0;
        for (int r = 0; r < rounds; r++) {
            byte* b = stackalloc byte[16];
            for (int i = 0; i < 16; i++) { s += b[i]; b[i] = (byte)(r + i); }
            s += b[15];
        }
        return s;
    }

    static int Recurse(int depth) {
        long* p = stackalloc long[4];
        p[0] = depth;
        int below = depth > 0 ? Recurse(depth - 1) : 0;
        return (int)p[0] + below + (int)p[1];
    }

    // The block stays valid through a caught exception.
    static string AcrossException(int code) {
        char* text = stackalloc char[8];
        for (int i = 0; i < 8; i++) text[i] = (char)('a' + i + code % 3);
        try { if (code >= 0) throw new InvalidOperationException("x"); }
        catch (InvalidOperationException) { text[0] = '!'; }
        return new string(text, 0, 8);
    }

    // A long loop using a stackalloc'd buffer: reaches OSR code, then an exception deoptimizes
    // the frame and the interpreter goes on with the same buffer.
    static string OsrLoop(int n) {
        long* acc = stackalloc long[8];
        int i = 0;
        try {
            for (i = 0; i < n; i++) {
                acc[i & 7] += i ^ (acc[(i + 1) & 7] >> 3);
                if (i == n - 5) throw new FormatException();
            }
        }
        catch (FormatException) { acc[0] ^= 1; }
        for (; i < n + 3; i++) acc[i & 7] += 1;
        long s = 0;
        for (int k = 0; k < 8; k++) s = s * 31 + acc[k];
        return "osr " + s + " i=" + i;
    }

    // stackalloc inside the OSR-compiled loop itself.
    static long OsrLoopAllocates(int n) {
        long s = 0;
        for (int i = 0; i < n; i++) {
            if ((i & 0xffff) == 0) {
                int* p = stackalloc int[3];
                p[0] = i; p[1] = p[2] + 1;
                s += p[0] + p[1];
            }
            s += i & 3;
        }
        return s;
    }

    // Blocks over 64 KB come from the heap in Tier1 code, as in the interpreter.
    static long Large(int bytes) {
        byte* p = stackalloc byte[bytes];
        long s = 0;
        for (int i = 0; i < bytes; i += 4096) { s += p[i]; p[i] = (byte)i; }
        p[bytes - 1] = 7;
        return s + p[bytes - 1] + p[4096];
    }

    static int Main() {
        long total = 0;
        for (int round = 0; round < 80; round++) {
            total += Sum(round % 17 + 1);
            total += PerIteration(round % 5 + 1);
            total += Recurse(round % 9);
            total += AcrossException(round).Length;
            if (round % 20 == 0) Console.WriteLine(AcrossException(round) + " " + Sum(10) + " " + long.MaxValue + " " + (-round * 1000000007L));
        }
        for (int round = 0; round < 60; round++) total += Large(65536 + round * 4096);
        total += Large(3 << 20);
        Console.WriteLine("total " + total);
        Console.WriteLine(OsrLoop(3000000));
        Console.WriteLine(OsrLoopAllocates(3000000));
        return 0;
    }
}
