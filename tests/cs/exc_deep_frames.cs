using System;
class Program {
    static int finallies;
    static int Recurse(int n) {
        try {
            if (n == 0) throw new InvalidOperationException("bottom");
            return Recurse(n - 1) + 1;
        } finally { finallies++; }
    }
    static int Plain(int n) { if (n == 0) throw new ArgumentException("plain bottom"); return Plain(n - 1) + 1; }
    static int Main() {
        try { Recurse(500); } catch (InvalidOperationException e) { Console.WriteLine(e.Message + " finallies=" + finallies); }
        try { Plain(2000); } catch (ArgumentException e) { Console.WriteLine(e.Message); }
        int caught = 0;
        for (int i = 0; i < 1000; i++) { try { Plain(i % 20); } catch (ArgumentException) { caught++; } }
        Console.WriteLine("caught " + caught);
        return 0;
    }
}
