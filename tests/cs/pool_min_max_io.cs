// ThreadPool.SetMinThreads/SetMaxThreads/GetMinThreads/GetMaxThreads/GetAvailableThreads with
// the completion-port (I/O) values too (issue 12): CoreCLR 10's defaults (I/O 1 and 1000),
// which combinations it refuses (changing nothing) and that accepted values round-trip.
// Values that depend on the machine print relative to Environment.ProcessorCount ("P").
using System;
using System.Threading;

class PoolMinMaxIo
{
    static readonly int P = Environment.ProcessorCount;

    static string Rel(int v) { return v == P ? "P" : v.ToString(); }

    static void Show(string what)
    {
        int minW, minIo, maxW, maxIo, avW, avIo;
        ThreadPool.GetMinThreads(out minW, out minIo);
        ThreadPool.GetMaxThreads(out maxW, out maxIo);
        ThreadPool.GetAvailableThreads(out avW, out avIo);
        Console.WriteLine(what + " -> min " + minW + "/" + minIo + " max " + maxW + "/" + maxIo +
                          " available " + avW + "/" + avIo);
    }

    static void Min(int w, int io) { Show("SetMinThreads(" + w + ", " + io + ") " + ThreadPool.SetMinThreads(w, io)); }
    static void Max(int w, int io) { Show("SetMaxThreads(" + w + ", " + io + ") " + ThreadPool.SetMaxThreads(w, io)); }

    static void Main()
    {
        int minW, minIo, maxW, maxIo, avW, avIo;
        ThreadPool.GetMinThreads(out minW, out minIo);
        ThreadPool.GetMaxThreads(out maxW, out maxIo);
        ThreadPool.GetAvailableThreads(out avW, out avIo);
        Console.WriteLine("default -> min " + Rel(minW) + "/" + minIo + " max " + maxW + "/" + maxIo +
                          " available " + avW + "/" + avIo);

        Console.WriteLine("-- minimums");
        Min(3, 5);
        Min(0, 0);          // both clamped to 1
        Min(-1, 4);         // refused: nothing changes
        Min(4, -1);
        Min(2, 1000);       // up to the I/O maximum
        Min(2, 1001);       // above it: refused, the worker value not taken either
        Min(32767, 4);
        Min(32768, 4);      // above the worker maximum
        Min(3, 3);

        Console.WriteLine("-- maximums");
        Max(100, 200);
        Max(100, 0);        // not positive
        Max(0, 100);
        Max(100, -1);
        Max(2, 100);        // below the worker minimum (3)
        Max(100, 2);        // below the I/O minimum (3)
        Max(100, 3);
        Max(40000, 40000);  // both capped at 32767
        Max(32767, 1001);
        Min(4, 1001);       // the I/O minimum may follow a raised maximum
        Max(100, 100);      // below the I/O minimum now
        Min(101, 4);

        Console.WriteLine("-- down to one");
        Max(1, 1);          // below the minimums
        Min(1, 1);
        Max(1, 1);
        Min(0, 0);
        Max(0, 0);

        Console.WriteLine("-- round trips");
        int[] pairs = { 7, 9, 12, 2, 64, 640, 1, 999, 25, 25 };
        Max(32767, 1000);
        for (int i = 0; i < pairs.Length; i += 2) {
            int w = pairs[i], io = pairs[i + 1];
            bool setMax = ThreadPool.SetMaxThreads(w + 10, io + 10);
            bool setMin = ThreadPool.SetMinThreads(w, io);
            ThreadPool.GetMinThreads(out minW, out minIo);
            ThreadPool.GetMaxThreads(out maxW, out maxIo);
            Console.WriteLine(w + "/" + io + ": " + setMax + " " + setMin + " min " + (minW == w && minIo == io) +
                              " max " + (maxW == w + 10 && maxIo == io + 10));
            ThreadPool.SetMinThreads(1, 1);
        }

        Console.WriteLine("-- restored");
        Max(32767, 1000);
        Console.WriteLine("SetMinThreads(P, P) " + ThreadPool.SetMinThreads(P, P));
        ThreadPool.GetMinThreads(out minW, out minIo);
        Console.WriteLine("min " + Rel(minW) + "/" + Rel(minIo));

        // the pool still runs work after all that
        int sum = 0, done = 0;
        object gate = new object();
        for (int i = 1; i <= 100; i++)
            ThreadPool.QueueUserWorkItem(s => { lock (gate) { sum += (int)s; if (++done == 100) Monitor.Pulse(gate); } }, i);
        lock (gate) while (done < 100) Monitor.Wait(gate);
        Console.WriteLine("sum " + sum);
    }
}
