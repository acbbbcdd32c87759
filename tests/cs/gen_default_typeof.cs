using System;
using System.Collections.Generic;
struct S { public int A; }
class Program {
    static string D<T>() { T d = default(T); return typeof(T).Name + "=" + (d == null ? "null" : d.ToString()); }
    static bool IsDefault<T>(T x) { return EqualityComparer<T>.Default.Equals(x, default(T)); }
    static int Main() {
        Console.WriteLine(D<int>() + " " + D<string>() + " " + D<double>() + " " + D<bool>() + " " + D<char>().Length);
        Console.WriteLine(D<int?>() + " " + D<S>() + " " + D<object>() + " " + D<long>());
        Console.WriteLine(IsDefault(0) + " " + IsDefault(1) + " " + IsDefault<string>(null) + " " + IsDefault("") + " " + IsDefault(new S()));
        Console.WriteLine(typeof(List<int>).Name + " " + typeof(Dictionary<string, int>).Name + " " + typeof(int[]).Name + " " + typeof(int?).Name);
        Console.WriteLine(typeof(List<>).Name + " " + typeof(KeyValuePair<,>).Name);
        Console.WriteLine(typeof(List<int>) == typeof(List<int>));
        Console.WriteLine(typeof(List<int>) == typeof(List<long>));
        return 0;
    }
}
