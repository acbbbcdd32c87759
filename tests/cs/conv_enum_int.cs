using System;
enum Color : byte { Red = 1, Green = 2, Blue = 200 }
enum Big : long { Small = -1, Huge = 1L << 40 }
class Program {
    static int Main() {
        Color c = Color.Blue;
        int ci = (int)c;
        Console.WriteLine(ci + " " + (sbyte)c + " " + c);
        Color fromInt = (Color)2;
        Console.WriteLine(fromInt + " " + (Color)77 + " " + (int)unchecked((Color)300));
        Big b = Big.Huge;
        Console.WriteLine((long)b + " " + (int)b + " " + b);
        Console.WriteLine(unchecked((ulong)Big.Small) + " " + (int)Big.Small);
        Color sum = Color.Red + 1;
        Console.WriteLine(sum);
        Color x = Color.Blue; x++;
        Console.WriteLine((int)x);
        Console.WriteLine(Color.Blue - Color.Red);
        object boxed = Color.Green;
        Console.WriteLine((Color)boxed + " " + (byte)(Color)boxed);
        return 0;
    }
}
