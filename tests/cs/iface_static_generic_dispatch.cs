using System;
interface IOp { int Apply(int a, int b); string Sym { get; } }
class AddOp : IOp { public int Apply(int a, int b) { return a + b; } public string Sym { get { return "+"; } } }
class MulOp : IOp { public int Apply(int a, int b) { return a * b; } public string Sym { get { return "*"; } } }
struct MaxOp : IOp { public int Apply(int a, int b) { return a > b ? a : b; } public string Sym { get { return "max"; } } }
class Program {
    static int Fold<T>(T op, int[] xs) where T : IOp { int acc = xs[0]; for (int i = 1; i < xs.Length; i++) acc = op.Apply(acc, xs[i]); return acc; }
    static int FoldI(IOp op, int[] xs) { int acc = xs[0]; for (int i = 1; i < xs.Length; i++) acc = op.Apply(acc, xs[i]); return acc; }
    static int Main() {
        int[] xs = { 3, 1, 4, 1, 5, 9, 2, 6 };
        Console.WriteLine(Fold(new AddOp(), xs) + " " + Fold(new MulOp(), xs) + " " + Fold(new MaxOp(), xs));
        IOp[] ops = { new AddOp(), new MulOp(), new MaxOp() };
        foreach (var op in ops) Console.WriteLine(op.Sym + " " + FoldI(op, xs));
        return 0;
    }
}
