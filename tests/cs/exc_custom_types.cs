using System;
class AppError : Exception {
    public int Severity { get; private set; }
    public AppError(string msg, int sev) : base(msg) { Severity = sev; }
}
class DbError : AppError { public string Table; public DbError(string t) : base("db failure on " + t, 5) { Table = t; } }
class Program {
    static void Fail(int which) {
        if (which == 0) throw new AppError("generic", 1);
        if (which == 1) throw new DbError("users");
        throw new AppError("custom message", 9);
    }
    static int Main() {
        for (int i = 0; i < 3; i++) {
            try { Fail(i); }
            catch (DbError e) { Console.WriteLine("DbError " + e.Table + " sev " + e.Severity + " msg " + e.Message); }
            catch (AppError e) { Console.WriteLine("AppError sev " + e.Severity + " msg " + e.Message + " type " + e.GetType().Name); }
        }
        var ex = new AppError("not thrown", 0);
        Console.WriteLine(ex.Message + " " + (ex.InnerException == null) + " " + (ex is Exception));
        Exception def = new Exception();
        Console.WriteLine(def.GetType().FullName);
        return 0;
    }
}
