using System;
class Config {
    public static readonly string Name = "cfg";
    public const int Version = 3;
    public static int[] Table = BuildTable();
    public static int Counter;
    static int[] BuildTable() { var t = new int[5]; for (int i = 0; i < 5; i++) t[i] = i * Version; return t; }
}
class Program {
    static int instanceCount;
    int id = ++instanceCount;
    static long bigStatic = 1L << 50;
    static double dStatic = 0.125;
    [ThreadStatic] static int tls;
    static int Main() {
        Console.WriteLine(Config.Name + " " + Config.Version + " " + string.Join(",", Config.Table));
        Config.Counter += 5; Config.Counter *= 2;
        Console.WriteLine(Config.Counter);
        var a = new Program(); var b = new Program();
        Console.WriteLine(a.id + " " + b.id + " " + instanceCount);
        Console.WriteLine(bigStatic + " " + dStatic);
        tls = 9; tls++;
        Console.WriteLine(tls);
        return 0;
    }
}
