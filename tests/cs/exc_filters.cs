using System;
class CodeException : Exception { public int Code; public CodeException(int c) : base("code " + c) { Code = c; } }
class Program {
    static string log = "";
    static bool Log(string s) { log += s + " "; return false; }
    static string Handle(int code) {
        try { throw new CodeException(code); }
        catch (CodeException e) when (e.Code < 10) { return "small " + e.Code; }
        catch (CodeException e) when (e.Code < 100) { return "medium " + e.Code; }
        catch (CodeException e) { return "large " + e.Code; }
    }
    static void Nested() {
        try { throw new CodeException(5); }
        finally { log += "finally "; }
    }
    static int Main() {
        Console.WriteLine(Handle(3) + ", " + Handle(50) + ", " + Handle(500));
        try { Nested(); }
        catch (CodeException e) when (Log("filter1")) { Console.WriteLine("wrong"); }
        catch (CodeException e) when (e.Code == 5 && !Log("filter2")) { Console.WriteLine("right handler"); }
        Console.WriteLine(log);
        try {
            try { throw new CodeException(7); }
            catch (CodeException e) when (e.Code == 8) { Console.WriteLine("no"); }
        } catch (Exception e) { Console.WriteLine("outer got " + e.Message); }
        return 0;
    }
}
