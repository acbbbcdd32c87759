using System;
using System.Collections.Generic;
namespace Zoo.Animals { public class Lion { } public class Cage<T> { } }
class Program {
    class Nested { }
    static int Main() {
        object[] objs = { 1, "s", 2.0, new int[2], new int[2, 2], new List<int>(), new Dictionary<string, int>(), new Zoo.Animals.Lion(), new Nested(), 'c', 5L, new Zoo.Animals.Cage<string>() };
        foreach (object o in objs) Console.WriteLine(o.GetType().Name + " | " + (o.GetType().IsGenericType ? "generic " + o.GetType().Namespace : o.GetType().FullName));
        Console.WriteLine(typeof(int).Name + " " + typeof(void).Name + " " + typeof(Program).Name);
        Console.WriteLine(new Zoo.Animals.Lion().GetType() == typeof(Zoo.Animals.Lion));
        return 0;
    }
}
