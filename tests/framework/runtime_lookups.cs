// What MSBuild asked of the runtime before `corvid MSBuild.dll` could build a project:
// Assembly.GetExecutingAssembly / GetCallingAssembly and Type.GetType(name) resolving through the
// caller (a StackCrawlMark), Type.GetType with ignoreCase (nested types too),
// Assembly.GetExportedTypes, FileLoadException's HRESULT messages, and custom attributes whose
// named arguments are enums of another assembly.
using System;
using System.IO;
using System.Linq;
using System.Reflection;
using System.Runtime.CompilerServices;
using System.Text.Json.Serialization;

public class Outer { public class Inner { } internal class Hidden { } }
internal class NotExported { }

class Model
{
    [JsonIgnore(Condition = JsonIgnoreCondition.WhenWritingNull)] public string? Name { get; set; }
    [JsonPropertyName("x")] public int X { get; set; }
}

static class Program
{
    [MethodImpl(MethodImplOptions.NoInlining)]
    static string Calling() => Assembly.GetCallingAssembly().GetName().Name + "/" + Assembly.GetExecutingAssembly().GetName().Name;

    static void Main()
    {
        Console.WriteLine(Assembly.GetExecutingAssembly().GetName().Name);
        Console.WriteLine(Assembly.GetCallingAssembly().GetName().Name);
        Console.WriteLine(Calling());
        Func<string> lambda = () => Assembly.GetExecutingAssembly().GetName().Name!;
        Console.WriteLine(lambda());

        Console.WriteLine(Type.GetType("Outer+Inner")?.FullName ?? "null");
        Console.WriteLine(Type.GetType("outer+INNER", false, true)?.FullName ?? "null");
        Console.WriteLine(Type.GetType("SYSTEM.int32", false, true)?.FullName ?? "null");
        Console.WriteLine(Type.GetType("system.int32", false, false)?.FullName ?? "null");
        Console.WriteLine(Type.GetType("model", false, true)?.FullName ?? "null");

        Console.WriteLine(string.Join(",", typeof(Program).Assembly.GetExportedTypes().Select(t => t.FullName).OrderBy(n => n)));
        Console.WriteLine(typeof(JsonIgnoreAttribute).Assembly.ExportedTypes.Count() > 50);

        foreach (int hr in new[] { unchecked((int)0x80070002), unchecked((int)0x80131040), unchecked((int)0x80004005), 0x1234 })
            Console.WriteLine(new FileLoadException(null, "Some.Assembly") { }.Message.Length > 0 ? Format(hr) : "");
        Console.WriteLine(new FileNotFoundException(null, "Missing.dll").Message.TrimEnd());
        Console.WriteLine(new FileNotFoundException().Message);

        foreach (var p in typeof(Model).GetProperties().OrderBy(p => p.Name))
            foreach (var a in p.GetCustomAttributes(true))
                Console.WriteLine(p.Name + ": " + a.GetType().Name + (a is JsonIgnoreAttribute j ? " " + j.Condition : ""));
        Console.WriteLine(typeof(Model).GetProperty("Name")!.GetCustomAttributesData().Single());
    }

    static string Format(int hr)
    {
        var format = typeof(FileLoadException).GetMethod("FormatFileLoadExceptionMessage", BindingFlags.NonPublic | BindingFlags.Static);
        return format == null ? "no FormatFileLoadExceptionMessage" : ((string)format.Invoke(null, new object?[] { "Some.Assembly", hr })!).TrimEnd();
    }
}
