using System;
delegate TOut Transformer<in TIn, out TOut>(TIn x);
delegate void Handler<T>(T item, ref int acc);
class Program {
    static void Each<T>(T[] xs, Handler<T> h, ref int acc) { foreach (var x in xs) h(x, ref acc); }
    static int Main() {
        Transformer<string, int> len = s => s.Length;
        Transformer<object, string> show = o => "[" + o + "]";
        Transformer<string, object> widened = len == null ? null : new Transformer<string, object>(s => (object)len(s));
        Console.WriteLine(len("hello") + " " + show(3) + " " + widened("abc"));
        Transformer<string, string> covariant = show;
        Console.WriteLine(covariant("co"));
        int acc = 0;
        Each(new[] { 1, 2, 3, 4 }, (int x, ref int a) => a += x * x, ref acc);
        Console.WriteLine(acc);
        Each(new[] { "a", "bcd" }, (string s, ref int a) => a += s.Length, ref acc);
        Console.WriteLine(acc);
        return 0;
    }
}
