using System;
using System.Collections.Generic;
class Program {
    static int Main() {
        var l = new List<int>();
        for (int i = 0; i < 10; i++) l.Add(i * 3 % 7);
        Console.WriteLine(string.Join(",", l) + " count=" + l.Count);
        l.Insert(0, 100); l.InsertRange(2, new[] { -1, -2 });
        Console.WriteLine(string.Join(",", l));
        l.Remove(-1); l.RemoveAt(0); l.RemoveRange(0, 2);
        Console.WriteLine(string.Join(",", l));
        Console.WriteLine(l.IndexOf(6) + " " + l.LastIndexOf(6) + " " + l.Contains(5) + " " + l.Contains(42));
        l.Sort(); Console.WriteLine(string.Join(",", l));
        l.Reverse(); Console.WriteLine(string.Join(",", l));
        Console.WriteLine(string.Join(",", l.GetRange(1, 3)) + " " + l.BinarySearch(3));
        var arr = l.ToArray(); l.Clear();
        Console.WriteLine(arr.Length + " " + l.Count);
        var big = new List<string>(2);
        for (int i = 0; i < 1000; i++) big.Add(i.ToString());
        Console.WriteLine(big.Count + " " + big[999] + " " + (big.Capacity >= 1000));
        try { var x = big[1000]; } catch (ArgumentOutOfRangeException) { Console.WriteLine("ArgumentOutOfRangeException"); }
        try { foreach (var s in big) if (s == "5") big.Add("x"); } catch (InvalidOperationException) { Console.WriteLine("modified during enumeration"); }
        return 0;
    }
}
