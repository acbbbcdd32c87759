// CoreLib members whose work the runtime does (QCalls): assembly resources, references, entry
// point and modules, type visibility, constraints and interface maps, Marshal.SizeOf/OffsetOf/
// Prelink, uninitialized objects, PrepareMethod and friends, type GUIDs, the current method, an
// exception's target site, Stream's overridden Begin/End checks; P/Invoke binding failures as
// DllNotFoundException and EntryPointNotFoundException.
using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Reflection;
using System.Runtime;
using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
using System.Threading;
using System.Threading.Tasks;

[StructLayout(LayoutKind.Sequential)]
struct Native { public byte A; public int B; public long C; public short D; }

[StructLayout(LayoutKind.Sequential, CharSet = CharSet.Unicode)]
class NativeClass { public int X; [MarshalAs(UnmanagedType.ByValTStr, SizeConst = 8)] public string S; public double Y; }

interface IShape { double Area(); string Name { get; } }
class Square : IShape { public double Side = 2; public double Area() => Side * Side; public string Name => "square"; }
class Explicit : IShape { double IShape.Area() => 1; string IShape.Name => "explicit"; }

class Constrained<T> where T : class, IComparable<T>, new() { }
class Plain { public int Value = 5; public Plain() { Value = 9; } }

internal class Hidden { public class Inner { } }
public class Shown { public class Inner { } protected class Guarded { } }

class SlowStream : Stream
{
    public override bool CanRead => true; public override bool CanSeek => false; public override bool CanWrite => false;
    public override long Length => 3; public override long Position { get; set; }
    public override void Flush() { }
    int left = 3;
    public override int Read(byte[] buffer, int offset, int count) { if (left == 0) return 0; buffer[offset] = (byte)('a' + --left); return 1; }
    public override long Seek(long offset, SeekOrigin origin) => throw new NotSupportedException();
    public override void SetLength(long value) => throw new NotSupportedException();
    public override void Write(byte[] buffer, int offset, int count) => throw new NotSupportedException();
}

static class Program
{
    static void Run(string label, Func<object> f)
    {
        try { Console.WriteLine($"{label}: {f()}"); }
        catch (Exception e) { Console.WriteLine($"{label}: {e.GetType().Name}: {e.Message}"); }
    }

    [DllImport("corvid_no_such_library")] static extern int Missing(int x);
    [DllImport("libc", EntryPoint = "corvid_no_such_entry")] static extern int NoEntry(int x);

    [MethodImpl(MethodImplOptions.NoInlining)]
    static string WhoAmI() => MethodBase.GetCurrentMethod()!.Name;

    [MethodImpl(MethodImplOptions.NoInlining)]
    static string Generic<TItem>() { var m = MethodBase.GetCurrentMethod()!; return m.Name + " " + m.IsGenericMethodDefinition; }

    [MethodImpl(MethodImplOptions.NoInlining)]
    static void Thrower() => throw new InvalidOperationException("boom");

    static int Main()
    {
        var asm = typeof(Program).Assembly;
        var coreLib = typeof(object).Assembly;
        Run("resource names (CoreLib has some)", () => coreLib.GetManifestResourceNames().Length > 0);
        Run("resource info", () => { var name = coreLib.GetManifestResourceNames()[0]; var info = coreLib.GetManifestResourceInfo(name)!; return info.ResourceLocation + " " + (info.FileName ?? "null"); });
        Run("resource info missing", () => coreLib.GetManifestResourceInfo("no.such") == null);
        Run("references", () => string.Join(",", asm.GetReferencedAssemblies().Select(a => a.Name).OrderBy(n => n)));
        Run("entry point", () => asm.EntryPoint!.Name + " " + asm.EntryPoint.ReturnType.Name);
        Run("corelib entry point", () => coreLib.EntryPoint == null);
        Run("module", () => asm.GetModule(asm.ManifestModule.ScopeName)!.Name);
        Run("forwarded", () => typeof(List<int>).Assembly.GetName().Name + " " + Type.GetType("System.Collections.Generic.List`1, System.Collections")!.Assembly.GetName().Name);

        Run("visible", () => $"{typeof(Shown).IsVisible} {typeof(Shown.Inner).IsVisible} {typeof(Hidden).IsVisible} {typeof(Hidden.Inner).IsVisible} {typeof(List<Hidden>).IsVisible} {typeof(List<Shown>).IsVisible} {typeof(Shown[]).IsVisible} {typeof(Hidden[]).IsVisible} {typeof(Shown).GetNestedType("Guarded", BindingFlags.NonPublic)!.IsVisible}");
        Run("constraints", () => string.Join(",", typeof(Constrained<>).GetGenericArguments()[0].GetGenericParameterConstraints().Select(t => t.Name)) + " " + typeof(Constrained<>).GetGenericArguments()[0].GenericParameterAttributes);
        Run("interface map", () => { var map = typeof(Square).GetInterfaceMap(typeof(IShape)); return string.Join(",", map.InterfaceMethods.Zip(map.TargetMethods, (i, t) => i.Name + "->" + t.Name).OrderBy(x => x)); });
        Run("interface map explicit", () => { var map = typeof(Explicit).GetInterfaceMap(typeof(IShape)); return string.Join(",", map.TargetMethods.Select(t => t.Name).OrderBy(x => x)); });
        Run("interface map wrong", () => typeof(Plain).GetInterfaceMap(typeof(IShape)).TargetMethods.Length);

        Run("SizeOf struct", () => Marshal.SizeOf<Native>());
        Run("SizeOf class", () => Marshal.SizeOf(typeof(NativeClass)));
        Run("SizeOf instance", () => Marshal.SizeOf(new Native()));
        Run("OffsetOf", () => $"{Marshal.OffsetOf<Native>("B")} {Marshal.OffsetOf<Native>("C")} {Marshal.OffsetOf<Native>("D")} {Marshal.OffsetOf(typeof(NativeClass), "Y")}");
        Run("OffsetOf missing", () => Marshal.OffsetOf<Native>("Nope"));
        Run("SizeOf generic", () => Marshal.SizeOf(typeof(List<int>)));
        Run("Prelink", () => { Marshal.PrelinkAll(typeof(Program)); return "ok"; });
        // the message goes on with the paths probed, which differ between runtimes
        Run("Prelink missing library", () => { try { Marshal.Prelink(typeof(Program).GetMethod("Missing", BindingFlags.NonPublic | BindingFlags.Static)!); return "bound"; } catch (DllNotFoundException e) { return e.Message.Substring(0, e.Message.IndexOf(". ") + 1); } });
        Run("missing library", () => { try { return Missing(1); } catch (DllNotFoundException e) { return e.Message.Substring(0, e.Message.IndexOf(". ") + 1); } });
        Run("missing entry point", () => NoEntry(1));
        Run("GUIDs", () => string.Join(" ", new[] { typeof(object), typeof(List<int>), typeof(Square), typeof(Shown.Inner), typeof(Native) }.Select(t => t.GUID)));

        Run("uninitialized", () => { var p = (Plain)RuntimeHelpers.GetUninitializedObject(typeof(Plain)); return p.Value; });
        Run("uninitialized string", () => RuntimeHelpers.GetUninitializedObject(typeof(string)));
        Run("uninitialized abstract", () => RuntimeHelpers.GetUninitializedObject(typeof(Stream)));
        Run("uninitialized struct", () => RuntimeHelpers.GetUninitializedObject(typeof(Native)).GetType().Name);
        Run("PrepareMethod", () => { RuntimeHelpers.PrepareMethod(typeof(Program).GetMethod("WhoAmI", BindingFlags.NonPublic | BindingFlags.Static)!.MethodHandle); return "ok"; });
        Run("RunModuleConstructor", () => { RuntimeHelpers.RunModuleConstructor(asm.ManifestModule.ModuleHandle); return "ok"; });
        Run("SizeOf handle", () => RuntimeHelpers.SizeOf(typeof(Native).TypeHandle));
        Run("type GUID stable", () => typeof(Plain).GUID == typeof(Plain).GUID);

        Run("current method", () => WhoAmI());
        Run("current method (generic)", () => Generic<int>());
        Run("target site", () => { try { Thrower(); return "none"; } catch (Exception e) { return e.TargetSite!.Name + " " + e.TargetSite.DeclaringType!.Name; } });
        Run("function pointer", () => typeof(Program).GetMethod("WhoAmI", BindingFlags.NonPublic | BindingFlags.Static)!.MethodHandle.GetFunctionPointer() != IntPtr.Zero);


        Run("stream async", () => { var s = new SlowStream(); var buf = new byte[8]; int n = s.ReadAsync(buf, 0, 8).Result; return n + " " + (char)buf[0]; });
        Run("stream begin/end", () => { var s = new SlowStream(); var buf = new byte[8]; var ar = s.BeginRead(buf, 0, 8, null, null); return s.EndRead(ar); });
        Run("stream copy", () => { var ms = new MemoryStream(); new SlowStream().CopyToAsync(ms).Wait(); return ms.Length; });
        return 0;
    }
}
