using System;
enum Op { Add, Sub, Mul, Div, Neg }
class Program {
    static int Eval(Op op, int a, int b) {
        switch (op) {
            case Op.Add: return a + b;
            case Op.Sub: return a - b;
            case Op.Mul: return a * b;
            case Op.Div: return b == 0 ? 0 : a / b;
            case Op.Neg: return -a;
        }
        return int.MinValue;
    }
    static string Kind(object o) {
        if (o == null) return "null";
        if (o is int && (int)o > 100) return "big int " + o;
        if (o is int) return "int " + o;
        string s = o as string;
        if (s != null) return "string of " + s.Length;
        int[] arr = o as int[];
        if (arr != null) return "array " + arr.Length;
        return "other " + o.GetType().Name;
    }
    static int Main() {
        foreach (Op op in new[] { Op.Add, Op.Sub, Op.Mul, Op.Div, Op.Neg, (Op)42 })
            Console.WriteLine(op + " " + Eval(op, 17, 5));
        object[] things = { null, 5, 500, "hello", new int[3], 2.5 };
        foreach (object o in things) Console.WriteLine(Kind(o));
        return 0;
    }
}
