using System;
class Program {
    static int Main() {
        try {
            try { throw new Exception("first"); }
            finally { throw new Exception("from finally"); }
        } catch (Exception e) { Console.WriteLine("caught: " + e.Message); }
        try {
            try { Console.WriteLine("body ok"); }
            finally { throw new InvalidOperationException("finally only"); }
        } catch (InvalidOperationException e) { Console.WriteLine("caught: " + e.Message); }
        string log = "";
        try {
            try { throw new ArgumentException("A"); }
            catch (ArgumentException) { log += "catchA "; throw new FormatException("B"); }
            finally { log += "finA "; }
        } catch (FormatException e) { log += "catchB:" + e.Message; }
        Console.WriteLine(log);
        try {
            try { throw new Exception("x"); }
            catch (Exception) { try { throw new Exception("y"); } catch (Exception e2) { Console.WriteLine("nested catch " + e2.Message); } throw; }
        } catch (Exception e) { Console.WriteLine("rethrown " + e.Message); }
        return 0;
    }
}
