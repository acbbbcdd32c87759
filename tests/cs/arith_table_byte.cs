using System;
// Arithmetic table for byte: every operator on every pair of sample values.
class Program {
    static byte[] Vals = { unchecked((byte)(0)), unchecked((byte)(1)), unchecked((byte)(7)), unchecked((byte)(13)), unchecked((byte)(200)), unchecked((byte)(byte.MaxValue)), unchecked((byte)(0x80)) };
    static string Op(string op, byte a, byte b) {
        try {
            switch (op) {
                case "+": return unchecked((byte)(a + b)).ToString();
                case "-": return unchecked((byte)(a - b)).ToString();
                case "*": return unchecked((byte)(a * b)).ToString();
                case "/": return (a / b).ToString();
                case "%": return (a % b).ToString();
                case "&": return (a & b).ToString();
                case "|": return (a | b).ToString();
                case "^": return (a ^ b).ToString();
                case "<": return (a < b) ? "T" : "F";
                case "==": return (a == b) ? "T" : "F";
                case "+ovf": return checked((byte)(a + b)).ToString();
                case "*ovf": return checked((byte)(a * b)).ToString();
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
            foreach (byte a in Vals) foreach (byte b in Vals) sb.Append(' ').Append(Op(op, a, b));
            Console.WriteLine(sb.ToString());
        }
        byte acc = 1;
        for (int i = 0; i < 100; i++) acc = unchecked((byte)(acc * 3 + (byte)i));
        Console.WriteLine("acc " + acc + " shifts " + (acc << 3) + " " + (acc >> 2) + " neg " + unchecked((byte)(0 - acc)) + " not " + (~acc));
        return 0;
    }
}
