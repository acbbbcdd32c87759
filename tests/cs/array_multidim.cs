using System;
class Program {
    static int Main() {
        int[,] m = new int[3, 4];
        for (int i = 0; i < 3; i++) for (int j = 0; j < 4; j++) m[i, j] = i * 10 + j;
        Console.WriteLine(m.Rank + " " + m.Length + " " + m.GetLength(0) + " " + m.GetLength(1) + " " + m[2, 3]);
        int s = 0;
        foreach (int v in m) s += v;
        Console.WriteLine(s);
        int[,] lit = { { 1, 2 }, { 3, 4 }, { 5, 6 } };
        Console.WriteLine(lit[2, 1] + " " + lit.GetUpperBound(0) + " " + lit.GetLowerBound(1));
        double[,,] cube = new double[2, 3, 4];
        for (int i = 0; i < 2; i++) for (int j = 0; j < 3; j++) for (int k = 0; k < 4; k++) cube[i, j, k] = i + j * 0.5 + k * 0.25;
        double cs = 0; foreach (double v in cube) cs += v;
        Console.WriteLine(cube.Rank + " " + cube.Length + " " + cs + " " + cube[1, 2, 3]);
        string[,] names = new string[2, 2];
        names[1, 1] = "x";
        Console.WriteLine((names[0, 0] == null) + names[1, 1]);
        int[,] mul = new int[3, 3];
        for (int i = 0; i < 3; i++) for (int j = 0; j < 3; j++) for (int k = 0; k < 2; k++) mul[i, j] += lit[i, k] * lit[j, k];
        Console.WriteLine(mul[0, 0] + " " + mul[1, 2] + " " + mul[2, 2]);
        int[,] copy = (int[,])m.Clone();
        copy[0, 0] = 99;
        Console.WriteLine(m[0, 0] + " " + copy[0, 0] + " " + m.GetType().Name);
        return 0;
    }
}
