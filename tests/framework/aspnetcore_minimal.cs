// skip-modes: tier1
// framework-reference: Microsoft.AspNetCore.App
// (tier1: DOTNET_TieredCompilation=0 compiles all of ASP.NET Core's start-up, past the unit test's budget)
// An ASP.NET Core minimal API on Kestrel, asked over loopback by HttpClient in the same process:
// route parameters, a JSON result, an endpoint that throws (500) and an unknown path (404).
using System;
using System.Linq;
using System.Net.Http;
using System.Threading.Tasks;
using Microsoft.AspNetCore.Builder;
using Microsoft.AspNetCore.Hosting;
using Microsoft.AspNetCore.Http;
using Microsoft.Extensions.Logging;

static class Program
{
    static async Task<int> Main()
    {
        var builder = WebApplication.CreateBuilder();
        builder.Logging.ClearProviders();
        builder.WebHost.UseUrls("http://127.0.0.1:0");
        var app = builder.Build();
        app.MapGet("/", () => "Hello World!");
        app.MapGet("/add/{a:int}/{b:int}", (int a, int b) => Results.Ok(new { sum = a + b, product = a * b }));
        app.MapGet("/boom", string () => throw new InvalidOperationException("boom"));
        await app.StartAsync();
        using var client = new HttpClient { BaseAddress = new Uri(app.Urls.First()) };
        Console.WriteLine(await client.GetStringAsync("/"));
        Console.WriteLine(await client.GetStringAsync("/add/2/40"));
        Console.WriteLine((int)(await client.GetAsync("/boom")).StatusCode);
        Console.WriteLine((int)(await client.GetAsync("/no/such/path")).StatusCode);
        await app.StopAsync();
        return 4;
    }
}
