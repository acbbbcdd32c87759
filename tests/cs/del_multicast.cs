using System;
class Program {
    static string log = "";
    static void A(int x) { log += "A" + x; }
    static void B(int x) { log += "B" + x; }
    static void C(int x) { log += "C" + x; }
    static int Main() {
        Action<int> d = A;
        d += B; d += C; d += A;
        d(1); Console.WriteLine(log); log = "";
        d -= A;
        d(2); Console.WriteLine(log); log = "";
        d -= B;
        d(3); Console.WriteLine(log); log = "";
        Console.WriteLine(d.GetInvocationList().Length);
        d -= C; d -= A;
        Console.WriteLine(d == null);
        Action<int> e = (Action<int>)Delegate.Combine(new Action<int>(C), new Action<int>(B));
        e(4); Console.WriteLine(log); log = "";
        Func<int> f = () => 1;
        f += () => 2; f += () => 3;
        Console.WriteLine(f());
        Action<int> ab = A; ab += B;
        Action<int> big = ab; big += ab; big -= ab;
        big(5); Console.WriteLine(log);
        return 0;
    }
}
