// skip-modes: tier1 (it compiles every method of System.Text.Json, Regex and LINQ first: ~50 s of LLVM here)
// The framework's own users of DynamicMethod now that RuntimeFeature.IsDynamicCodeSupported is
// true: compiled expression trees (closures, member access, loops), reflection invoke after its
// first calls (CoreLib's emitted invokers), System.Text.Json's emitted member accessors, and
// RegexOptions.Compiled.
using System;
using System.Collections.Generic;
using System.Linq;
using System.Linq.Expressions;
using System.Reflection;
using System.Runtime.CompilerServices;
using System.Text.Json;
using System.Text.RegularExpressions;

public class Account
{
    public string Owner { get; set; } = "";
    public decimal Balance { get; set; }
    public List<string> Tags { get; set; } = new();
    public int Deposit(int amount) { Balance += amount; return (int)Balance; }
    private string Hidden() => "hidden " + Owner;
}

public record Reading(string Sensor, double Value, DateTime At);

static class Program
{
    static int Main()
    {
        Console.WriteLine($"dynamic code: {RuntimeFeature.IsDynamicCodeSupported} {RuntimeFeature.IsDynamicCodeCompiled}");

        int captured = 10;
        Expression<Func<int, int>> square = x => x * x + captured;
        var squareFn = square.Compile();
        Console.WriteLine($"expr {squareFn(5)} {squareFn(6)}");
        var account = Expression.Parameter(typeof(Account), "a");
        var owner = Expression.Lambda<Func<Account, string>>(Expression.Call(Expression.Property(account, "Owner"), typeof(string).GetMethod("ToUpperInvariant")), account).Compile();
        Console.WriteLine($"expr member {owner(new Account { Owner = "ada" })}");
        var n = Expression.Parameter(typeof(int), "n");
        var result = Expression.Variable(typeof(long), "result");
        var exit = Expression.Label(typeof(long));
        var factorial = Expression.Lambda<Func<int, long>>(Expression.Block(new[] { result },
            Expression.Assign(result, Expression.Constant(1L)),
            Expression.Loop(Expression.IfThenElse(Expression.GreaterThan(n, Expression.Constant(1)),
                Expression.Block(Expression.MultiplyAssign(result, Expression.Convert(n, typeof(long))), Expression.PostDecrementAssign(n)),
                Expression.Break(exit, result)), exit)), n).Compile();
        Console.WriteLine($"expr loop {factorial(20)}");
        var query = Enumerable.Range(1, 20).AsQueryable().Where(x => x % 3 == 0).Select(x => x * 2);
        Console.WriteLine("queryable " + string.Join(",", query));

        var deposit = typeof(Account).GetMethod("Deposit");
        var acct = new Account { Owner = "bob" };
        int last = 0;
        for (int k = 0; k < 40; k++) last = (int)deposit.Invoke(acct, new object[] { k });
        var hidden = typeof(Account).GetMethod("Hidden", BindingFlags.NonPublic | BindingFlags.Instance);
        string secret = "";
        for (int k = 0; k < 5; k++) secret = (string)hidden.Invoke(acct, null);
        var ctor = typeof(Account).GetConstructor(Type.EmptyTypes);
        for (int k = 0; k < 5; k++) ctor.Invoke(null);
        var balance = typeof(Account).GetProperty("Balance");
        for (int k = 0; k < 5; k++) balance.SetValue(acct, (decimal)k * 1.5m);
        Console.WriteLine($"invoke {last} {secret} {balance.GetValue(acct)}");
        try { for (int k = 0; k < 5; k++) deposit.Invoke(null, new object[] { 1 }); }
        catch (TargetException e) { Console.WriteLine("target: " + e.Message); }

        var readings = new List<Reading> { new("t1", 21.5, new DateTime(2026, 12, 7, 6, 0, 0, DateTimeKind.Utc)), new("t2", -3.25, new DateTime(2026, 1, 2, 3, 4, 5, DateTimeKind.Utc)) };
        string json = JsonSerializer.Serialize(readings);
        for (int k = 0; k < 5; k++) json = JsonSerializer.Serialize(JsonSerializer.Deserialize<List<Reading>>(json));
        Console.WriteLine(json);
        var accountJson = JsonSerializer.Serialize(new Account { Owner = "cy", Balance = 12.5m, Tags = { "a", "b" } });
        for (int k = 0; k < 5; k++) accountJson = JsonSerializer.Serialize(JsonSerializer.Deserialize<Account>(accountJson));
        Console.WriteLine(accountJson);

        var mail = new Regex(@"(?<user>[a-z]+)@(?<host>[a-z]+)\.(com|org)", RegexOptions.Compiled | RegexOptions.IgnoreCase);
        foreach (Match m in mail.Matches("Ada@Lovelace.org, bob@example.com, nobody@nowhere"))
            Console.WriteLine($"{m.Groups["user"].Value} at {m.Groups["host"].Value}");
        Console.WriteLine(Regex.Replace("2026-12-07", @"(\d+)-(\d+)-(\d+)", "$3/$2/$1", RegexOptions.Compiled));
        return 0;
    }
}
