// typeof(X).IsValueType and typeof(X) == typeof(Y) of types known where the IL names them are
// folded to constants by the transcoder (as CoreCLR's importer folds them); the folding must
// not outlive a join, where either of two types may arrive.
using System;
using System.Collections.Generic;

struct S { public int X; }
enum E { A, B }

class G<T> {
    public static string Query() {
        return typeof(T).IsValueType + " " + (typeof(T) == typeof(int)) + " " + (typeof(T) != typeof(string)) + " " +
               (typeof(T) == typeof(T));
    }
}

static class Program {
    static bool Pick(bool c) { return (c ? typeof(int) : typeof(string)) == typeof(int); }
    static bool PickValue(bool c) { return (c ? typeof(S) : typeof(object)).IsValueType; }

    static int Loop(int n) {
        int hits = 0;
        Type t = typeof(int);
        for (int i = 0; i < n; i++) {
            if (t == typeof(int)) hits++;
            t = (i & 1) == 0 ? typeof(string) : typeof(int);
        }
        return hits;
    }

    static int Main() {
        Console.WriteLine(G<int>.Query());
        Console.WriteLine(G<string>.Query());
        Console.WriteLine(G<S>.Query());
        Console.WriteLine(G<E>.Query());
        Console.WriteLine(G<int?>.Query());
        Console.WriteLine(G<object[]>.Query());
        Console.WriteLine(G<List<int>>.Query());
        Console.WriteLine(Pick(true) + " " + Pick(false) + " " + PickValue(true) + " " + PickValue(false));
        Console.WriteLine(Loop(11) + " " + Loop(10));
        Type a = typeof(int), b = typeof(long);
        Console.WriteLine((a == b) + " " + (a == typeof(int)) + " " + typeof(E).IsValueType + " " + typeof(Enum).IsValueType);
        return 0;
    }
}
