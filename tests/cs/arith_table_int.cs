using System;
// Arithmetic table for int: every operator on every pair of sample values.
class Program {
    static int[] Vals = { unchecked((int)(0)), unchecked((int)(1)), unchecked((int)(-1)), unchecked((int)(7)), unchecked((int)(-13)), unchecked((int)(1000)), unchecked((int)(int.MaxValue)), unchecked((int)(int.MinValue)), unchecked((int)(123456789)) };
    static string Op(string op, int a, int b) {
        try {
            switch (op) {
                case "+": return unchecked((int)(a + b)).ToString();
                case "-": return unchecked((int)(a - b)).ToString();
                case "*": return unchecked((int)(a * b)).ToString();
                case "/": return (a / b).ToString();
                case "%": return (a % b).ToString();
                case "&": return (a & b).ToString();
                case "|": return (a | b).ToString();
                case "^": return (a ^ b).ToString();
                case "<": return (a < b) ? "T" : "F";
                case "==": return (a == b) ? "T" : "F";
                case "+ovf": return checked((int)(a + b)).ToString();
                case "*ovf": return checked((int)(a * b)).ToString();
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
            foreach (int a in Vals) foreach (int b in Vals) sb.Append(' ').Append(Op(op, a, b));
            Console.WriteLine(sb.ToString());
        }
        int acc = 1;
        for (int i = 0; i < 100; i++) acc = unchecked((int)(acc * 3 + (int)i));
        Console.WriteLine("acc " + acc + " shifts " + (acc << 3) + " " + (acc >> 2) + " neg " + unchecked((int)(0 - acc)) + " not " + (~acc));
        return 0;
    }
}
