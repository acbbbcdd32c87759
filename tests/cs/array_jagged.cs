using System;
class Program {
    static int Main() {
        int[][] tri = new int[10][];
        for (int i = 0; i < tri.Length; i++) {
            tri[i] = new int[i + 1];
            tri[i][0] = tri[i][i] = 1;
            for (int j = 1; j < i; j++) tri[i][j] = tri[i - 1][j - 1] + tri[i - 1][j];
        }
        foreach (int[] row in tri) Console.WriteLine(string.Join(" ", row));
        int[][] lit = { new[] { 1 }, new int[0], new[] { 2, 3, 4 } };
        int total = 0, count = 0;
        foreach (var r in lit) { count += r.Length; foreach (var v in r) total += v; }
        Console.WriteLine(count + " " + total);
        string[][][] deep = new string[2][][];
        deep[1] = new string[3][];
        deep[1][2] = new[] { "deep" };
        Console.WriteLine(deep[1][2][0] + " " + (deep[0] == null) + " " + (deep[1][0] == null));
        return 0;
    }
}
