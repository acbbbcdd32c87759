using System;
class Program {
    static int[] data = { 10, 20, 30 };
    static ref int At(int i) { return ref data[i]; }
    static ref int Max(ref int a, ref int b) { if (a > b) return ref a; return ref b; }
    static int Main() {
        ref int r = ref At(1);
        r = 99;
        Console.WriteLine(string.Join(",", data));
        At(2) += 5;
        Console.WriteLine(data[2]);
        int x = 3, y = 8;
        Max(ref x, ref y) = 0;
        Console.WriteLine(x + " " + y);
        ref int alias = ref x;
        alias++;
        Console.WriteLine(x);
        return 0;
    }
}
