// OSR code covers the loop nest the frame is in; every way out of it hands the frame back to the
// interpreter (jit_compile.c find_osr_nest): the fall-through after the loop, break, goto, a
// return inside the loop, a `leave` whose finally block is outside the nest, foreach over a
// Dictionary (try/finally around the loop), an exception thrown inside the nest, and a method
// whose loops are entered again on later calls.  Each loop runs long enough to ask for OSR code.
using System;
using System.Collections.Generic;

static class Program {
    static int sink;

    static long Sequence(int n) {
        long a = 0, b = 0, c = 0;
        for (int i = 0; i < n; i++) a += i % 7;          // nest 1, left by the fall-through
        string s = "after1:" + a;
        for (int i = 0; i < n; i++) { b += i ^ (int)a; if (b > 1L << 40) break; } // left by break
        s += " after2:" + b;
        int k = 0;
    again:
        c += k * 3;
        if (++k < n) goto again;                         // a loop made of goto
        Console.WriteLine(s + " after3:" + c);
        return a + b + c;
    }

    static int FindFirst(int[] data, int wanted) {
        for (int r = 0; r < 50; r++)
            for (int i = 0; i < data.Length; i++)
                if (data[i] == wanted && r == 49) return i;  // a return inside the nest
        return -1;
    }

    static long WithFinally(int n) {
        long total = 0;
        int finallies = 0;
        for (int round = 0; round < 3; round++) {
            try {
                for (int i = 0; ; i++) {
                    total += i & 15;
                    if (i == n) break;                       // leave to after the try: finally outside the loop
                }
            } finally {
                finallies++;
            }
            total += finallies;
        }
        return total * 10 + finallies;
    }

    static long Dictionaries(int n) {
        var d = new Dictionary<int, int>();
        for (int i = 0; i < n; i++) d[i % 1000] = i;
        long sum = 0;
        for (int r = 0; r < 200; r++)
            foreach (KeyValuePair<int, int> kv in d) {       // try/finally (Dispose) around the loop
                sum += kv.Key ^ kv.Value;
                if (kv.Key == 998 && r == 199) break;
            }
        int count = 0;
        foreach (var kv in d) count += kv.Value & 1;
        return sum + count;
    }

    static long Throwing(int n) {
        long t = 0;
        try {
            for (int i = 0; i < n; i++) {
                t += i;
                if (i == n - 5) throw new InvalidOperationException("at " + i);
            }
        } catch (InvalidOperationException e) {
            Console.WriteLine("caught " + e.Message);
        }
        for (int i = 0; i < n; i++) t -= i & 3;
        return t;
    }

    static long Repeated(int n) {
        long t = 0;
        for (int i = 0; i < n; i++) t += i * 2;
        sink++;
        for (int j = 0; j < n; j++) t ^= j;
        return t + sink;
    }

    static int Main() {
        Console.WriteLine(Sequence(300000));
        var data = new int[40000];
        for (int i = 0; i < data.Length; i++) data[i] = i * 7 % 40000;
        Console.WriteLine(FindFirst(data, 7 * 3000 % 40000));
        Console.WriteLine(WithFinally(200000));
        Console.WriteLine(Dictionaries(300000));
        Console.WriteLine(Throwing(300000));
        long r = 0;
        for (int call = 0; call < 5; call++) r += Repeated(100000 + call);
        Console.WriteLine(r);
        return 0;
    }
}
