using System;
class Animal {
    public string Name;
    protected int age;
    public static int Created;
    public Animal(string name, int age) { Name = name; this.age = age; Created++; }
    public int Age { get { return age; } }
    public virtual string Info() { return Name + " (" + age + ")"; }
}
class Cat : Animal {
    public int Lives = 9;
    public Cat(string name) : base(name, 3) { }
    public override string Info() { return "Cat " + base.Info() + " lives=" + Lives; }
}
class Kitten : Cat {
    public Kitten(string name) : base(name) { age = 0; Lives = 10; }
}
class Program {
    static int Main() {
        Animal a = new Animal("generic", 7);
        Cat c = new Cat("tom");
        Kitten k = new Kitten("kit");
        Animal[] all = { a, c, k };
        foreach (var x in all) Console.WriteLine(x.Info() + " / " + x.GetType().Name + " / " + (x is Cat) + " " + (x is Kitten));
        Console.WriteLine("created " + Animal.Created);
        c.Lives--;
        Console.WriteLine(c.Lives + " " + k.Lives + " " + k.Age);
        Console.WriteLine((all[2] as Cat).Lives + " " + (all[0] as Cat == null));
        return 0;
    }
}
