using System;
delegate int BinOp(int a, int b);
delegate void Printer(string s);
delegate T Producer<T>();
class Program {
    static int Apply(BinOp op, int a, int b) { return op(a, b); }
    static int Main() {
        BinOp add = delegate (int a, int b) { return a + b; };
        BinOp mul = (a, b) => a * b;
        BinOp sub = delegate (int a, int b) { int r = a - b; return r; };
        Console.WriteLine(Apply(add, 3, 4) + " " + Apply(mul, 3, 4) + " " + Apply(sub, 3, 4));
        Printer p = delegate { Console.WriteLine("ignored args"); };
        p("x");
        Printer q = s => Console.WriteLine("[" + s + "]");
        q("hello");
        Producer<string> ps = () => "produced";
        Producer<int> pi = delegate { return 99; };
        Console.WriteLine(ps() + " " + pi());
        BinOp[] ops = { add, mul, sub, (a, b) => a % b, Math.Max };
        foreach (var op in ops) Console.Write(op(17, 5) + " ");
        Console.WriteLine();
        Console.WriteLine(add.GetType().Name + " " + (add is Delegate) + " " + (add is MulticastDelegate));
        return 0;
    }
}
