using System;
class Program {
    static int Main() {
        int bad = 0;
        for (int i = -5000; i <= 5000; i += 3) if (int.Parse(i.ToString()) != i) bad++;
        for (long l = long.MinValue; l < long.MaxValue - (1L << 58); l += 1L << 58) if (long.Parse(l.ToString()) != l) bad++;
        Console.WriteLine("bad " + bad);
        string[] hexes = { "0", "1", "7FFFFFFF", "80000000", "DEADBEEF" };
        foreach (string h in hexes) {
            uint v = Convert.ToUInt32(h, 16);
            Console.WriteLine(h + " -> " + v + " -> " + v.ToString("X"));
        }
        for (int i = 0; i < 5; i++) { double d = i * 0.25; Console.Write(double.Parse(d.ToString(System.Globalization.CultureInfo.InvariantCulture), System.Globalization.CultureInfo.InvariantCulture) + " "); }
        Console.WriteLine();
        Console.WriteLine(Convert.ToString(0x5A, 2) + " " + Convert.ToString(255, 8) + " " + Convert.ToInt32("101101", 2));
        return 0;
    }
}
