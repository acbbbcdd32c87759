using System;
class Program {
    static string log = "";
    static bool F(string s, bool r) { log += s + ";"; return r; }
    static void Level3() { try { throw new Exception("deep"); } finally { log += "fin3;"; } }
    static void Level2() { try { Level3(); } catch (Exception) when (F("filter2", false)) { log += "catch2;"; } finally { log += "fin2;"; } }
    static void Level1() { try { Level2(); } catch (Exception) when (F("filter1", true)) { log += "catch1;"; } finally { log += "fin1;"; } }
    static int Main() {
        Level1();
        Console.WriteLine(log);
        log = "";
        try {
            try { throw new ArgumentException("a"); }
            catch (ArgumentException e) when (F("inner-filter", e.Message == "a")) { log += "inner-catch;"; throw new InvalidOperationException("b"); }
            finally { log += "inner-fin;"; }
        }
        catch (InvalidOperationException e) when (F("outer-filter", true)) { log += "outer-catch:" + e.Message + ";"; }
        Console.WriteLine(log);
        return 0;
    }
}
