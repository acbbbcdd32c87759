// Exceptions on CoreLib: a user exception type thrown through a finally, caught by type; the
// trace goes to Exception._stackTrace (coreclr_exceptions.c).
using System;
using System.Runtime.CompilerServices;
class BusinessException : Exception { public BusinessException(string m) : base(m) {} }
class Program
{
    [MethodImpl(MethodImplOptions.NoInlining)]
    static void Level3(int x) { if (x > 0) throw new BusinessException("level three failed"); }
    [MethodImpl(MethodImplOptions.NoInlining)]
    static void Level2(int x) { try { Level3(x); } finally { Console.WriteLine("finally 2"); } }
    static void Main()
    {
        try { Level2(1); }
        catch (BusinessException e) { Console.WriteLine(e.Message); }
        Console.WriteLine("end");
    }
}
