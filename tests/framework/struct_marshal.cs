// Marshal.StructureToPtr / PtrToStructure / DestroyStructure on structures and classes with
// layout that are not blittable (strings as pointers, BOOL, ANSI chars, ByValTStr, ByValArray,
// embedded structs and classes), compared with CoreCLR byte for byte, and the refusals.
using System;
using System.Runtime.InteropServices;

[StructLayout(LayoutKind.Sequential, CharSet = CharSet.Ansi)]
struct Person {
    public int Id;
    public string Name;
    public bool Active;
    [MarshalAs(UnmanagedType.ByValTStr, SizeConst = 8)] public string Code;
    [MarshalAs(UnmanagedType.ByValArray, SizeConst = 3)] public int[] Scores;
    public double Weight;
    [MarshalAs(UnmanagedType.U1)] public bool Flag;
    public char Initial;
}

[StructLayout(LayoutKind.Sequential, CharSet = CharSet.Unicode)]
class Box { public int X; public string Label; public Inner In; [MarshalAs(UnmanagedType.ByValTStr, SizeConst = 4)] public string Tag; public char Wide; }
[StructLayout(LayoutKind.Sequential)]
struct Inner { public short A; public bool B; public long C; }

[StructLayout(LayoutKind.Sequential)]
struct Blittable { public int A; public long B; public double C; }

[StructLayout(LayoutKind.Explicit)]
struct Overlay { [FieldOffset(0)] public int Whole; [FieldOffset(4)] public bool Set; [FieldOffset(8), MarshalAs(UnmanagedType.LPUTF8Str)] public string Text; }

[StructLayout(LayoutKind.Sequential)]
class Base { public int Tag; public string Note; }
[StructLayout(LayoutKind.Sequential)]
class Derived : Base { public bool Extra; }

[StructLayout(LayoutKind.Sequential)]
struct Holder { public Inner First; [MarshalAs(UnmanagedType.ByValArray, SizeConst = 2)] public Inner[] Pair; [MarshalAs(UnmanagedType.LPWStr)] public string Wide; }

class NoLayout { public int X; }
struct WithObject { public int A; public object O; }
struct WithArray { public int[] Items; }
struct WithHandle { public Microsoft.Win32.SafeHandles.SafeFileHandle H; }
struct Generic<T> { public T Value; }

static class P {
    static string Bytes(IntPtr p, int n) {
        var b = new byte[n]; Marshal.Copy(p, b, 0, n);
        return BitConverter.ToString(b);
    }
    static void Main() {
        var p = new Person { Id = 7, Name = "Ada", Active = true, Code = "XY12345678", Scores = new[] { 1, 2, 3, 4 }, Weight = 61.5, Flag = true, Initial = 'Q' };
        int size = Marshal.SizeOf<Person>();
        Console.WriteLine("size " + size);
        IntPtr mem = Marshal.AllocHGlobal(size);
        Marshal.StructureToPtr(p, mem, false);
        Console.WriteLine("name " + Marshal.PtrToStringAnsi(Marshal.ReadIntPtr(mem, 8)));
        Console.WriteLine("bytes " + Bytes(mem, 8) + " | " + Bytes(mem + 16, size - 16));
        var q = Marshal.PtrToStructure<Person>(mem);
        Console.WriteLine($"{q.Id} {q.Name} {q.Active} {q.Code} {string.Join(",", q.Scores)} {q.Weight} {q.Flag} {q.Initial}");
        Marshal.StructureToPtr(new Person { Id = 8, Name = null, Code = null, Scores = null }, mem, true);
        q = Marshal.PtrToStructure<Person>(mem);
        Console.WriteLine($"{q.Id} [{q.Name}] {q.Active} [{q.Code}] {string.Join(",", q.Scores)} {q.Weight} {q.Flag} {(int)q.Initial}");
        Marshal.DestroyStructure<Person>(mem);
        Marshal.FreeHGlobal(mem);

        var b = new Box { X = 5, Label = "héllo", In = new Inner { A = 3, B = true, C = 1L << 40 }, Tag = "abcdef", Wide = 'é' };
        int bsize = Marshal.SizeOf(typeof(Box));
        Console.WriteLine("box size " + bsize);
        IntPtr bm = Marshal.AllocHGlobal(bsize);
        Marshal.StructureToPtr(b, bm, false);
        Console.WriteLine("label " + Marshal.PtrToStringUni(Marshal.ReadIntPtr(bm, 8)) + " bytes " + Bytes(bm + 16, bsize - 16));
        var c = new Box();
        Marshal.PtrToStructure(bm, c);
        Console.WriteLine($"{c.X} {c.Label} {c.In.A} {c.In.B} {c.In.C} {c.Tag} {c.Wide}");
        var c2 = (Box)Marshal.PtrToStructure(bm, typeof(Box));
        Console.WriteLine($"{c2.X} {c2.Label} {c2.Tag}");
        Marshal.DestroyStructure(bm, typeof(Box));
        Marshal.FreeHGlobal(bm);

        var bl = new Blittable { A = 1, B = 2, C = 3.5 };
        IntPtr blm = Marshal.AllocHGlobal(Marshal.SizeOf<Blittable>());
        Marshal.StructureToPtr(bl, blm, false);
        Console.WriteLine("blittable " + Bytes(blm, Marshal.SizeOf<Blittable>()));
        Console.WriteLine("back " + Marshal.PtrToStructure<Blittable>(blm).C);
        Marshal.FreeHGlobal(blm);

        var o = new Overlay { Whole = 0x01020304, Set = true, Text = "ünï" };
        IntPtr om = Marshal.AllocHGlobal(Marshal.SizeOf<Overlay>());
        Marshal.StructureToPtr(o, om, false);
        Console.WriteLine("overlay " + Marshal.SizeOf<Overlay>() + " " + Bytes(om, 8) + " " + Marshal.PtrToStringUTF8(Marshal.ReadIntPtr(om, 8)));
        var o2 = Marshal.PtrToStructure<Overlay>(om);
        Console.WriteLine($"{o2.Whole:X} {o2.Set} {o2.Text}");
        Marshal.DestroyStructure<Overlay>(om);
        Marshal.FreeHGlobal(om);

        var d = new Derived { Tag = 9, Note = "base note", Extra = true };
        IntPtr dm = Marshal.AllocHGlobal(Marshal.SizeOf<Derived>());
        Marshal.StructureToPtr(d, dm, false);
        var d2 = Marshal.PtrToStructure<Derived>(dm);
        Console.WriteLine($"derived {Marshal.SizeOf<Derived>()} {d2.Tag} {d2.Note} {d2.Extra}");
        Marshal.FreeHGlobal(dm);

        var h = new Holder { First = new Inner { A = 1, B = true, C = 2 }, Pair = new[] { new Inner { A = 3 }, new Inner { A = 4, B = true, C = 5 } }, Wide = "wide" };
        IntPtr hm = Marshal.AllocHGlobal(Marshal.SizeOf<Holder>());
        Marshal.StructureToPtr(h, hm, false);
        var h2 = Marshal.PtrToStructure<Holder>(hm);
        Console.WriteLine($"holder {Marshal.SizeOf<Holder>()} {h2.First.A} {h2.First.B} {h2.Pair[0].A} {h2.Pair[1].A} {h2.Pair[1].B} {h2.Pair[1].C} {h2.Wide}");
        Marshal.DestroyStructure<Holder>(hm);
        Marshal.FreeHGlobal(hm);

        IntPtr any = Marshal.AllocHGlobal(64);
        try { Marshal.StructureToPtr(new Person { Scores = new[] { 1 } }, any, false); }
        catch (Exception e) { Console.WriteLine(e.GetType().Name + ": " + e.Message); }
        try { Marshal.StructureToPtr(new NoLayout(), any, false); }
        catch (Exception e) { Console.WriteLine(e.GetType().Name + ": " + e.Message); }
        try { Marshal.StructureToPtr(new Generic<int>(), any, false); }
        catch (Exception e) { Console.WriteLine(e.GetType().Name + ": " + e.Message); }
        try { Marshal.PtrToStructure(any, new Blittable()); }
        catch (Exception e) { Console.WriteLine(e.GetType().Name + ": " + e.Message); }
        try { Marshal.DestroyStructure(any, typeof(NoLayout)); }
        catch (Exception e) { Console.WriteLine(e.GetType().Name + ": " + e.Message); }
        // fields no native form fits: CoreCLR's TypeLoadException and SafeHandle refusal
        try { Marshal.StructureToPtr(new WithObject(), any, false); } catch (Exception e) { Console.WriteLine(e.GetType().Name + ": " + e.Message); }
        try { Marshal.StructureToPtr(new WithArray(), any, false); } catch (Exception e) { Console.WriteLine(e.GetType().Name + ": " + e.Message); }
        try { Marshal.StructureToPtr(new WithHandle(), any, false); } catch (Exception e) { Console.WriteLine(e.GetType().Name + ": " + e.Message); }
        try { Console.WriteLine(Marshal.PtrToStructure<WithObject>(any).A); } catch (Exception e) { Console.WriteLine(e.GetType().Name + ": " + e.Message); }
        Marshal.FreeHGlobal(any);
    }
}
