// Large arrays allocated and dropped in a loop: the collector may hand a dead array's memory to
// the next one (src/gc/gc_large.c keeps the mappings), so every new array must still read as
// zeros / nulls in full, whether it is smaller than the dead one, as large, or a little larger.
using System;
class Program {
    static int NonZero(byte[] a) { int n = 0; for (int i = 0; i < a.Length; i++) if (a[i] != 0) n++; return n; }
    static int NonNull(object[] a) { int n = 0; for (int i = 0; i < a.Length; i++) if (a[i] != null) n++; return n; }
    static int Main() {
        int[] sizes = { 1000000, 900000, 1000000, 1003000, 800001, 1004095, 120000, 100000, 2000000, 1700000 };
        int bad = 0; long total = 0;
        for (int round = 0; round < 12; round++) {
            foreach (int size in sizes) {
                var a = new byte[size];
                bad += NonZero(a);
                for (int i = 0; i < a.Length; i++) a[i] = (byte)(i | 1);
                total += a.Length;
                var refs = new object[size / 64];
                bad += NonNull(refs);
                for (int i = 0; i < refs.Length; i++) refs[i] = a;
                var longs = new long[size / 8 + round];
                for (int i = 0; i < longs.Length; i++) if (longs[i] != 0) bad++;
                for (int i = 0; i < longs.Length; i++) longs[i] = -1;
            }
            if (round % 4 == 3) GC.Collect();
        }
        Console.WriteLine("bytes allocated " + total);
        Console.WriteLine("non-zero elements in new arrays " + bad);
        return bad == 0 ? 0 : 1;
    }
}
