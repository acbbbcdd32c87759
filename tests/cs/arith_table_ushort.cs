using System;
// Arithmetic table for ushort: every operator on every pair of sample values.
class Program {
    static ushort[] Vals = { unchecked((ushort)(0)), unchecked((ushort)(1)), unchecked((ushort)(7)), unchecked((ushort)(13)), unchecked((ushort)(ushort.MaxValue)), unchecked((ushort)(0x8000)), unchecked((ushort)(1234)) };
    static string Op(string op, ushort a, ushort b) {
        try {
            switch (op) {
                case "+": return unchecked((ushort)(a + b)).ToString();
                case "-": return unchecked((ushort)(a - b)).ToString();
                case "*": return unchecked((ushort)(a * b)).ToString();
                case "/": return (a / b).ToString();
                case "%": return (a % b).ToString();
                case "&": return (a & b).ToString();
                case "|": return (a | b).ToString();
                case "^": return (a ^ b).ToString();
                case "<": return (a < b) ? "T" : "F";
                case "==": return (a == b) ? "T" : "F";
                case "+ovf": return checked((ushort)(a + b)).ToString();
                case "*ovf": return checked((ushort)(a * b)).ToString();
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
            foreach (ushort a in Vals) foreach (ushort b in Vals) sb.Append(' ').Append(Op(op, a, b));
            Console.WriteLine(sb.ToString());
        }
        ushort acc = 1;
        for (int i = 0; i < 100; i++) acc = unchecked((ushort)(acc * 3 + (ushort)i));
        Console.WriteLine("acc " + acc + " shifts " + (acc << 3) + " " + (acc >> 2) + " neg " + unchecked((ushort)(0 - acc)) + " not " + (~acc));
        return 0;
    }
}
