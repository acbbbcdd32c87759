using System;
class Program {
    static void T(string what, Func<string> f) {
        try { Console.WriteLine(what + " -> [" + f() + "]"); }
        catch (ArgumentOutOfRangeException e) { Console.WriteLine(what + " -> ArgumentOutOfRangeException " + e.ParamName); }
        catch (ArgumentNullException e) { Console.WriteLine(what + " -> ArgumentNullException " + e.ParamName); }
        catch (ArgumentException e) { Console.WriteLine(what + " -> ArgumentException"); }
    }
    static int Main() {
        string s = "corvid";
        T("Substring(6)", () => s.Substring(6));
        T("Substring(7)", () => s.Substring(7));
        T("Substring(2,4)", () => s.Substring(2, 4));
        T("Substring(2,5)", () => s.Substring(2, 5));
        T("Substring(-1)", () => s.Substring(-1));
        T("Remove(10)", () => s.Remove(10));
        T("Insert(null)", () => s.Insert(0, null));
        T("PadLeft(-1)", () => s.PadLeft(-1));
        T("Replace empty", () => s.Replace("", "x"));
        T("new string(c,-1)", () => new string('c', -1));
        T("IndexOf start", () => s.IndexOf('c', 10).ToString());
        return 0;
    }
}
