using System;
using System.Collections.Generic;
struct Key : IEquatable<Key> { public int A; public string B; public bool Equals(Key o) { return A == o.A && B == o.B; } public override int GetHashCode() { return A ^ (B == null ? 0 : B.Length); } }
class Program {
    static int Main() {
        var d = new Dictionary<Key, int>();
        for (int i = 0; i < 100; i++) d[new Key { A = i % 10, B = "k" + (i % 7) }] = i;
        Console.WriteLine(d.Count);
        Console.WriteLine(d[new Key { A = 3, B = "k3" }] + " " + d.ContainsKey(new Key { A = 3, B = "k4" }));
        var tupleKeys = new Dictionary<Tuple<int, int>, string>();
        tupleKeys[Tuple.Create(1, 2)] = "a"; tupleKeys[Tuple.Create(1, 2)] = "b";
        Console.WriteLine(tupleKeys.Count + " " + tupleKeys[Tuple.Create(1, 2)]);
        var longKeys = new Dictionary<long, int>();
        for (long k = 0; k < 50; k++) longKeys[k << 35] = (int)k;
        Console.WriteLine(longKeys.Count + " " + longKeys[7L << 35]);
        var enumKeys = new Dictionary<DayOfWeek, int> { { DayOfWeek.Monday, 1 }, { DayOfWeek.Friday, 5 } };
        Console.WriteLine(enumKeys[DayOfWeek.Friday]);
        return 0;
    }
}
