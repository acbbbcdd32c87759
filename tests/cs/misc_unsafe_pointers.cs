// mcs: -unsafe
using System;
unsafe struct Buf { public fixed int Data[8]; }
class Program {
    static unsafe int Sum(int* p, int n) { int s = 0; for (int i = 0; i < n; i++) s += p[i]; return s; }
    static unsafe void Fill(byte* p, int n, byte v) { for (int i = 0; i < n; i++) *p++ = v; }
    static unsafe int Main() {
        int[] arr = { 1, 2, 3, 4, 5 };
        fixed (int* p = arr) { Console.WriteLine(Sum(p, 5) + " " + *(p + 2) + " " + p[4]); p[0] = 100; }
        Console.WriteLine(arr[0]);
        int* st = stackalloc int[10];
        for (int i = 0; i < 10; i++) st[i] = i * i;
        Console.WriteLine(Sum(st, 10));
        byte* bs = stackalloc byte[16];
        Fill(bs, 16, 7);
        Console.WriteLine(bs[0] + bs[15]);
        long v = 0x0102030405060708;
        byte* vb = (byte*)&v;
        Console.WriteLine(vb[0] + " " + vb[7] + " " + sizeof(long) + " " + sizeof(Buf));
        Buf b; 
        for (int i = 0; i < 8; i++) b.Data[i] = i * 3;
        Console.WriteLine(b.Data[7]);
        string s = "pinned";
        fixed (char* cp = s) Console.WriteLine(cp[1] + " " + (int)cp[6]);
        int x = 5; int* px = &x; *px += 10;
        Console.WriteLine(x + " " + (px == &x));
        return 0;
    }
}
