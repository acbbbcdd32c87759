using System;
using System.Collections.Generic;
class Program {
    static IEnumerable<R> Map<T, R>(IEnumerable<T> xs, Func<T, R> f) { foreach (var x in xs) yield return f(x); }
    static Func<A, C> Compose<A, B, C>(Func<A, B> f, Func<B, C> g) { return x => g(f(x)); }
    static int Main() {
        Func<int, int> inc = x => x + 1, dbl = x => x * 2;
        var incThenDbl = Compose(inc, dbl);
        var dblThenInc = Compose(dbl, inc);
        Console.WriteLine(incThenDbl(5) + " " + dblThenInc(5));
        Func<int, string> toS = x => "<" + x + ">";
        Console.WriteLine(string.Join("", Map(new[] { 1, 2, 3 }, Compose(dbl, toS))));
        Action<string> print = Console.WriteLine;
        print("via Action");
        Func<string, string, bool> eq = string.Equals;
        Console.WriteLine(eq("a", "a") + " " + eq("a", "b"));
        Predicate<int> even = x => x % 2 == 0;
        Console.WriteLine(even(4) + " " + even(5));
        Comparison<string> byLen = (a, b) => a.Length.CompareTo(b.Length);
        var l = new List<string> { "ccc", "a", "bb" };
        l.Sort(byLen);
        Console.WriteLine(string.Join(",", l));
        Func<int, int, int, int, int, int, int> six = (a, b, c, d, e, f) => a + b + c + d + e + f;
        Console.WriteLine(six(1, 2, 3, 4, 5, 6));
        return 0;
    }
}
