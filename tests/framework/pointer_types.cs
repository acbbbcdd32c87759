// Reflection over pointer types: element types of pointers, pointer arrays and pointers to
// pointers (CoreLib reads a TypeDesc's RuntimeType at offset 8: corvid's mirror must keep it
// there), pointer types made at run time, and pointer fields read through reflection.
using System;
using System.Reflection;

unsafe static class Program
{
    static int* single;
    static int** twice;
    static int*[] array = new int*[2];

    static void Main()
    {
        Console.WriteLine(typeof(int*).GetElementType());
        Console.WriteLine(typeof(int*[]).GetElementType());
        Console.WriteLine(typeof(int**).GetElementType());
        Console.WriteLine(typeof(int*).MakePointerType());
        Console.WriteLine(typeof(int).MakePointerType().MakePointerType().GetElementType()!.GetElementType());
        Console.WriteLine(typeof(int*).MakeArrayType().GetElementType() == typeof(int*));
        Console.WriteLine($"{typeof(int*).IsPointer} {typeof(int*).IsValueType} {typeof(int*).IsClass} {typeof(int*).Name} {typeof(int*).FullName}");
        Console.WriteLine($"{typeof(int).MakeByRefType()} {typeof(int).MakeByRefType().GetElementType()} {typeof(int).MakeByRefType().IsByRef}");
        foreach (var name in new[] { "single", "twice", "array" })
        {
            var field = typeof(Program).GetField(name, BindingFlags.NonPublic | BindingFlags.Static)!;
            Console.WriteLine($"{name}: {field.FieldType} element {field.FieldType.GetElementType()} value {field.GetValue(null)?.GetType().Name ?? "null"}");
        }
        int local = 5;
        single = &local;
        var singleField = typeof(Program).GetField("single", BindingFlags.NonPublic | BindingFlags.Static)!;
        Console.WriteLine(Pointer.Unbox(singleField.GetValue(null)!) == &local);
        int other = 11;
        singleField.SetValue(null, Pointer.Box(&other, typeof(int*)));
        Console.WriteLine(*single);
        singleField.SetValue(null, null);
        Console.WriteLine(single == null);
    }
}
