using System;
class Program {
    static int Main() {
        long sum = 0;
        byte[] survivor = null;
        for (int i = 0; i < 100; i++) {
            var big = new byte[2000000 + i];
            big[i] = (byte)i; big[big.Length - 1] = 1;
            sum += big.Length + big[i];
            if (i == 50) survivor = big;
            var ints = new int[100000];
            ints[99999] = i;
            sum += ints[99999];
        }
        Console.WriteLine("sum " + sum);
        Console.WriteLine("survivor " + survivor.Length + " " + survivor[50]);
        var jag = new int[1000][];
        for (int i = 0; i < 1000; i++) jag[i] = new int[i];
        long js = 0; foreach (var a in jag) js += a.Length;
        Console.WriteLine("jagged " + js);
        return 0;
    }
}
