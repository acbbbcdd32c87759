using System;
class Animal { }
class Dog : Animal { }
class Cat : Animal { }
class Program {
    static int Main() {
        Animal[] animals = new Dog[2];
        animals[0] = new Dog();
        Console.WriteLine("stored dog");
        try { animals[1] = new Cat(); Console.WriteLine("stored cat?!"); }
        catch (ArrayTypeMismatchException e) { Console.WriteLine("ArrayTypeMismatchException"); }
        animals[1] = null;
        Console.WriteLine("stored null");
        object[] objs = new string[1];
        try { objs[0] = 42; } catch (ArrayTypeMismatchException) { Console.WriteLine("boxed int into string[]"); }
        objs[0] = "fine";
        Console.WriteLine(objs[0] + " " + objs.GetType().Name);
        object[] real = new object[2];
        real[0] = "s"; real[1] = 1;
        Console.WriteLine(real.Length);
        Animal[] asAnimals = new Dog[] { new Dog() };
        Dog[] back = (Dog[])asAnimals;
        Console.WriteLine(back.Length + " " + (asAnimals is Dog[]) + " " + (asAnimals is Cat[]));
        try { Cat[] bad = (Cat[])(object)asAnimals; } catch (InvalidCastException) { Console.WriteLine("InvalidCastException"); }
        return 0;
    }
}
