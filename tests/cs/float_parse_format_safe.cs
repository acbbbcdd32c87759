using System;
class Program {
    static int Main() {
        string[] inputs = { "1.5", "-2.25", "100", "0.125", "1e3", "-8", "3.75E-2" };
        foreach (string s in inputs) {
            double d = double.Parse(s, System.Globalization.CultureInfo.InvariantCulture);
            Console.WriteLine(s + " -> " + d.ToString("F4") + " " + (d * 2).ToString("F3"));
        }
        double v;
        Console.WriteLine(double.TryParse("abc", out v) + " " + v);
        Console.WriteLine(double.TryParse("42.5", out v) + " " + v);
        Console.WriteLine(1.5.ToString("F0") + " " + 2.5.ToString("F1") + " " + 1234.5678.ToString("F2"));
        Console.WriteLine(0.001.ToString("E2") + " " + 123456.0.ToString("E4") + " " + (-5.5).ToString("E1"));
        Console.WriteLine(1234567.891.ToString("N2") + " " + 0.5.ToString("P0") + " " + 0.123.ToString("P1"));
        Console.WriteLine(3.0.ToString() + " " + 0.25.ToString() + " " + (-17.5).ToString() + " " + 1e21.ToString());
        return 0;
    }
}
