using System;
class Program {
    static int Ackermann(int m, int n) {
        if (m == 0) return n + 1;
        if (n == 0) return Ackermann(m - 1, 1);
        return Ackermann(m - 1, Ackermann(m, n - 1));
    }
    static int Tak(int x, int y, int z) { return y < x ? Tak(Tak(x - 1, y, z), Tak(y - 1, z, x), Tak(z - 1, x, y)) : z; }
    static bool IsEven(int n) { return n == 0 ? true : IsOdd(n - 1); }
    static bool IsOdd(int n) { return n == 0 ? false : IsEven(n - 1); }
    static int Hanoi(int n, int from, int to, int via) {
        if (n == 0) return 0;
        return Hanoi(n - 1, from, via, to) + 1 + Hanoi(n - 1, via, to, from);
    }
    static int Main() {
        Console.WriteLine(Ackermann(2, 3) + " " + Ackermann(3, 3));
        Console.WriteLine(Tak(18, 12, 6));
        Console.WriteLine(IsEven(1000) + " " + IsOdd(777) + " " + IsEven(5));
        Console.WriteLine(Hanoi(16, 1, 3, 2));
        int depth = Depth(0, 5000);
        Console.WriteLine("depth " + depth);
        return 0;
    }
    static int Depth(int d, int max) { return d == max ? d : Depth(d + 1, max); }
}
