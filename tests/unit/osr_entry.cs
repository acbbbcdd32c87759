// test_osr_entry's program: Run's first loop is hot enough to ask for OSR code but ends long
// before the background compile does; the frame is then in the second loop nest, which must get
// OSR code of its own and move into it.
using System;

static class Program {
    static double Run(int n, int repeats) {
        var a = new double[n];
        for (int i = 0; i < a.Length; i++) a[i] = i * 0.5;
        double s = 0;
        for (int r = 0; r < repeats; r++)
            for (int i = 0; i < a.Length; i++) s += a[i] * (r & 3);
        return s;
    }

    static int Main() {
        Console.WriteLine(Run(20000, 10000).ToString("F1"));
        return 0;
    }
}
