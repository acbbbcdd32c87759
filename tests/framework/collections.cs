using System;
using System.Collections.Generic;

static class Program
{
    static int Thrower(int x)
    {
        if (x > 2) throw new InvalidOperationException("too big");
        return x;
    }

    static int Main()
    {
        int sum = 0;
        string s = "a";
        for (int i = 0; i < 5; i++) s = s + i;
        sum += s.Length * 1000;                 // "a01234": 6
        var list = new List<int>();
        for (int i = 0; i < 100; i++) list.Add(i);
        foreach (int v in list) sum += v;      // 4950
        var d = new Dictionary<string, int>();
        d["one"] = 1; d["two"] = 2; d["three"] = 3;
        int x;
        if (d.TryGetValue("two", out x)) sum += x * 10000;
        try { Thrower(5); }
        catch (InvalidOperationException e) { sum += e.Message.Length * 100000; }
        return sum % 251;
    }
}
