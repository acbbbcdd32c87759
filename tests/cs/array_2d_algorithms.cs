using System;
class Program {
    static int Main() {
        int n = 6;
        long[,] dp = new long[n + 1, n + 1];
        for (int i = 0; i <= n; i++) { dp[i, 0] = 1; dp[0, i] = 1; }
        for (int i = 1; i <= n; i++) for (int j = 1; j <= n; j++) dp[i, j] = dp[i - 1, j] + dp[i, j - 1];
        Console.WriteLine("paths " + dp[n, n]);
        string a = "kitten", b = "sitting";
        int[,] ed = new int[a.Length + 1, b.Length + 1];
        for (int i = 0; i <= a.Length; i++) ed[i, 0] = i;
        for (int j = 0; j <= b.Length; j++) ed[0, j] = j;
        for (int i = 1; i <= a.Length; i++)
            for (int j = 1; j <= b.Length; j++)
                ed[i, j] = Math.Min(Math.Min(ed[i - 1, j] + 1, ed[i, j - 1] + 1), ed[i - 1, j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1));
        Console.WriteLine("edit " + ed[a.Length, b.Length]);
        int[,] g = new int[5, 5];
        for (int i = 0; i < 5; i++) for (int j = 0; j < 5; j++) g[i, j] = i == j ? 0 : ((i * 7 + j * 3) % 11) + 1;
        for (int k = 0; k < 5; k++) for (int i = 0; i < 5; i++) for (int j = 0; j < 5; j++) if (g[i, k] + g[k, j] < g[i, j]) g[i, j] = g[i, k] + g[k, j];
        for (int i = 0; i < 5; i++) { for (int j = 0; j < 5; j++) Console.Write(g[i, j] + " "); Console.WriteLine(); }
        return 0;
    }
}
