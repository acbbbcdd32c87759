using System;
using System.Collections.Generic;
enum Animal { Cat, Dog, Fox }
class Program {
    static string Names<T>(T[] xs) { var parts = new List<string>(); foreach (var x in xs) parts.Add(x.ToString()); return string.Join("|", parts); }
    static bool Same<T>(T a, T b) { return EqualityComparer<T>.Default.Equals(a, b); }
    static int Main() {
        Console.WriteLine(Names(new[] { Animal.Fox, Animal.Cat }));
        Console.WriteLine(Same(Animal.Dog, Animal.Dog) + " " + Same(Animal.Dog, Animal.Fox));
        object boxed = Animal.Dog;
        Console.WriteLine(boxed.Equals(Animal.Dog) + " " + boxed.Equals(1) + " " + ((Animal)boxed == Animal.Dog));
        IComparable cmp = Animal.Fox;
        Console.WriteLine(cmp.CompareTo(Animal.Cat) > 0);
        Animal? maybe = null;
        Console.WriteLine((maybe ?? Animal.Cat) + " " + maybe.HasValue);
        maybe = Animal.Fox;
        Console.WriteLine(maybe.Value);
        Enum e = Animal.Dog;
        Console.WriteLine(e + " " + (e is Animal));
        return 0;
    }
}
