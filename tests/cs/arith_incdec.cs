using System;
class Program {
    static int field;
    int inst;
    static int Main() {
        int i = 5;
        int a = i++ + ++i;
        Console.WriteLine(a + " " + i);
        int b = i-- - --i;
        Console.WriteLine(b + " " + i);
        field = 10;
        field += field++ * 2;
        Console.WriteLine(field);
        var p = new Program();
        p.inst = 3;
        p.inst *= p.inst + 1;
        Console.WriteLine(p.inst);
        int[] arr = { 1, 2, 3 };
        int k = 0;
        arr[k++] += 10;
        arr[k++] *= 10;
        arr[k] -= arr[k - 1];
        Console.WriteLine(arr[0] + " " + arr[1] + " " + arr[2] + " " + k);
        long l = long.MaxValue;
        l++;
        Console.WriteLine(l);
        double d = 0.5;
        d++; d *= 4; d--;
        Console.WriteLine(d);
        int x = 7;
        x <<= 2; x >>= 1; x ^= 0xFF; x &= 0xF0; x |= 1; x %= 100;
        Console.WriteLine(x);
        return 0;
    }
}
