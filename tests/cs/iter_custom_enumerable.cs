using System;
using System.Collections;
using System.Collections.Generic;
class Ring<T> : IEnumerable<T> {
    T[] items; int start;
    public Ring(T[] items, int start) { this.items = items; this.start = start; }
    public IEnumerator<T> GetEnumerator() { for (int i = 0; i < items.Length; i++) yield return items[(start + i) % items.Length]; }
    IEnumerator IEnumerable.GetEnumerator() { return GetEnumerator(); }
}
struct StructEnumerable { public int N; public StructEnumerator GetEnumerator() { return new StructEnumerator { N = N, I = -1 }; } }
struct StructEnumerator { public int N, I; public bool MoveNext() { return ++I < N; } public int Current { get { return I * 10; } } }
class Program {
    static int Main() {
        var r = new Ring<string>(new[] { "a", "b", "c", "d" }, 2);
        Console.WriteLine(string.Join("", r));
        foreach (var s in r) Console.Write(s.ToUpper());
        Console.WriteLine();
        foreach (var v in new StructEnumerable { N = 4 }) Console.Write(v + " ");
        Console.WriteLine();
        IEnumerable ne = r;
        int c = 0; foreach (var o in ne) c++;
        Console.WriteLine(c);
        return 0;
    }
}
