using System;
interface IAnimal { string Sound(); int Legs { get; } }
interface IPet { string Owner(); }
class Dog : IAnimal, IPet { public string Sound() { return "woof"; } public int Legs { get { return 4; } } public string Owner() { return "alice"; } }
class Bird : IAnimal { public string Sound() { return "tweet"; } public int Legs { get { return 2; } } }
class Snake : IAnimal { public virtual string Sound() { return "hiss"; } public int Legs { get { return 0; } } }
class Cobra : Snake { public override string Sound() { return "HISS"; } }
class Program {
    static int Main() {
        IAnimal[] zoo = { new Dog(), new Bird(), new Snake(), new Cobra() };
        int legs = 0;
        foreach (IAnimal a in zoo) {
            Console.WriteLine(a.GetType().Name + " says " + a.Sound());
            legs += a.Legs;
            IPet p = a as IPet;
            if (p != null) Console.WriteLine("  owned by " + p.Owner());
        }
        Console.WriteLine("legs " + legs);
        int n = 0;
        for (int i = 0; i < 10000; i++) n += zoo[i & 3].Legs;
        Console.WriteLine(n);
        return 0;
    }
}
