using System;
class Animal { public string Name; public Animal(string n) { Name = n; } public virtual string Speak() { return Name + " ..."; } public string Plain() { return "plain " + Name; } }
class Dog : Animal { public Dog(string n) : base(n) { } public override string Speak() { return Name + " woof"; } }
struct Val { public int X; public int Get() { return X; } }
class Program {
    static int Main() {
        Animal a = new Dog("rex");
        Func<string> speak = a.Speak;
        Func<string> plain = a.Plain;
        a.Name = "max";
        Console.WriteLine(speak() + " / " + plain());
        Func<Animal, string> open = x => x.Speak();
        Console.WriteLine(open(new Animal("cat")) + " / " + open(new Dog("pup")));
        Val v = new Val { X = 1 };
        Func<int> g = v.Get;
        v.X = 2;
        Console.WriteLine(g() + " " + v.Get());
        Func<string> ts = 42.ToString;
        Console.WriteLine(ts());
        Console.WriteLine(speak.Target == a);
        return 0;
    }
}
