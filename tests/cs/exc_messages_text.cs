using System;
class Program {
    static int Main() {
        try { throw new ArgumentNullException("param"); } catch (ArgumentNullException e) { Console.WriteLine(e.ParamName); }
        try { throw new ArgumentOutOfRangeException("idx", "custom text"); } catch (ArgumentOutOfRangeException e) { Console.WriteLine(e.ParamName + " " + e.Message.StartsWith("custom text")); }
        try { throw new ArgumentException("msg only"); } catch (ArgumentException e) { Console.WriteLine(e.Message + " " + (e.ParamName == null)); }
        try { throw new InvalidOperationException("state is wrong"); } catch (Exception e) { Console.WriteLine(e.Message); }
        try { throw new Exception("outer", new Exception("inner")); } catch (Exception e) { Console.WriteLine(e.Message + "/" + e.InnerException.Message); }
        try { throw new KeyNotFoundLike("k1"); } catch (Exception e) { Console.WriteLine(e.Message + " " + e.GetType().Name); }
        var data = new Exception("with data");
        Console.WriteLine(data.Message + " " + (data.StackTrace == null));
        return 0;
    }
}
class KeyNotFoundLike : Exception { public KeyNotFoundLike(string k) : base("missing key '" + k + "'") { } }
