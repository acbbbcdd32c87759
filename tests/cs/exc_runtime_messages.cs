using System;
class Program {
    static void Run(string name, Action a) {
        try { a(); Console.WriteLine(name + ": no exception"); }
        catch (Exception e) { Console.WriteLine(name + ": " + e.GetType().FullName); }
    }
    static int Main() {
        object o = null; int[] arr = new int[2]; object s = "str"; int zero = 0; int big = int.MaxValue;
        Run("null deref", () => o.ToString());
        Run("index", () => { arr[5] = 1; });
        Run("cast", () => { int x = (int)s; });
        Run("div zero", () => { int x = 5 / zero; });
        Run("overflow", () => { int x = checked(big + 1); });
        Run("arg null", () => { throw new ArgumentNullException("p"); });
        Run("arg range", () => new System.Collections.Generic.List<int>()[3].ToString());
        Run("key", () => new System.Collections.Generic.Dictionary<int, int>()[1].ToString());
        Run("invalid op", () => new System.Collections.Generic.Stack<int>().Pop());
        Run("format", () => int.Parse("zz"));
        Run("not supported", () => ((System.Collections.Generic.ICollection<int>)new int[1]).Add(1));
        Run("array type", () => { object[] a = new string[1]; a[0] = 1; });
        return 0;
    }
}
