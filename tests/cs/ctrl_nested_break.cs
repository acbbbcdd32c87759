using System;
class Program {
    static int FindPair(int[] a, int target) {
        for (int i = 0; i < a.Length; i++)
            for (int j = i + 1; j < a.Length; j++)
                if (a[i] + a[j] == target) return i * 100 + j;
        return -1;
    }
    static int Main() {
        int[] a = { 3, 9, 14, 22, 5, 8, 31, 2 };
        Console.WriteLine(FindPair(a, 17) + " " + FindPair(a, 33) + " " + FindPair(a, 1000));
        int total = 0;
        for (int i = 0; i < 5; i++) {
            int j = 0;
            while (true) {
                j++;
                if (j > i) break;
                int k = 0;
                do { k++; if (k == 2) continue; total += i * j * k; } while (k < 3);
            }
        }
        Console.WriteLine("total " + total);
        int labelCount = 0;
        foreach (int x in a) {
            switch (x % 3) {
                case 0: continue;
                case 1: labelCount += 10; break;
                default: labelCount++; break;
            }
            labelCount *= 2;
        }
        Console.WriteLine("labels " + labelCount);
        return 0;
    }
}
