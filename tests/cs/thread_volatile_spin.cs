// volatile. prefix: compiled code must re-read a volatile field in a spin loop (III.2.6)
using System;
using System.Threading;
class P {
    static volatile bool stop;
    static int Spin() { int n = 0; while (!stop) n++; return n; }
    static void Main() {
        var t = new Thread(() => { Thread.Sleep(100); stop = true; });
        t.Start();
        int n = Spin();
        t.Join();
        Console.WriteLine("stopped " + (n >= 0));
    }
}
