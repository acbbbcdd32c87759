using System;
class Program {
    static int Main() {
        int[] big = new int[1000000];
        for (int i = 0; i < big.Length; i++) big[i] = i ^ (i >> 3);
        long s = 0;
        foreach (int v in big) s += v;
        Console.WriteLine(s);
        byte[] bytes = new byte[5000000];
        bytes[4999999] = 7;
        Console.WriteLine(bytes.Length + " " + bytes[4999999] + " " + bytes[2500000]);
        double[] ds = new double[300000];
        for (int i = 0; i < ds.Length; i++) ds[i] = i * 0.5;
        Console.WriteLine(ds[299999]);
        object[] objs = new object[100000];
        for (int i = 0; i < objs.Length; i++) objs[i] = i % 3 == 0 ? (object)i : "s" + (i % 10);
        int ints = 0; foreach (var o in objs) if (o is int) ints++;
        Console.WriteLine(ints);
        return 0;
    }
}
