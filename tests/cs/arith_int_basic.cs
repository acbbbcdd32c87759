using System;
class Program {
    static int Add(int a, int b) { return a + b; }
    static int Sub(int a, int b) { return a - b; }
    static int Mul(int a, int b) { return a * b; }
    static int Div(int a, int b) { return a / b; }
    static int Rem(int a, int b) { return a % b; }
    static int Main() {
        int[] xs = { 0, 1, -1, 7, -7, 13, 100, -100, 12345, int.MaxValue, int.MinValue };
        int[] ys = { 1, -1, 2, 3, -3, 7, 10 };
        long sum = 0;
        foreach (int x in xs) {
            foreach (int y in ys) {
                int a = Add(x, y), s = Sub(x, y), m = Mul(x, y);
                int d = (x == int.MinValue && y == -1) ? 0 : Div(x, y);
                int r = (x == int.MinValue && y == -1) ? 0 : Rem(x, y);
                sum += a ^ s ^ m ^ d ^ r;
            }
            Console.WriteLine(x + ": " + Add(x, 3) + " " + Sub(x, 3) + " " + Mul(x, 3) + " " + Div(x, 3) + " " + Rem(x, 3));
        }
        Console.WriteLine("checksum " + sum);
        Console.WriteLine(-7 / 2 + " " + -7 % 2 + " " + 7 / -2 + " " + 7 % -2);
        return 0;
    }
}
