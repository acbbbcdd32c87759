// OSR code of a method that calls itself: the recursive call from the OSR version must enter
// the method's normal code (or the interpreter), never the OSR function, whose signature is the
// loop-entry one (a direct call to it crashed).  The outer frame reaches OSR in its loop, then
// recurses; the inner activations run their loops from the start.
using System;

static class Program {
    static long Spin(int n, int depth) {
        long s = depth;
        for (int i = 0; i < n; i++) s += i ^ (s >> 3);
        if (depth > 0) s += Spin(n, depth - 1);
        return s;
    }

    static int Main() {
        Console.WriteLine(Spin(3000000, 1));
        Console.WriteLine(Spin(3000000, 2));
        Console.WriteLine(Spin(1000, 5));
        return 0;
    }
}
