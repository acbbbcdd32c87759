using System;
class Program {
    static int Main() {
        Console.WriteLine(true + " " + false + " " + 'x' + " " + (object)null + "|");
        Console.WriteLine(((object)5).ToString() + " " + 5.Equals(5) + " " + "s".ToString());
        Console.WriteLine(0.5f.ToString() + " " + 2.3f.ToString("F1") + " " + (-8f).ToString());
        Console.WriteLine(decimal.One + " " + 1.10m + " " + (-0.5m).ToString("F3") + " " + 1234.5m.ToString("N1"));
        Console.WriteLine(DayOfWeek.Monday.ToString() + " " + DayOfWeek.Monday.ToString("D") + " " + ((DayOfWeek)10).ToString());
        Console.WriteLine(char.MinValue == '\0');
        Console.WriteLine(Guid.Empty.ToString());
        Console.WriteLine(new TimeSpan(1, 2, 3, 4).ToString() + " " + TimeSpan.FromMinutes(90).TotalHours);
        Console.WriteLine(new Version(1, 2, 3).ToString() + " " + Tuple.Create(1, "a"));
        return 0;
    }
}
