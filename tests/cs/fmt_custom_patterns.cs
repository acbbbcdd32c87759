using System;
class Program {
    static int Main() {
        Console.WriteLine(1234.5678.ToString("0.00") + " " + 1234.5678.ToString("#,##0.0") + " " + 0.5.ToString("0.###") + " " + 12.0.ToString("0.##"));
        Console.WriteLine(42.ToString("000") + " " + 42.ToString("#") + " " + 0.ToString("#") + "|" + 0.ToString("0"));
        Console.WriteLine((-3.5).ToString("0.0;(0.0);zero") + " " + 3.5.ToString("0.0;(0.0);zero") + " " + 0.0.ToString("0.0;(0.0);zero"));
        Console.WriteLine(1234567.ToString("#,#") + " " + 0.125.ToString("0.00%") + " " + 5.ToString("'#'0"));
        Console.WriteLine(255.ToString("X4") + " " + 1e6.ToString("#,##0") + " " + 7.ToString("00.00"));
        return 0;
    }
}
