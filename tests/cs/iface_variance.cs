using System;
using System.Collections.Generic;
class Animal { public virtual string N { get { return "animal"; } } }
class Dog : Animal { public override string N { get { return "dog"; } } }
interface IProducer<out T> { T Make(); }
interface IConsumer<in T> { string Eat(T t); }
class DogMaker : IProducer<Dog> { public Dog Make() { return new Dog(); } }
class AnimalEater : IConsumer<Animal> { public string Eat(Animal a) { return "ate " + a.N; } }
class Program {
    static int Main() {
        IEnumerable<object> objs = new List<string> { "x", "y" };
        foreach (object o in objs) Console.Write(o + " ");
        Console.WriteLine();
        IProducer<Animal> pa = new DogMaker();
        Console.WriteLine(pa.Make().N);
        IConsumer<Dog> cd = new AnimalEater();
        Console.WriteLine(cd.Eat(new Dog()));
        Func<Dog> fd = () => new Dog();
        Func<Animal> fa = fd;
        Console.WriteLine(fa().N);
        Action<Animal> aa = a => Console.WriteLine("action " + a.N);
        Action<Dog> ad = aa;
        ad(new Dog());
        object test = new List<string>();
        Console.WriteLine((test is IEnumerable<object>) + " " + (test is IEnumerable<int>) + " " + (new DogMaker() is IProducer<object>));
        IEnumerable<Animal> animals = new Dog[] { new Dog(), new Dog() };
        int c = 0; foreach (var a in animals) c++;
        Console.WriteLine(c);
        return 0;
    }
}
