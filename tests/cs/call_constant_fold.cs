// A static method whose body is only `ldc.i4 N; ret` is folded into its call sites (as CoreCLR
// folds IsSupported / IsHardwareAccelerated): the value is the same in every tier, the class
// constructor still runs before the first such call, and instance or virtual ones stay calls.
using System;

class Config {
    static Config() { Console.WriteLine("Config cctor"); }
    public static bool Enabled() { return false; }
    public static int Level() { return 7; }
    public static int Big() { return -100; }
}

class NoCctor {
    public static bool Yes() { return true; }
    public static sbyte Minus() { return -1; }
}

class Base { public virtual bool Flag() { return false; } }
class Derived : Base { public override bool Flag() { return true; } }

static class Program {
    static int Work(int n) {
        int s = 0;
        for (int i = 0; i < n; i++) {
            if (Config.Enabled()) s += 1000;   // dead branch once folded
            else if (NoCctor.Yes()) s += Config.Level();
            s += NoCctor.Minus();
        }
        return s;
    }

    static int Main() {
        Console.WriteLine("before");
        Console.WriteLine(Work(3));
        Console.WriteLine(Config.Big() + " " + NoCctor.Yes() + " " + (int)NoCctor.Minus());
        Base b = new Derived();
        Console.WriteLine(b.Flag());
        long total = 0;
        for (int round = 0; round < 300; round++) total += Work(100);
        Console.WriteLine(total);
        return 0;
    }
}
