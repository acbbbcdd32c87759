using System;
class Counter<T> {
    public static int Count;
    public static string Tag = "tag-" + typeof(T).Name;
    static Counter() { Console.WriteLine("cctor Counter<" + typeof(T).Name + ">"); }
    public Counter() { Count++; }
}
class Program {
    static int Main() {
        new Counter<int>(); new Counter<int>(); new Counter<string>();
        new Counter<long>(); new Counter<int>();
        Console.WriteLine(Counter<int>.Count + " " + Counter<string>.Count + " " + Counter<long>.Count + " " + Counter<double>.Count);
        Console.WriteLine(Counter<int>.Tag + " " + Counter<object>.Tag);
        Counter<string>.Count = 100;
        Console.WriteLine(Counter<string>.Count + " " + Counter<object>.Count);
        return 0;
    }
}
