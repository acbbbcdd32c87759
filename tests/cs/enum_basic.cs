using System;
enum Color { Red, Green, Blue }
enum Level { Low = 10, Mid = 20, High = 30 }
class Program {
    static int Main() {
        Color c = Color.Green;
        Console.WriteLine(c + " " + (int)c + " " + Color.Blue + " " + (Color)0);
        Console.WriteLine(Level.Mid + " " + (int)Level.High + " " + (Level)20 + " " + (Level)25);
        Console.WriteLine(c == Color.Green);
        Console.WriteLine(c.CompareTo(Color.Blue) < 0);
        Console.WriteLine(Enum.IsDefined(typeof(Level), 20) + " " + Enum.IsDefined(typeof(Level), 21));
        Console.WriteLine(string.Join(",", Enum.GetNames(typeof(Color))));
        foreach (Level l in Enum.GetValues(typeof(Level))) Console.Write((int)l + " ");
        Console.WriteLine();
        Console.WriteLine((Color)Enum.Parse(typeof(Color), "Blue") + " " + Enum.Parse(typeof(Level), "high", true));
        Color parsed;
        Console.WriteLine(Enum.TryParse("Red", out parsed) + " " + parsed + " " + Enum.TryParse("Purple", out parsed));
        Console.WriteLine(c.GetType().Name + " " + Enum.GetUnderlyingType(typeof(Level)).Name);
        Console.WriteLine(c.ToString("D") + " " + Level.High.ToString("X") + " " + c.GetHashCode());
        return 0;
    }
}
