// Interlocked on CoreLib: the generic Exchange<T> / CompareExchange<T> (no class constraint since
// .NET 9) over bool, enums of every size, char, floats, IntPtr and references, the byte and ushort
// overloads (next to other fields, which must keep their values), a struct (NotSupportedException);
// and CancellationTokenSource, whose registration lock is an Interlocked.Exchange of a bool.
using System;
using System.Threading;

enum Small : byte { A, B = 200 }
enum Wide : long { X = 1, Y = 1L << 40 }
enum Plain { P = 3, Q = -7 }
struct Pair { public int a, b; }

class Flags
{
    public bool flag;
    public byte small = 250;
    public ushort half = 65000;
    public Small e8;
    public object after = "kept";
}

class Program
{
    static Wide wide;
    static Plain plain;
    static char c = 'a';
    static float f = 1.5f;
    static double d = 2.5;
    static IntPtr ip = (IntPtr)5;
    static string s = "x";
    static Pair pair;

    static void Main()
    {
        var o = new Flags();
        Console.WriteLine(Interlocked.Exchange(ref o.flag, true) + " " + o.flag + " " + Interlocked.CompareExchange(ref o.flag, false, true) + " " + o.flag);
        Console.WriteLine(Interlocked.Exchange(ref o.small, (byte)7) + " " + o.small + " " + Interlocked.CompareExchange(ref o.small, (byte)1, (byte)3) + " " + o.small);
        Console.WriteLine(Interlocked.Exchange(ref o.half, (ushort)9) + " " + o.half + " " + Interlocked.CompareExchange(ref o.half, (ushort)65535, (ushort)9) + " " + o.half);
        Console.WriteLine(Interlocked.Exchange(ref o.e8, Small.B) + " " + o.e8 + " " + Interlocked.CompareExchange(ref o.e8, Small.A, Small.B) + " " + o.e8);
        Console.WriteLine(o.after + " " + o.flag + " " + o.small + " " + o.half);
        Console.WriteLine(Interlocked.Exchange(ref wide, Wide.Y) + " " + wide + " " + Interlocked.CompareExchange(ref wide, Wide.X, Wide.Y) + " " + wide);
        Console.WriteLine(Interlocked.Exchange(ref plain, Plain.Q) + " " + plain + " " + Interlocked.CompareExchange(ref plain, Plain.P, Plain.P) + " " + plain);
        Console.WriteLine(Interlocked.Exchange<char>(ref c, 'z') + " " + c + " " + Interlocked.CompareExchange<char>(ref c, 'q', 'z') + " " + c);
        Console.WriteLine(Interlocked.Exchange<float>(ref f, 3.25f) + " " + f + " " + Interlocked.CompareExchange<float>(ref f, 9f, 3.25f) + " " + f);
        Console.WriteLine(Interlocked.Exchange<double>(ref d, 7.5) + " " + d + " " + Interlocked.CompareExchange<double>(ref d, 1, 0) + " " + d);
        Console.WriteLine(Interlocked.Exchange<IntPtr>(ref ip, (IntPtr)9) + " " + ip + " " + Interlocked.CompareExchange<IntPtr>(ref ip, (IntPtr)1, (IntPtr)9) + " " + ip);
        Console.WriteLine(Interlocked.Exchange(ref s, "y") + " " + s + " " + Interlocked.CompareExchange(ref s, "z", "y") + " " + s);
        var bytes = new byte[8];
        bytes[3] = 9;
        Console.WriteLine(Interlocked.Exchange(ref bytes[2], (byte)77) + " " + string.Join(",", bytes));
        try { Interlocked.Exchange(ref pair, new Pair()); }
        catch (NotSupportedException e) { Console.WriteLine("struct " + e.GetType().Name); }

        var cts = new CancellationTokenSource();
        string order = "";
        cts.Token.Register(() => order += "first ");
        var removed = cts.Token.Register(() => order += "removed ");
        cts.Token.Register(state => order += (string)state, "third");
        removed.Dispose();
        cts.Cancel();
        Console.WriteLine(order);
        var timed = new CancellationTokenSource();
        var fired = new ManualResetEventSlim();
        timed.Token.Register(() => fired.Set());
        timed.CancelAfter(20);
        Console.WriteLine("cancel after " + fired.Wait(5000));
    }
}
