using System;
// Arithmetic table for ulong: every operator on every pair of sample values.
class Program {
    static ulong[] Vals = { unchecked((ulong)(0)), unchecked((ulong)(1)), unchecked((ulong)(7)), unchecked((ulong)(13)), unchecked((ulong)(1UL << 40)), unchecked((ulong)(ulong.MaxValue)), unchecked((ulong)(0x8000000000000000)), unchecked((ulong)(12345678901234567890)) };
    static string Op(string op, ulong a, ulong b) {
        try {
            switch (op) {
                case "+": return unchecked((ulong)(a + b)).ToString();
                case "-": return unchecked((ulong)(a - b)).ToString();
                case "*": return unchecked((ulong)(a * b)).ToString();
                case "/": return (a / b).ToString();
                case "%": return (a % b).ToString();
                case "&": return (a & b).ToString();
                case "|": return (a | b).ToString();
                case "^": return (a ^ b).ToString();
                case "<": return (a < b) ? "T" : "F";
                case "==": return (a == b) ? "T" : "F";
                case "+ovf": return checked((ulong)(a + b)).ToString();
                case "*ovf": return checked((ulong)(a * b)).ToString();
            }
        } catch (DivideByZeroException) { return "DBZ"; }
        catch (OverflowException) { return "OVF"; }
        return "?";
    }
    static int Main() {
        string[] ops = { "+", "-", "*", "/", "%", "&", "|", "^", "<", "==", "+ovf", "*ovf" };
        foreach (string op in ops) {
            var sb = new System.Text.StringBuilder();
            sb.Append(op).Append(':');
            foreach (ulong a in Vals) foreach (ulong b in Vals) sb.Append(' ').Append(Op(op, a, b));
            Console.WriteLine(sb.ToString());
        }
        ulong acc = 1;
        for (int i = 0; i < 100; i++) acc = unchecked((ulong)(acc * 3 + (ulong)i));
        Console.WriteLine("acc " + acc + " shifts " + (acc << 3) + " " + (acc >> 2) + " neg " + unchecked((ulong)(0 - acc)) + " not " + (~acc));
        return 0;
    }
}
