using System;
struct Celsius { public double D; public Celsius(double d) { D = d; } public static implicit operator Fahrenheit(Celsius c) { return new Fahrenheit(c.D * 9 / 5 + 32); } public override string ToString() { return D + "C"; } }
struct Fahrenheit { public double D; public Fahrenheit(double d) { D = d; } public static explicit operator Celsius(Fahrenheit f) { return new Celsius((f.D - 32) * 5 / 9); } public override string ToString() { return D + "F"; } }
class Meters { public double V; public static implicit operator Meters(int v) { return new Meters { V = v }; } public static explicit operator int(Meters m) { return (int)m.V; } }
class Program {
    static string Show(Fahrenheit f) { return "shown " + f; }
    static int Main() {
        Celsius c = new Celsius(100);
        Fahrenheit f = c;
        Console.WriteLine(c + " -> " + f);
        Console.WriteLine((Celsius)new Fahrenheit(212) + " " + (Celsius)new Fahrenheit(-40));
        Console.WriteLine(Show(new Celsius(0)));
        Meters m = 42;
        Console.WriteLine(m.V + " " + (int)m + " " + ((int)(Meters)7 + 1));
        return 0;
    }
}
