using System;
// Arithmetic table for short: every operator on every pair of sample values.
class Program {
    static short[] Vals = { unchecked((short)(0)), unchecked((short)(1)), unchecked((short)(-1)), unchecked((short)(7)), unchecked((short)(-13)), unchecked((short)(short.MaxValue)), unchecked((short)(short.MinValue)), unchecked((short)(1234)) };
    static string Op(string op, short a, short b) {
        try {
            switch (op) {
                case "+": return unchecked((short)(a + b)).ToString();
                case "-": return unchecked((short)(a - b)).ToString();
                case "*": return unchecked((short)(a * b)).ToString();
                case "/": return (a / b).ToString();
                case "%": return (a % b).ToString();
                case "&": return (a & b).ToString();
                case "|": return (a | b).ToString();
                case "^": return (a ^ b).ToString();
                case "<": return (a < b) ? "T" : "F";
                case "==": return (a == b) ? "T" : "F";
                case "+ovf": return checked((short)(a + b)).ToString();
                case "*ovf": return checked((short)(a * b)).ToString();
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
            foreach (short a in Vals) foreach (short b in Vals) sb.Append(' ').Append(Op(op, a, b));
            Console.WriteLine(sb.ToString());
        }
        short acc = 1;
        for (int i = 0; i < 100; i++) acc = unchecked((short)(acc * 3 + (short)i));
        Console.WriteLine("acc " + acc + " shifts " + (acc << 3) + " " + (acc >> 2) + " neg " + unchecked((short)(0 - acc)) + " not " + (~acc));
        return 0;
    }
}
