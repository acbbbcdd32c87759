// Run by tests/unit/test_jit_derived_pointer.c in Tier1 code (DOTNET_TieredCompilation=0) under
// GC stress: the loop reads gs[i % 3] and the array is not used after it.  Loop strength
// reduction turned that address into a pointer walking on past the array (gs + 24 + 8 * i),
// with nothing left pointing into the array itself, so the conservative scan of the compiled
// frame let a collection move it and the loop read freed memory (a crash, or a wrong count).
using System;
interface IGreeter { string Greet(string n); }
class A : IGreeter { public string Greet(string n) { return "a" + n; } }
class B : IGreeter { public string Greet(string n) { return "bb" + n; } }
class C : IGreeter { public string Greet(string n) { return "ccc" + n; } }
class Program {
    static int Main() {
        int total = 0;
        for (int r = 0; r < 5; r++) {
            IGreeter[] gs = { new A(), new B(), new C() };
            int n = 0;
            for (int i = 0; i < 300000; i++) n += gs[i % 3].Greet("").Length;
            total += n;
        }
        Console.WriteLine(total);
        return total == 3000000 ? 0 : 1;
    }
}
