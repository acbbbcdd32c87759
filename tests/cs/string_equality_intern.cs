using System;
class Program {
    static int Main() {
        string a = "hello";
        string b = "hel" + "lo";
        string c = new string(new[] { 'h', 'e', 'l', 'l', 'o' });
        string d = string.Copy(a);
        Console.WriteLine((a == b) + " " + (a == c) + " " + a.Equals(c) + " " + ReferenceEquals(a, b));
        Console.WriteLine(ReferenceEquals(a, c) + " " + ReferenceEquals(a, string.Intern(c)) + " " + ReferenceEquals(a, d));
        object oa = a, oc = c;
        Console.WriteLine((oa == oc) + " " + oa.Equals(oc));
        Console.WriteLine((a.GetHashCode() == c.GetHashCode()) + " " + ("" == string.Empty));
        string n = null;
        Console.WriteLine((n == null) + " " + (n == "x") + " " + string.Equals(n, null) + " " + ("x" + n + "y"));
        try { int len = n.Length; } catch (NullReferenceException) { Console.WriteLine("NullReferenceException"); }
        Console.WriteLine(string.Concat(null, "a", null) + " " + ((string)null + null).Length);
        return 0;
    }
}
