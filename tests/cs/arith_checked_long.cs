using System;
class Program {
    static string T(Func<long> f) {
        try { return f().ToString(); }
        catch (OverflowException e) { return "OverflowException"; }
    }
    static string TU(Func<ulong> f) {
        try { return f().ToString(); }
        catch (OverflowException e) { return "OverflowException"; }
    }
    static int Main() {
        long max = long.MaxValue, min = long.MinValue, one = 1;
        Console.WriteLine(T(() => checked(max + one)));
        Console.WriteLine(T(() => checked(min - one)));
        Console.WriteLine(T(() => checked(max * 2)));
        Console.WriteLine(T(() => { long v = 3037000500L; return checked(v * v); }));
        Console.WriteLine(T(() => { long v = 3037000499L; return checked(v * v); }));
        Console.WriteLine(T(() => checked(-min)));
        Console.WriteLine(T(() => checked(min * -one)));
        ulong umax = ulong.MaxValue, uone = 1, zero = 0;
        Console.WriteLine(TU(() => checked(umax + uone)));
        Console.WriteLine(TU(() => checked(zero - uone)));
        Console.WriteLine(TU(() => checked(umax * 2)));
        Console.WriteLine(TU(() => { ulong v = 4294967296UL; return checked(v * (v - 1)); }));
        Console.WriteLine(TU(() => { ulong v = 4294967296UL; return checked(v * v); }));
        uint ua = uint.MaxValue, ub = 1;
        try { uint r = checked(ua + ub); Console.WriteLine(r); } catch (OverflowException) { Console.WriteLine("uint add overflow"); }
        try { uint r = checked(ub - ua); Console.WriteLine(r); } catch (OverflowException) { Console.WriteLine("uint sub overflow"); }
        try { uint r = checked(ua * ub); Console.WriteLine(r); } catch (OverflowException) { Console.WriteLine("uint mul overflow"); }
        return 0;
    }
}
