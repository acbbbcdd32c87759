using System;
class Program {
    static int Cmp(long a, long b) { if (a < b) return -1; if (a > b) return 1; return 0; }
    static int Main() {
        long[] v = { long.MinValue, -1, 0, 1, long.MaxValue, int.MinValue, (long)int.MaxValue + 1 };
        for (int i = 0; i < v.Length; i++) {
            string line = "";
            for (int j = 0; j < v.Length; j++) line += Cmp(v[i], v[j]) + 1;
            Console.WriteLine(line);
        }
        int a = 3, b = 3;
        Console.WriteLine(a.CompareTo(b) + " " + 3.CompareTo(4) + " " + 4L.CompareTo(3L));
        Console.WriteLine(a.Equals(b) + " " + a.Equals((object)3L) + " " + a.Equals((object)3));
        Console.WriteLine(int.MaxValue.GetHashCode() + " " + 5L.GetHashCode());
        Console.WriteLine(true.CompareTo(false) + " " + 'a'.CompareTo('b'));
        return 0;
    }
}
