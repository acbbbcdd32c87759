// skip-modes: tier1
// (DOTNET_TieredCompilation=0 compiles every System.Linq.Expressions method it reaches: past the unit test's budget)
// What ASP.NET Core's start-up asks of the runtime: the environment block, the entry assembly,
// Assembly.Load by name, NativeLibrary, reflection calls of five or more arguments (their
// argument copies registered with the GC), and ldtoken of a method (expression trees).
using System;
using System.Collections;
using System.Linq;
using System.Linq.Expressions;
using System.Reflection;
using System.Runtime.InteropServices;

class Holder { public int Value; }

static class Program
{
    public static string Five(int a, string b, object c, double d, long e) => $"{a}|{b}|{c}|{d}|{e}";
    public static int Twice(int x) => 2 * x;

    static int Main()
    {
        Environment.SetEnvironmentVariable("CORVID_TEST_VARIABLE", "héllo=wörld");
        IDictionary all = Environment.GetEnvironmentVariables();
        Console.WriteLine(all["CORVID_TEST_VARIABLE"] + " " + (all.Count > 3) + " " + Environment.GetEnvironmentVariable("CORVID_TEST_VARIABLE"));
        Environment.SetEnvironmentVariable("CORVID_TEST_VARIABLE", null);
        Console.WriteLine(Environment.GetEnvironmentVariable("CORVID_TEST_VARIABLE") == null);

        Console.WriteLine(Assembly.GetEntryAssembly()!.GetName().Name);
        Console.WriteLine(Assembly.Load(new AssemblyName("System.Collections")).GetName().Name);
        Console.WriteLine(Assembly.Load("System.Linq").GetType("System.Linq.Enumerable") != null);
        try { Assembly.Load(new AssemblyName("No.Such.Assembly")); } catch (System.IO.FileNotFoundException) { Console.WriteLine("no such assembly"); }

        Console.WriteLine(NativeLibrary.TryLoad("libc", typeof(Program).Assembly, null, out IntPtr libc) + " " + (NativeLibrary.GetExport(libc, "getpid") != IntPtr.Zero));
        Console.WriteLine(NativeLibrary.TryLoad("libcorvid-no-such-library", typeof(Program).Assembly, null, out _) + " " + NativeLibrary.TryGetExport(libc, "corvid_no_such_symbol", out _));
        try { NativeLibrary.Load("libcorvid-no-such-library"); } catch (DllNotFoundException) { Console.WriteLine("DllNotFoundException"); }

        var five = typeof(Program).GetMethod("Five")!;
        for (int i = 0; i < 3; i++)
        {
            object boxed = new string('x', i + 1);
            GC.Collect();
            Console.WriteLine(five.Invoke(null, new object[] { i, "s" + i, boxed, 1.5 * i, 10L * i }));
        }

        Expression<Func<int, int>> expression = x => Twice(x) + 1;
        Console.WriteLine(((MethodCallExpression)((BinaryExpression)expression.Body).Left).Method.Name + " " + expression.Compile()(20));
        int captured = 7; /* a closure: the tree reads the display class's field through ldtoken of a field */
        Expression<Func<int>> closure = () => Twice(captured) + captured;
        Console.WriteLine(((MemberExpression)((BinaryExpression)closure.Body).Right).Member.Name + " " + closure.Compile()());
        var field = typeof(Holder).GetField("Value")!;
        Console.WriteLine(FieldInfo.GetFieldFromHandle(field.FieldHandle).Name + " " + new[] { 1, 2, 3, 4, 5, 6, 7, 8, 9 }.Sum());
        var handle = typeof(Program).GetMethod("Twice")!.MethodHandle;
        Console.WriteLine(MethodBase.GetMethodFromHandle(handle)!.Name);
        return 5;
    }
}
