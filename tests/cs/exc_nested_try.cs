using System;
class Program {
    static string Run(int k) {
        string s = "";
        try {
            s += "a";
            try {
                s += "b";
                if (k == 0) throw new ArgumentException();
                try { s += "c"; if (k == 1) throw new InvalidOperationException(); s += "d"; }
                catch (ArgumentException) { s += "X"; }
                finally { s += "e"; }
                if (k == 2) throw new FormatException();
                s += "f";
            }
            catch (InvalidOperationException) { s += "g"; }
            finally { s += "h"; }
            s += "i";
        }
        catch (ArgumentException) { s += "j"; }
        catch (Exception) { s += "k"; }
        finally { s += "l"; }
        return s;
    }
    static int Main() {
        for (int k = 0; k < 4; k++) Console.WriteLine(k + ": " + Run(k));
        return 0;
    }
}
