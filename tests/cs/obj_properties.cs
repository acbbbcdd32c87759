using System;
class Temperature {
    double celsius;
    public double Celsius { get { return celsius; } set { if (value < -273.15) throw new ArgumentOutOfRangeException("value"); celsius = value; } }
    public double Fahrenheit { get { return celsius * 9 / 5 + 32; } set { celsius = (value - 32) * 5 / 9; } }
    public string Label { get; set; } = "temp";
    public int ReadOnlyAuto { get; } = 17;
    public static int Instances { get; private set; }
    public Temperature() { Instances++; }
}
class Program {
    static int Main() {
        var t = new Temperature();
        t.Celsius = 100;
        Console.WriteLine(t.Fahrenheit + " " + t.Label + " " + t.ReadOnlyAuto);
        t.Fahrenheit = 32;
        Console.WriteLine(t.Celsius);
        t.Label += "!";
        Console.WriteLine(t.Label);
        try { t.Celsius = -300; } catch (ArgumentOutOfRangeException e) { Console.WriteLine("rejected " + e.ParamName); }
        new Temperature(); new Temperature();
        Console.WriteLine(Temperature.Instances);
        t.Celsius += 5;
        Console.WriteLine(t.Celsius);
        return 0;
    }
}
