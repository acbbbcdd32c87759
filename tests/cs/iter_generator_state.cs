using System;
using System.Collections.Generic;
class Program {
    static IEnumerable<int> Primes() {
        var found = new List<int>();
        for (int n = 2; ; n++) {
            bool isP = true;
            foreach (int p in found) { if (p * p > n) break; if (n % p == 0) { isP = false; break; } }
            if (isP) { found.Add(n); yield return n; }
        }
    }
    static IEnumerable<string> Tokens(string s) {
        int i = 0;
        while (i < s.Length) {
            if (char.IsWhiteSpace(s[i])) { i++; continue; }
            int st = i;
            if (char.IsDigit(s[i])) { while (i < s.Length && char.IsDigit(s[i])) i++; yield return "NUM(" + s.Substring(st, i - st) + ")"; }
            else if (char.IsLetter(s[i])) { while (i < s.Length && char.IsLetterOrDigit(s[i])) i++; yield return "ID(" + s.Substring(st, i - st) + ")"; }
            else { i++; yield return "OP(" + s[st] + ")"; }
        }
    }
    static int Main() {
        int c = 0; var sb = new System.Text.StringBuilder();
        foreach (int p in Primes()) { if (++c > 25) break; sb.Append(p).Append(' '); }
        Console.WriteLine(sb.ToString().Trim());
        Console.WriteLine(string.Join(" ", Tokens("x1 = 42 + foo*(7-y)")));
        var e1 = Primes().GetEnumerator(); var e2 = Primes().GetEnumerator();
        e1.MoveNext(); e1.MoveNext(); e2.MoveNext();
        Console.WriteLine(e1.Current + " " + e2.Current);
        return 0;
    }
}
