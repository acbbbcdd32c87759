using System;
// Arithmetic table for sbyte: every operator on every pair of sample values.
class Program {
    static sbyte[] Vals = { unchecked((sbyte)(0)), unchecked((sbyte)(1)), unchecked((sbyte)(-1)), unchecked((sbyte)(7)), unchecked((sbyte)(-13)), unchecked((sbyte)(sbyte.MaxValue)), unchecked((sbyte)(sbyte.MinValue)) };
    static string Op(string op, sbyte a, sbyte b) {
        try {
            switch (op) {
                case "+": return unchecked((sbyte)(a + b)).ToString();
                case "-": return unchecked((sbyte)(a - b)).ToString();
                case "*": return unchecked((sbyte)(a * b)).ToString();
                case "/": return (a / b).ToString();
                case "%": return (a % b).ToString();
                case "&": return (a & b).ToString();
                case "|": return (a | b).ToString();
                case "^": return (a ^ b).ToString();
                case "<": return (a < b) ? "T" : "F";
                case "==": return (a == b) ? "T" : "F";
                case "+ovf": return checked((sbyte)(a + b)).ToString();
                case "*ovf": return checked((sbyte)(a * b)).ToString();
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
            foreach (sbyte a in Vals) foreach (sbyte b in Vals) sb.Append(' ').Append(Op(op, a, b));
            Console.WriteLine(sb.ToString());
        }
        sbyte acc = 1;
        for (int i = 0; i < 100; i++) acc = unchecked((sbyte)(acc * 3 + (sbyte)i));
        Console.WriteLine("acc " + acc + " shifts " + (acc << 3) + " " + (acc >> 2) + " neg " + unchecked((sbyte)(0 - acc)) + " not " + (~acc));
        return 0;
    }
}
