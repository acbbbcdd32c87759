// AssemblyLoadContext on corvid: the program's context is Default, LoadFromAssemblyPath and
// LoadFromStream into the default and a custom context, GetLoadContext of what each loaded,
// AppDomain.GetAssemblies and AssemblyLoadContext.Assemblies, a missing file's exception.
// (Roslyn's csc.dll asks GetLoadContext of its own assembly before it compiles anything.)
using System;
using System.IO;
using System.Linq;
using System.Reflection;
using System.Runtime.Loader;

static class Program
{
    static void Main()
    {
        Console.WriteLine(AssemblyLoadContext.GetLoadContext(typeof(Program).Assembly) == AssemblyLoadContext.Default);
        Console.WriteLine(AssemblyLoadContext.Default.Name + " " + AssemblyLoadContext.Default.IsCollectible);
        Console.WriteLine(AssemblyLoadContext.GetLoadContext(typeof(object).Assembly) == AssemblyLoadContext.Default);
        string dir = Path.GetDirectoryName(typeof(object).Assembly.Location)!;

        Assembly http = AssemblyLoadContext.Default.LoadFromAssemblyPath(Path.Combine(dir, "System.Web.HttpUtility.dll"));
        Console.WriteLine(http.GetName().Name + " " + (AssemblyLoadContext.GetLoadContext(http) == AssemblyLoadContext.Default));
        Console.WriteLine(AppDomain.CurrentDomain.GetAssemblies().Any(a => a.GetName().Name == "System.Web.HttpUtility"));
        Console.WriteLine(AppDomain.CurrentDomain.GetAssemblies()[0].GetName().Name);
        Type? utility = http.GetType("System.Web.HttpUtility");
        Console.WriteLine(utility?.GetMethod("UrlEncode", new[] { typeof(string) })?.Invoke(null, new object[] { "a b&c" }));

        var plugins = new AssemblyLoadContext("plugins");
        Console.WriteLine(plugins.Name + " " + plugins.IsCollectible + " " + AssemblyLoadContext.All.Contains(plugins));
        Assembly tar = plugins.LoadFromAssemblyPath(Path.Combine(dir, "System.Formats.Tar.dll"));
        Console.WriteLine(tar.GetName().Name + " in " + AssemblyLoadContext.GetLoadContext(tar)?.Name);
        Console.WriteLine(tar.GetType("System.Formats.Tar.TarEntryType")?.IsEnum);
        Assembly asn1 = plugins.LoadFromStream(new MemoryStream(File.ReadAllBytes(Path.Combine(dir, "System.Formats.Asn1.dll"))));
        Console.WriteLine(asn1.GetName().Name + " in " + AssemblyLoadContext.GetLoadContext(asn1)?.Name);
        Console.WriteLine(string.Join(",", plugins.Assemblies.Select(a => a.GetName().Name).OrderBy(n => n)));

        try { AssemblyLoadContext.Default.LoadFromAssemblyPath(Path.Combine(dir, "No.Such.Assembly.dll")); }
        catch (FileNotFoundException e) { Console.WriteLine(e.GetType().Name); }
        try { AssemblyLoadContext.Default.LoadFromAssemblyPath("relative.dll"); }
        catch (ArgumentException e) { Console.WriteLine(e.GetType().Name); }
    }
}
