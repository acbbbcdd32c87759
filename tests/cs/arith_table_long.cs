using System;
// Arithmetic table for long: every operator on every pair of sample values.
class Program {
    static long[] Vals = { unchecked((long)(0)), unchecked((long)(1)), unchecked((long)(-1)), unchecked((long)(7)), unchecked((long)(-13)), unchecked((long)(1L << 40)), unchecked((long)(long.MaxValue)), unchecked((long)(long.MinValue)), unchecked((long)(-123456789012345)) };
    static string Op(string op, long a, long b) {
        try {
            switch (op) {
                case "+": return unchecked((long)(a + b)).ToString();
                case "-": return unchecked((long)(a - b)).ToString();
                case "*": return unchecked((long)(a * b)).ToString();
                case "/": return (a / b).ToString();
                case "%": return (a % b).ToString();
                case "&": return (a & b).ToString();
                case "|": return (a | b).ToString();
                case "^": return (a ^ b).ToString();
                case "<": return (a < b) ? "T" : "F";
                case "==": return (a == b) ? "T" : "F";
                case "+ovf": return checked((long)(a + b)).ToString();
                case "*ovf": return checked((long)(a * b)).ToString();
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
            foreach (long a in Vals) foreach (long b in Vals) sb.Append(' ').Append(Op(op, a, b));
            Console.WriteLine(sb.ToString());
        }
        long acc = 1;
        for (int i = 0; i < 100; i++) acc = unchecked((long)(acc * 3 + (long)i));
        Console.WriteLine("acc " + acc + " shifts " + (acc << 3) + " " + (acc >> 2) + " neg " + unchecked((long)(0 - acc)) + " not " + (~acc));
        return 0;
    }
}
