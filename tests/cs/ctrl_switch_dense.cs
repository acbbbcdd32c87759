using System;
class Program {
    static string Name(int d) {
        switch (d) {
            case 0: return "zero"; case 1: return "one"; case 2: return "two"; case 3: return "three";
            case 4: return "four"; case 5: return "five"; case 6: return "six"; case 7: return "seven";
            case 8: return "eight"; case 9: return "nine";
            default: return "many";
        }
    }
    static int Fallish(int x) {
        int r = 0;
        switch (x) {
            case 1: r += 1; goto case 2;
            case 2: r += 10; goto case 3;
            case 3: r += 100; break;
            case 4: case 5: r = -1; break;
            default: r = 999; goto case 1;
        }
        return r;
    }
    static int Main() {
        for (int i = -2; i <= 11; i++) Console.Write(Name(i) + " ");
        Console.WriteLine();
        for (int i = 0; i <= 6; i++) Console.Write(Fallish(i) + " ");
        Console.WriteLine();
        long sum = 0;
        for (int i = 0; i < 1000; i++) {
            switch (i % 12) { case 0: sum += 1; break; case 1: sum += 3; break; case 2: sum *= 2; break; case 3: sum -= 7; break; case 10: sum ^= 0x55; break; default: sum++; break; }
        }
        Console.WriteLine(sum);
        return 0;
    }
}
