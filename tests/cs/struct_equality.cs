using System;
struct Plain { public int A; public int B; }
struct WithRef { public int A; public string S; }
struct Custom : IEquatable<Custom> {
    public int Key; public int Ignored;
    public bool Equals(Custom o) { return Key == o.Key; }
    public override bool Equals(object o) { return o is Custom && Equals((Custom)o); }
    public override int GetHashCode() { return Key; }
}
class Program {
    static int Main() {
        Plain p1 = new Plain { A = 1, B = 2 }, p2 = new Plain { A = 1, B = 2 }, p3 = new Plain { A = 1, B = 3 };
        Console.WriteLine(p1.Equals(p2) + " " + p1.Equals(p3) + " " + p1.Equals((object)p2) + " " + p1.Equals(null));
        WithRef w1 = new WithRef { A = 1, S = "x" }, w2 = new WithRef { A = 1, S = "x" + "" }, w3 = new WithRef { A = 1, S = "y" };
        Console.WriteLine(w1.Equals(w2) + " " + w1.Equals(w3));
        Custom c1 = new Custom { Key = 5, Ignored = 1 }, c2 = new Custom { Key = 5, Ignored = 2 };
        Console.WriteLine(c1.Equals(c2) + " " + c1.GetHashCode() + " " + ((object)c1).Equals(c2));
        var set = new System.Collections.Generic.HashSet<Custom> { c1, c2, new Custom { Key = 6 } };
        Console.WriteLine(set.Count);
        Console.WriteLine(p1.GetHashCode() == p2.GetHashCode());
        Console.WriteLine(Equals(p1, p2) + " " + ReferenceEquals(p1, p1));
        return 0;
    }
}
