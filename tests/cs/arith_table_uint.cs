using System;
// Arithmetic table for uint: every operator on every pair of sample values.
class Program {
    static uint[] Vals = { unchecked((uint)(0)), unchecked((uint)(1)), unchecked((uint)(7)), unchecked((uint)(13)), unchecked((uint)(1000)), unchecked((uint)(uint.MaxValue)), unchecked((uint)(0x80000000)), unchecked((uint)(123456789)) };
    static string Op(string op, uint a, uint b) {
        try {
            switch (op) {
                case "+": return unchecked((uint)(a + b)).ToString();
                case "-": return unchecked((uint)(a - b)).ToString();
                case "*": return unchecked((uint)(a * b)).ToString();
                case "/": return (a / b).ToString();
                case "%": return (a % b).ToString();
                case "&": return (a & b).ToString();
                case "|": return (a | b).ToString();
                case "^": return (a ^ b).ToString();
                case "<": return (a < b) ? "T" : "F";
                case "==": return (a == b) ? "T" : "F";
                case "+ovf": return checked((uint)(a + b)).ToString();
                case "*ovf": return checked((uint)(a * b)).ToString();
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
            foreach (uint a in Vals) foreach (uint b in Vals) sb.Append(' ').Append(Op(op, a, b));
            Console.WriteLine(sb.ToString());
        }
        uint acc = 1;
        for (int i = 0; i < 100; i++) acc = unchecked((uint)(acc * 3 + (uint)i));
        Console.WriteLine("acc " + acc + " shifts " + (acc << 3) + " " + (acc >> 2) + " neg " + unchecked((uint)(0 - acc)) + " not " + (~acc));
        return 0;
    }
}
