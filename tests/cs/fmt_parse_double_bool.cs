using System;
using System.Globalization;
class Program {
    static int Main() {
        string[] ds = { "1.5", "-0.25", "1e3", "2.5E-2", "  7  ", "abc", "1,5", "Infinity", "NaN", ".5", "5." };
        foreach (string s in ds) {
            double v;
            bool ok = double.TryParse(s, NumberStyles.Float, CultureInfo.InvariantCulture, out v);
            Console.WriteLine("[" + s + "] " + ok + " " + (ok ? v.ToString("F4") : "-"));
        }
        string[] bs = { "true", "False", "TRUE", " true ", "yes", "0", "" };
        foreach (string s in bs) { bool b; bool ok = bool.TryParse(s, out b); Console.WriteLine("[" + s + "] " + ok + " " + b); }
        Console.WriteLine(bool.Parse("True") + " " + true.ToString() + " " + false.ToString());
        try { bool.Parse("nope"); } catch (FormatException) { Console.WriteLine("FormatException"); }
        try { double.Parse("x", CultureInfo.InvariantCulture); } catch (FormatException) { Console.WriteLine("double FormatException"); }
        Console.WriteLine(float.Parse("0.5", CultureInfo.InvariantCulture) * 4);
        return 0;
    }
}
