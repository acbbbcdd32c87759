using System;
class Sample { public int Field; public string Prop { get; set; } public void Method() { } }
class Program {
    static int Main() {
        int local = 5;
        Console.WriteLine(nameof(local) + " " + nameof(Sample) + " " + nameof(Sample.Field) + " " + nameof(Sample.Prop) + " " + nameof(Sample.Method));
        Console.WriteLine(nameof(System.Console) + " " + nameof(Program.Main));
        Console.WriteLine(Environment.NewLine == "\n");
        Console.Write("no newline");
        Console.Write(Environment.NewLine);
        Console.WriteLine("a{0}b", Environment.NewLine.Length);
        Console.WriteLine();
        Console.WriteLine("{0} {1} {2}", 1, "two", 3.5);
        Console.Write('c'); Console.Write(1); Console.Write(2L); Console.Write(true); Console.Write(0.5); Console.Write((object)null); Console.WriteLine();
        Console.WriteLine(new char[] { 'x', 'y' });
        Console.Out.WriteLine("via Out");
        return 0;
    }
}
